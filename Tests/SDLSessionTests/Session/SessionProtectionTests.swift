import NIOCore
import SDLProtocol
import SDLRPC
import SDLSession
import SDLTestSupport
import Testing

/// Protecting the RPC service (protocol.md §A.12) against ``FakeHeadUnit`` playing SDL Core's side
/// of a toy handshake (``ToyCipher``): the session's part, whatever the security layer.
@Suite("Session: protecting the RPC service (security queries, encrypted frames)")
struct SessionProtectionTests {
    func protectedConfiguration(_ layer: @escaping @Sendable () -> ToySecurityLayer = { ToySecurityLayer() }) -> SDLSessionConfiguration {
        var configuration = testConfiguration()
        configuration.makeSecurityLayer = { layer() }
        return configuration
    }

    @Test("the handshake runs over security queries; after the encrypted ACK every RPC goes out and comes back encrypted")
    func protectsAndEncrypts() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: FakeHeadUnit.successResponder)
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: protectedConfiguration())
        _ = try await session.send(SDLShow(mainField1: "plain"))
        #expect(!session.isRPCServiceProtected)

        async let first: Void = session.protectRPCService(timeout: TestTime.scaled(.seconds(30)))
        async let second: Void = session.protectRPCService(timeout: TestTime.scaled(.seconds(30)))
        _ = try await (first, second)
        #expect(session.isRPCServiceProtected)
        let queries = headUnit.securityQueries
        #expect(queries.map(\.queryType) == [.response, .response])
        #expect(queries.map(\.sequenceNumber) == [1, 2], "each response repeats its request's sequence number")
        #expect(queries.map(\.binary) == [ToyCipher.serverHello, ToyCipher.serverFinished])

        let response = try await session.send(SDLShow(mainField1: "secret"))
        #expect(response.success == true, "the encrypted response was decrypted and read")
        let shows = headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID)
        #expect(shows.map(\.isEncrypted) == [false, true])
        #expect(shows.last?.parameters["mainField1"]?.stringValue == "secret")
        try await session.protectRPCService()
        #expect(headUnit.log.filter { if case .protectedStartService = $0 { true } else { false } }.count == 1, "asking three times starts once")
        await session.close()
        await headUnit.stop()
    }

    struct Limits: Sendable {
        var mtu: Int64
        var plaintextLimit: Int
        /// The largest encrypted frame payload expected.
        var largest: Int
    }

    @Test("encrypted frames stay within the MTU (encrypted size) and the layer's plaintext limit", arguments: [
        Limits(mtu: 300, plaintextLimit: 16_384, largest: 300),
        Limits(mtu: 131_072, plaintextLimit: 100, largest: 102),
    ])
    func splitsWithinLimits(limits: Limits) async throws {
        let (mtu, plaintextLimit, largest) = (limits.mtu, limits.plaintextLimit, limits.largest)
        let headUnit = try await FakeHeadUnit.start(negotiation: .acknowledge(mtu: mtu), responder: FakeHeadUnit.successResponder)
        let session = try await SDLSession.connect(
            host: "127.0.0.1", port: headUnit.port, configuration: protectedConfiguration { ToySecurityLayer(plaintextLimit: plaintextLimit) })
        try await session.protectRPCService(timeout: TestTime.scaled(.seconds(30)))
        let text = String(repeating: "x", count: 5_000)
        let response = try await session.send(SDLShow(mainField1: text))
        #expect(response.success == true)
        let show = try #require(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).last)
        #expect(show.isEncrypted)
        #expect(show.parameters["mainField1"]?.stringValue == text, "the head unit reassembled the decrypted frames")
        #expect(show.largestFramePayload == largest, "full frames are exactly at the limit, never above it")
        #expect(show.frameCount > 2)
        await session.close()
        await headUnit.stop()
    }

    @Test("without a security layer protection fails at once with securityNotConfigured, and other RPCs keep flowing")
    func noSecurityLayer() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: FakeHeadUnit.successResponder)
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let error = await sessionError { try await session.protectRPCService() }
        #expect(error?.code == .securityNotConfigured)
        #expect(try await session.send(SDLShow(mainField1: "still here")).success == true)
        #expect(!headUnit.log.contains { if case .protectedStartService = $0 { true } else { false } }, "nothing was asked of the head unit")
        await session.close()
        await headUnit.stop()
    }

    @Test("a rejected certificate: the head unit's internal error fails protection with its reason; the session stays usable")
    func rejectedCertificate() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: FakeHeadUnit.successResponder)
        headUnit.setProtection(.rejectCertificate(reason: "Invalid certificate: no app ID in serialNumber"))
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: protectedConfiguration())
        let error = await sessionError { try await session.protectRPCService(timeout: TestTime.scaled(.seconds(30))) }
        #expect(error?.code == .protectionFailed)
        #expect(error?.info == "Invalid certificate: no app ID in serialNumber")
        #expect(error?.message.contains("invalidCertificate") == true)
        #expect(!session.isRPCServiceProtected)
        #expect(try await session.send(SDLShow(mainField1: "plain")).success == true)
        #expect(headUnit.receivedRPCs(functionID: SDLShow.rpcFunctionID).last?.isEncrypted == false)
        await session.close()
        await headUnit.stop()
    }

    @Test("a StartServiceNAK to the protected StartService fails protection with the head unit's reason")
    func refused() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setProtection(.refuse(reason: "System time provider is not ready"))
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: protectedConfiguration())
        let error = await sessionError { try await session.protectRPCService(timeout: TestTime.scaled(.seconds(30))) }
        #expect(error?.code == .protectionFailed)
        #expect(error?.info == "System time provider is not ready")
        await session.close()
        await headUnit.stop()
    }

    @Test("no answer to the protected StartService: timedOut after the given timeout; the session stays usable")
    func timesOut() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: FakeHeadUnit.successResponder)
        headUnit.setProtection(.ignore)
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: protectedConfiguration())
        let error = await sessionError { try await session.protectRPCService(timeout: .milliseconds(300)) }
        #expect(error?.code == .timedOut)
        #expect(!session.isRPCServiceProtected)
        #expect(try await session.send(SDLShow(mainField1: "plain")).success == true)
        await session.close()
        await headUnit.stop()
    }

    @Test("a corrupted encrypted frame ends the connection with decryptionFailed; the pending request fails once with it")
    func corruptedFrame() async throws {
        let headUnit = try await FakeHeadUnit.start(responder: { _ in .none })
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: protectedConfiguration())
        try await session.protectRPCService(timeout: TestTime.scaled(.seconds(30)))
        let events = session.events()
        let pending = Task { try await session.send(SDLShow(mainField1: "x"), bulkData: nil, timeout: TestTime.scaled(.seconds(30))) }
        let request = try #require(try await headUnit.waitForRequests(functionID: SDLShow.rpcFunctionID).first)
        let response = SDLRPCPayload(
            rpcType: .response, functionID: UInt32(request.functionID), correlationID: request.correlationID,
            jsonBytes: Array(#"{"success":true,"resultCode":"SUCCESS"}"#.utf8), bulkData: [])
        var record = ToyCipher.encrypt(Array(response.encoded().readableBytesView))
        record[5] ^= 0xFF
        headUnit.sendFrame(SDLFrame(version: 5, isEncrypted: true, frameType: .single, serviceType: .rpc, sessionID: FakeHeadUnit.sessionID,
                                    messageID: 9, payload: record))
        let error = await sessionError { _ = try await pending.value }
        #expect(error?.code == .decryptionFailed)
        let seen = try await withTimeout(.seconds(10), "events to finish") { await collect(events) }
        guard case .closed(let closing)? = seen.last else {
            Issue.record("expected the session to close, saw \(seen)")
            return
        }
        #expect(closing?.code == .decryptionFailed)
        #expect(session.isClosed)
        await headUnit.stop()
    }

    @Test("handshake data while no protection was asked for is answered with a notSupported internal error")
    func unsolicitedHandshake() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        headUnit.sendFrame(SDLSecurityQuery.handshake(.request, sequenceNumber: 5, data: ToyCipher.clientHello)
            .frame(version: 5, sessionID: FakeHeadUnit.sessionID, messageID: 3))
        let answer = try await headUnit.waitUntil("the app's answer") { _ in headUnit.securityQueries.first }
        #expect(answer.internalError?.code == .notSupported)
        #expect(answer.sequenceNumber == 5)
        #expect(session.isConnected)
        await session.close()
        await headUnit.stop()
    }
}
