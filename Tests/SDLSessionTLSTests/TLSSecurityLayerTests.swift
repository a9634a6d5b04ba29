import Foundation
import NIOCore
import NIOPosix
import SDLSession
import SDLSessionTLS
import SDLTestSupport
import Testing

/// `SDLTLSSecurityLayer`: TLS over the in-memory pipe, a server (the app) and a NIOSSL client (the
/// head unit's side) handing each other bytes as the security queries would.
@Suite("TLS security layer (TLS inside the SDL protocol)", .timeLimit(.minutes(TestTime.minutes(1))))
struct TLSSecurityLayerTests {
    /// A layer started on an event loop of its own, with the loop to call `encrypt`/`decrypt` on.
    struct Started {
        let layer: SDLTLSSecurityLayer
        let loop: any EventLoop

        init(_ configuration: SDLTLSSecurityConfiguration) async throws {
            layer = SDLTLSSecurityLayer(configuration: configuration)
            loop = MultiThreadedEventLoopGroup.singleton.next()
            try await layer.start(on: loop)
        }

        func encrypt(_ plaintext: [UInt8]) async throws -> [UInt8] {
            try await loop.submit { [layer] in try layer.encrypt(plaintext) }.get()
        }

        func decrypt(_ ciphertext: [UInt8]) async throws -> [UInt8] {
            try await loop.submit { [layer] in try layer.decrypt(ciphertext) }.get()
        }
    }

    /// Runs the handshake: the client's hello, then each side's answer to the other until both are
    /// ready and nothing is left to hand over (at most 4 rounds; a broken layer fails instead of looping).
    static func handshake(server: Started, client: Started) async throws {
        var toServer = try await client.layer.clientHello()
        #expect(!toServer.isEmpty, "a client starts with its ClientHello")
        for _ in 1...4 {
            let toClient = try await server.layer.handshake(toServer)
            toServer = try await client.layer.handshake(toClient)
            if server.layer.isReady && client.layer.isReady && toServer.isEmpty { return }
        }
        Issue.record("the handshake did not finish in 4 rounds")
    }

    @Test("TLS 1.2 and 1.3: a NIOSSL client completes the handshake; records round-trip both ways", arguments: [
        SDLTLSSecurityConfiguration.Version.tls12, .tls13,
    ])
    func handshakeAndRecords(version: SDLTLSSecurityConfiguration.Version) async throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let server = try await Started(.server(certificateChainPEM: certificate, privateKeyPEM: key, minimumVersion: version, maximumVersion: version))
        let client = try await Started(.client(trustedRootsPEM: certificate, minimumVersion: version, maximumVersion: version))
        #expect(!server.layer.isReady)
        await #expect(throws: SDLError.self) { _ = try await server.encrypt([1, 2, 3]) }
        try await Self.handshake(server: server, client: client)
        #expect(server.layer.isReady && client.layer.isReady)
        #expect(await server.layer.negotiatedVersion() == (version == .tls12 ? "TLSv1.2" : "TLSv1.3"))

