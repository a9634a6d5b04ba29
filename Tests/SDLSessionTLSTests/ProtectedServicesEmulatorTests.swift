import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLHeadUnit
import SDLHeadUnitTLS
import SDLProtocol
import SDLRPC
import SDLSession
import SDLSessionTLS
import SDLTestSupport
import Testing

/// Protected services end to end: the emulator plays SDL Core's side (TLS client, policy-driven
/// ENCRYPTION_NEEDED, ForceProtectedService) against a session protected by `SDLTLSSecurityLayer`.
@Suite("Protected services against the emulator (TLS)", .timeLimit(.minutes(TestTime.minutes(1))))
struct ProtectedServicesEmulatorTests {
    /// `secure-app` gets Base-4 and a group whose Show must be encrypted.
    static let policy = #"""
    {"policy_table": {
      "functional_groupings": {"Secure-Show": {"encryption_required": true, "rpcs": {"Show": {"hmi_levels": ["FULL"]}}}},
      "app_policies": {"default": {"groups": ["Base-4"]}, "secure-app": {"groups": ["Base-4", "Secure-Show"]}}
    }}
    """#

    /// The `--log` entries, kept in memory.
    final class Log: SDLMessageLogSink {
        let entries = NIOLockedValueBox<[SDLJSONObject]>([])
        func record(_ entry: SDLJSONObject) { entries.withLockedValue { $0.append(entry) } }
        func received(_ function: String) -> [SDLJSONObject] {
            entries(direction: "in", function)
        }
        func sent(_ function: String) -> [SDLJSONObject] {
            entries(direction: "out", function)
        }
        private func entries(direction: String, _ function: String) -> [SDLJSONObject] {
            entries.withLockedValue { $0 }.filter { $0["direction"]?.stringValue == direction && $0["function"]?.stringValue == function }
        }
    }

    static func withEmulator(
        tlsVersion: SDLTLSSecurityConfiguration.Version = .tls13, forceProtected: Set<SDLServiceType> = [],
        _ body: (SDLHeadUnit, Log) async throws -> Void
    ) async throws {
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
        configuration.policyTable = try SDLPolicyTable(jsonBytes: Array(policy.utf8))
        configuration.security = try SDLHeadUnitTLS(configuration: .client(maximumVersion: tlsVersion))
        configuration.forceProtectedServices = forceProtected
        let log = Log()
        configuration.messageLog = log
        try await SDLHeadUnit.withRunning(configuration) { headUnit in try await body(headUnit, log) }
    }

    static func serverConfiguration() throws -> SDLTLSSecurityConfiguration {
        let (certificate, key) = try TestCertificates.selfSigned()
        return try .server(certificateChainPEM: certificate, privateKeyPEM: key)
    }

    static func register(_ session: SDLSession) async throws {
        let registration = try await session.send(SDLRegisterAppInterface(
            syncMsgVersion: SDLSyncMsgVersion(majorVersion: 8, minorVersion: 0, patchVersion: 0), appName: "Secure App",
            isMediaApplication: false, languageDesired: .enUs, hmiDisplayLanguageDesired: .enUs, appID: "secure-app"))
        try #require(registration.success)
    }

    @Test("TLS 1.2 and 1.3: Show unencrypted gets ENCRYPTION_NEEDED while ListFiles succeeds; protected, Show is sent encrypted and succeeds", arguments: [
        SDLTLSSecurityConfiguration.Version.tls12, .tls13,
    ])
    func encryptionByPolicy(version: SDLTLSSecurityConfiguration.Version) async throws {
        let tls = try Self.serverConfiguration()
        try await Self.withEmulator(tlsVersion: version) { headUnit, log in
            var configuration = SDLSessionConfiguration.forTests()
            configuration.makeSecurityLayer = { SDLTLSSecurityLayer(configuration: tls) }
            let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: configuration)
            try await Self.register(session)
            _ = try await headUnit.nextRegisteredApp()

            let refused = try await session.send(SDLShow(mainField1: "plain"))
            #expect(refused.resultCode == .encryptionNeeded)
            #expect(refused.success == false)
            #expect(try await session.send(SDLListFiles()).success == true, "an RPC without encryption_required goes on unencrypted")

            try await session.protectRPCService(timeout: TestTime.scaled(.seconds(30)))
            #expect(session.isRPCServiceProtected)
            let shown = try await session.send(SDLShow(mainField1: "secret"))
            #expect(shown.success == true, "the encrypted request succeeds and its encrypted response was read")
            #expect(log.received("Show").map { $0["encrypted"]?.boolValue ?? false } == [false, true], "--log marks what arrived encrypted")
            #expect(log.sent("Show").map { $0["encrypted"]?.boolValue ?? false } == [false, true], "and the responses that went out encrypted")
            #expect(try await session.send(SDLListFiles()).success == true)
            await session.close()
        }
    }

    @Test("a forced-protected service is refused unprotected and starts protected: the handshake, then an encrypted ACK with the E bit")
    func forcedProtectedService() async throws {
        let tls = try Self.serverConfiguration()
        try await Self.withEmulator(forceProtected: [.audio]) { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            let registration = try await client.request(SDLRegisterAppInterface.rpcFunctionID, [
                "syncMsgVersion": ["majorVersion": 8, "minorVersion": 0], "appName": "Raw", "isMediaApplication": true,
                "languageDesired": "EN-US", "hmiDisplayLanguageDesired": "EN-US", "appID": "raw-app",
            ])
            try #require(registration.success == true)
            let (version, sessionID) = (client.frameVersion, client.sessionID)

            try await client.send(SDLStartService(serviceType: .audio).frame(version: version, sessionID: sessionID, messageID: client.takeMessageID()))
            let nak = try await client.nextControl("audio NAK") { $0.header.serviceType == .audio }
            #expect(nak.header.controlFrameInfo == .startServiceNAK)
            #expect(try SDLStartServiceNAK(frame: nak).reason?.contains("ForceProtectedService") == true)

            let layer = try await Self.startedLayer(tls)
            let ack = try await Self.handshake(client, layer, starting: .audio)
            #expect(ack.header.controlFrameInfo == .startServiceACK)
            #expect(ack.header.isEncrypted, "the ACK of a protected service has the E bit")
            let payload = Array(ack.payload.readableBytesView)
            let plain = try await layer.loop.submit { try layer.layer.decrypt(payload) }.get()
            #expect(plain != payload && !plain.isEmpty, "its payload was encrypted")
            #expect(layer.layer.isReady)
            await client.close()
        }
    }

    @Test("an encrypted frame the emulator cannot read — before the handshake, or corrupted after it — gets an internal error query, never a crash")
    func corruptedFrame() async throws {
        let tls = try Self.serverConfiguration()
        try await Self.withEmulator { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            let record: [UInt8] = [0x17, 0x03, 0x03, 0x00, 0x05, 1, 2, 3, 4, 5]
            try await client.send(Self.encryptedRPCFrame(client, record))
            let early = try await client.nextControl("internal error") { SDLSecurityQuery.isCarried(by: $0.header) }
            #expect(try SDLSecurityQuery(frame: early).internalError?.code == .serviceNotProtected)

            let layer = try await Self.startedLayer(tls)
            let ack = try await Self.handshake(client, layer, starting: .rpc)
            #expect(ack.header.controlFrameInfo == .startServiceACK && ack.header.isEncrypted)
            let plain = SDLRPCPayload(rpcType: .request, functionID: UInt32(SDLListFiles.rpcFunctionID), correlationID: 9, jsonBytes: Array("{}".utf8))
            var sealed = try await layer.loop.submit { try layer.layer.encrypt(Array(plain.encoded().readableBytesView)) }.get()
            sealed[sealed.count - 2] ^= 0x40
            try await client.send(Self.encryptedRPCFrame(client, sealed))
            let corrupted = try await client.nextControl("internal error") { SDLSecurityQuery.isCarried(by: $0.header) }
            #expect(try SDLSecurityQuery(frame: corrupted).internalError?.code == .decryptionFailed)
            await client.close()
        }
    }

    // MARK: A raw app's handshake

    struct StartedLayer: Sendable {
        let layer: SDLTLSSecurityLayer
        let loop: any EventLoop
    }

    static func startedLayer(_ configuration: SDLTLSSecurityConfiguration) async throws -> StartedLayer {
        let started = StartedLayer(layer: SDLTLSSecurityLayer(configuration: configuration), loop: MultiThreadedEventLoopGroup.singleton.next())
        try await started.layer.start(on: started.loop)
        return started
    }

    /// Sends StartService(`service`) with the E bit and answers the emulator's handshake queries
    /// (Core speaks first, with requests) until the service's ACK or NAK; returns that.
    static func handshake(_ client: TestSDLClient, _ started: StartedLayer, starting service: SDLServiceType) async throws -> SDLFrame {
        let (version, sessionID) = (client.frameVersion, client.sessionID)
        try await client.send(SDLStartService(serviceType: service, isEncrypted: true).frame(version: version, sessionID: sessionID, messageID: client.takeMessageID()))
        for _ in 1...6 {
            let frame = try await client.nextControl("a handshake query or the \(service) answer") {
                SDLSecurityQuery.isCarried(by: $0.header) || $0.header.serviceType == service
            }
            guard SDLSecurityQuery.isCarried(by: frame.header) else { return frame }
            let query = try SDLSecurityQuery(frame: frame)
            #expect(query.queryType == .request && query.queryID == .sendHandshakeData)
            let answer = try await started.layer.handshake(query.binary)
            if !answer.isEmpty {
                try await client.send(SDLSecurityQuery.handshake(.response, sequenceNumber: query.sequenceNumber, data: answer)
                    .frame(version: version, sessionID: sessionID, messageID: client.takeMessageID()))
            }
        }
        throw SDLError(code: .protectionFailed, message: "no answer to the protected StartService after 6 handshake queries")
    }

    static func encryptedRPCFrame(_ client: TestSDLClient, _ payload: [UInt8]) -> SDLFrame {
        var header = SDLFrameHeader(version: client.frameVersion, frameType: .single, serviceType: .rpc, sessionID: client.sessionID, messageID: client.takeMessageID())
        header.isEncrypted = true
        return SDLFrame(header: header, payload: ByteBuffer(bytes: payload))
    }
}
