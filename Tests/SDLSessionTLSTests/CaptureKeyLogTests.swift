import Foundation
import NIOConcurrencyHelpers
import NIOCore
import SDLCaptureDecryption
import SDLHeadUnit
import SDLHeadUnitTLS
import SDLProtocol
import SDLRPC
import SDLSession
import SDLSessionTLS
import SDLTestSupport
import Testing

/// A protected session against an emulator with a capture directory: the capture holds the
/// encrypted messages and the handshake, and `tls-keys.log` the secrets of that very handshake.
@Suite("Captures and TLS key logs of protected sessions", .timeLimit(.minutes(TestTime.minutes(1))))
struct CaptureKeyLogTests {
    /// Every frame of a capture, walked header by header.
    static func frames(_ capture: [UInt8]) throws -> [SDLFrame] {
        var buffer = ByteBuffer(bytes: capture)
        var frames: [SDLFrame] = []
        while buffer.readableBytes > 0 {
            let header = try #require(try SDLFrameHeader.peek(in: buffer), "a whole header")
            buffer.moveReaderIndex(forwardBy: header.encodedSize)
            let slice = buffer.readSlice(length: Int(header.dataSize))
            let payload = try #require(slice, "a whole payload")
            frames.append(SDLFrame(header: header, payload: payload))
        }
        return frames
    }

    /// The 32-byte random of the ClientHello in the capture's first handshake query, in hex: the
    /// query's 12-byte header, the TLS record header (5), the handshake header (4), the version (2).
    static func clientRandom(_ frames: [SDLFrame]) throws -> String {
        let query = try #require(frames.first { SDLSecurityQuery.isCarried(by: $0.header) }, "a security query")
        let bytes = Array(query.payload.readableBytesView)
        let start = SDLSecurityQuery.headerSize + 5 + 4 + 2
        try #require(bytes.count >= start + 32)
        #expect(bytes[SDLSecurityQuery.headerSize] == 0x16, "a TLS handshake record")
        #expect(bytes[SDLSecurityQuery.headerSize + 5] == 0x01, "a ClientHello")
        return bytes[start..<start + 32].map { String(format: "%02x", $0) }.joined()
    }

    @Test("TLS 1.2 and 1.3: the capture holds encrypted messages, and the key log lines of the version name the ClientHello's random", arguments: [
        SDLTLSSecurityConfiguration.Version.tls12, .tls13,
    ])
    func protectedSession(version: SDLTLSSecurityConfiguration.Version) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-capture-tls-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let appLines = NIOLockedValueBox<[String]>([])
        let (certificate, key) = try TestCertificates.selfSigned()
        let tls = try SDLTLSSecurityConfiguration.server(
            certificateChainPEM: certificate, privateKeyPEM: key, minimumVersion: version, maximumVersion: version,
            keyLog: SDLTLSKeyLog { line in appLines.withLockedValue { $0.append(line) } })

        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.security = try SDLHeadUnitTLS(configuration: .client(minimumVersion: version, maximumVersion: version))
        configuration.captureDirectory = directory
        try await SDLHeadUnit.withRunning(configuration) { headUnit in
            var sessionConfiguration = SDLSessionConfiguration.forTests()
            sessionConfiguration.makeSecurityLayer = { SDLTLSSecurityLayer(configuration: tls) }
            let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: sessionConfiguration)
            try await ProtectedServicesEmulatorTests.register(session)
            try await session.protectRPCService(timeout: TestTime.scaled(.seconds(30)))
            #expect(try await session.send(SDLListFiles()).success == true)
            await session.close()
        }

        let capture = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/connection-1.sdl")))
        let events = SDLCaptureReader.events(in: capture)
        let encrypted = events.filter { if case .encrypted = $0 { true } else { false } }
        #expect(encrypted.count >= 2, "the ListFiles request and its response went encrypted")
        #expect(!events.contains { if case .error = $0 { true } else { false } })
        let random = try Self.clientRandom(Self.frames(capture))

        let log = try String(contentsOfFile: directory + "/tls-keys.log", encoding: .utf8)
        #expect(log.hasSuffix("\n"))
        let lines = log.split(separator: "\n").map(String.init)
        let labels = version == .tls12 ? ["CLIENT_RANDOM"] : ["CLIENT_TRAFFIC_SECRET_0", "SERVER_TRAFFIC_SECRET_0"]
        for label in labels {
            let line = lines.first { $0.hasPrefix(label + " ") }
            #expect(line?.split(separator: " ").dropFirst().first.map(String.init) == random, "\(label) names the captured ClientHello: \(lines)")
        }
        #expect(lines.contains { $0.hasPrefix("CLIENT_RANDOM ") } == (version == .tls12), "only TLS 1.2 logs a master secret")
        #expect(Set(appLines.withLockedValue { $0 }) == Set(lines), "the app's side logs the same secrets, one line per call, without a newline")

        // What `sdl-validate --frames --tls-key-log` reads: with the key log every encrypted
        // message decrypts (the encrypted StartServiceACK too), and the ListFiles pair is there.
        var reader = SDLCaptureReader(decryptor: SDLTLSCaptureDecryptor(secrets: try SDLTLSKeyLogSecrets(parsing: log, file: "tls-keys.log")))
        let decrypted = reader.feed(capture) + reader.finish()
        #expect(!decrypted.contains { if case .encrypted = $0 { true } else { false } }, "nothing left encrypted")
        #expect(!decrypted.contains { if case .error = $0 { true } else { false } })
        #expect(reader.statistics.decryptedFrames >= encrypted.count + 1, "the messages' frames and the encrypted ACK")
        let listFiles = decrypted.compactMap { event -> SDLCapturedRPC? in
            guard case .rpc(let rpc) = event, rpc.payload.functionID == UInt32(SDLListFiles.rpcFunctionID) else { return nil }
            return rpc
        }
        #expect(listFiles.map(\.payload.rpcType) == [.request, .response])
        #expect(listFiles.allSatisfy { $0.wasEncrypted })
        #expect((try? listFiles.last?.payload.jsonValue().objectValue?["resultCode"]?.stringValue) == "SUCCESS")
    }
}