        // TLS 1.3: BoringSSL's server sends its session tickets with the first write.
        #expect(try await client.decrypt(try await server.encrypt([1])) == [1])
        let payload = (0..<16_384).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let record = try await server.encrypt(payload)
        #expect(record.count > payload.count && record.count <= payload.count + server.layer.maximumOverhead, "one record, within the overhead")
        #expect(try await client.decrypt(record) == payload)
        let back = try await client.encrypt(Array("OnHMIStatus".utf8))
        #expect(!back.isEmpty && back != Array("OnHMIStatus".utf8))
        #expect(try await server.decrypt(back) == Array("OnHMIStatus".utf8))
        // The next record decrypts too: the two ends' sequence numbers stayed in step.
        #expect(try await server.decrypt(try await client.encrypt([0])) == [0])
    }

    @Test("a corrupted or truncated record is decryptionFailed, never a crash")
    func corruptedRecord() async throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let server = try await Started(.server(certificateChainPEM: certificate, privateKeyPEM: key))
        let client = try await Started(.client())
        try await Self.handshake(server: server, client: client)
        var record = try await client.encrypt(Array(repeating: 7, count: 100))
        let truncated = Array(record.prefix(10))
        let partial = await #expect(throws: SDLError.self) { _ = try await server.decrypt(truncated) }
        #expect(partial?.code == .decryptionFailed)
        let other = try await Started(.server(certificateChainPEM: certificate, privateKeyPEM: key))
        let otherClient = try await Started(.client())
        try await Self.handshake(server: other, client: otherClient)
        record[record.count - 3] ^= 0x01
        let corrupted = await #expect(throws: SDLError.self) { _ = try await other.decrypt(record) }
        #expect(corrupted?.code == .decryptionFailed)
    }

    @Test("garbage where a ClientHello belongs is protectionFailed with TLS's reason")
    func garbageHandshake() async throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let server = try await Started(.server(certificateChainPEM: certificate, privateKeyPEM: key))
        let error = await #expect(throws: SDLError.self) { _ = try await server.layer.handshake(Array("GET / HTTP/1.1\r\n\r\n".utf8)) }
        #expect(error?.code == .protectionFailed)
        #expect(error?.info?.contains("HTTP_REQUEST") == true, "TLS names what it got: \(error?.info ?? "no reason")")
        #expect(!server.layer.isReady)
    }

    @Test("encrypt and decrypt off the layer's event loop, or before start, throw instead of blocking or crashing")
    func wrongThread() async throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let unstarted = SDLTLSSecurityLayer(configuration: try .server(certificateChainPEM: certificate, privateKeyPEM: key))
        await #expect(throws: SDLError.self) { _ = try await unstarted.handshake([0x16, 0x03, 0x01]) }
        #expect(throws: SDLError.self) { _ = try unstarted.decrypt([1]) }
        let server = try await Started(.server(certificateChainPEM: certificate, privateKeyPEM: key))
        try await Self.handshake(server: server, client: try await Started(.client()))
        let offLoop = #expect(throws: SDLError.self) { _ = try server.layer.encrypt([1]) }
        #expect(offLoop?.code == .encryptionFailed)
        #expect(offLoop?.message.contains("event loop") == true)
        await #expect(throws: SDLError.self) { try await server.layer.start(on: server.loop) }
    }

    @Test("peer verification: a certificate not chaining to the given roots is rejected with its reason; no roots, no check")
    func verification() async throws {
        let app = try TestCertificates.selfSigned()
        let core = try TestCertificates.selfSigned()
        let stranger = try TestCertificates.selfSigned()

        let verifying = try await Started(.server(certificateChainPEM: app.certificate, privateKeyPEM: app.key, trustedRootsPEM: core.certificate))
        let trustedCore = try await Started(.client(certificateChainPEM: core.certificate, privateKeyPEM: core.key, trustedRootsPEM: app.certificate))
        try await Self.handshake(server: verifying, client: trustedCore)
        #expect(verifying.layer.isReady && trustedCore.layer.isReady)

        let strict = try await Started(.server(certificateChainPEM: app.certificate, privateKeyPEM: app.key, trustedRootsPEM: core.certificate))
        let strangerCore = try await Started(.client(certificateChainPEM: stranger.certificate, privateKeyPEM: stranger.key))
        let rejected = await #expect(throws: SDLError.self) { try await Self.handshake(server: strict, client: strangerCore) }
        #expect(rejected?.code == .protectionFailed)
        #expect(rejected?.info?.contains("CERTIFICATE_VERIFY_FAILED") == true, "the reason: \(rejected?.info ?? "none")")
        #expect(!strict.layer.isReady)

        let wrongRoots = try await Started(.client(trustedRootsPEM: stranger.certificate))
        let server = try await Started(.server(certificateChainPEM: app.certificate, privateKeyPEM: app.key))
        let refused = await #expect(throws: SDLError.self) { try await Self.handshake(server: server, client: wrongRoots) }
        #expect(refused?.info?.contains("CERTIFICATE_VERIFY_FAILED") == true, "the reason: \(refused?.info ?? "none")")
    }

    @Test("certificates and keys from files or PEM text; unreadable material is tlsConfigurationFailed")
    func configurationSources() throws {
        let (certificate, key) = try TestCertificates.selfSigned()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let certificateFile = directory.appendingPathComponent("cert.pem").path
        let keyFile = directory.appendingPathComponent("key.pem").path
        try certificate.write(toFile: certificateFile, atomically: true, encoding: .utf8)
        try key.write(toFile: keyFile, atomically: true, encoding: .utf8)
        let fromFiles = try SDLTLSSecurityConfiguration.server(certificateChainFile: certificateFile, privateKeyFile: keyFile, trustedRootsFile: certificateFile)
        #expect(fromFiles.role == .server)

        let missing = directory.appendingPathComponent("missing.pem").path
        expectConfigurationFailure { try .server(certificateChainPEM: "not a certificate", privateKeyPEM: key) }
        expectConfigurationFailure { try .server(certificateChainPEM: certificate, privateKeyPEM: "not a key") }
        expectConfigurationFailure { try .server(certificateChainFile: missing, privateKeyFile: keyFile) }
        expectConfigurationFailure { try .client(certificateChainPEM: certificate) }
        expectConfigurationFailure { try .client(trustedRootsPEM: "") }
        expectConfigurationFailure { try .server(certificateChainPEM: certificate, privateKeyPEM: key, minimumVersion: .tls13, maximumVersion: .tls12) }
    }

    func expectConfigurationFailure(sourceLocation: SourceLocation = #_sourceLocation, _ make: () throws -> SDLTLSSecurityConfiguration) {
        do {
            _ = try make()
            Issue.record("the configuration was accepted", sourceLocation: sourceLocation)
        } catch let error as SDLError {
            #expect(error.code == .tlsConfigurationFailed, sourceLocation: sourceLocation)
        } catch {
            Issue.record("not an SDLError: \(error)", sourceLocation: sourceLocation)
        }
    }
}
