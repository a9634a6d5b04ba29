import SDLProtocol
import SDLRPC
import Testing
@testable import SDLSession

@Suite("Session: the video service (0x0B) — start with a NAK retry, send within the MTU, end")
struct SessionVideoServiceTests {
    static let rtp720 = SDLVideoServiceParameters(width: 1280, height: 720, videoProtocol: "RTP", videoCodec: "H264")
    static let raw720 = SDLVideoServiceParameters(width: 1280, height: 720, videoProtocol: "RAW", videoCodec: "H264")
    static let rtp480 = SDLVideoServiceParameters(width: 800, height: 480, videoProtocol: "RTP", videoCodec: "H264")

    static func registeredSession(_ headUnit: FakeHeadUnit) async throws -> SDLSession {
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        _ = try await session.send(registerRequest())
        return session
    }

    static func offers(in log: [FakeHeadUnit.Event]) -> [SDLVideoServiceParameters] {
        log.compactMap { if case .videoStartService(let offer) = $0 { offer } else { nil } }
    }

    @Test("not before registration: refused without a StartService")
    func notBeforeRegistration() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let error = await sessionError { _ = try await session.startVideoService(offering: [Self.rtp720]) }
        #expect(error?.code == .videoServiceRejected)
        #expect(Self.offers(in: headUnit.log).isEmpty)
        await session.close()
        await headUnit.stop()
    }

    @Test("a NAK of videoProtocol skips offers with the same protocol; the ACK's parameters are returned")
    func retryAfterNAK() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setVideoAnswers([.reject(rejectedParams: ["videoProtocol"], reason: "RTP not supported")])
        let session = try await Self.registeredSession(headUnit)
        let rtp720h265 = SDLVideoServiceParameters(width: 1280, height: 720, videoProtocol: "RTP", videoCodec: "H265")
        let accepted = try await session.startVideoService(offering: [Self.rtp720, rtp720h265, Self.raw720])
        #expect(accepted == Self.raw720)
        #expect(Self.offers(in: headUnit.log) == [Self.rtp720, Self.raw720])
        #expect(session.isVideoServiceStarted)
        #expect(session.videoServiceParameters == Self.raw720)
        await session.close()
        await headUnit.stop()
    }

    @Test("every offer refused: videoServiceRejected with the head unit's reasons; the service stays stopped")
    func everyOfferRefused() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setVideoAnswers([
            .reject(rejectedParams: ["width", "height"], reason: "too big"),
            .reject(rejectedParams: ["videoCodec"], reason: "no codec"),
        ])
        let session = try await Self.registeredSession(headUnit)
        let error = await sessionError { _ = try await session.startVideoService(offering: [Self.rtp720, Self.rtp480]) }
        #expect(error?.code == .videoServiceRejected)
        #expect(error?.message.contains("too big") == true && error?.message.contains("no codec") == true)
        #expect(!session.isVideoServiceStarted)
        let sendError = await sessionError { try await session.sendVideo([1, 2, 3]) }
        #expect(sendError?.code == .videoServiceNotStarted)
        await session.close()
        await headUnit.stop()
    }

    @Test("a message larger than the video ACK's mtu goes as first + consecutive frames; one at the limit as one frame")
    func framesWithinTheMTU() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setVideoAnswers([.acknowledge(mtu: 1000)])
        let session = try await Self.registeredSession(headUnit)
        _ = try await session.startVideoService(offering: [Self.rtp480])
        let atLimit = (0..<1000).map { UInt8(truncatingIfNeeded: $0) }
        let overLimit = (0..<2001).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try await session.sendVideo(atLimit)
        try await session.sendVideo(overLimit)
        let received = try await headUnit.waitUntil("two video messages") { log -> [(bytes: [UInt8], frameCount: Int)]? in
            let video = log.compactMap { if case .video(let bytes, let count) = $0 { (bytes, count) } else { nil } }
            return video.count == 2 ? video : nil
        }
        #expect(received[0].bytes == atLimit && received[0].frameCount == 1)
        #expect(received[1].bytes == overLimit && received[1].frameCount == 1 + 3)
        await session.close()
        await headUnit.stop()
    }

    @Test("endVideoService sends the EndService and reports endedByApp; the head unit's EndService is answered and reported")
    func ending() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await Self.registeredSession(headUnit)
        let ends = session.videoServiceEnds()
        _ = try await session.startVideoService(offering: [Self.rtp480])
        await session.endVideoService()
        #expect(!session.isVideoServiceStarted)
        _ = try await headUnit.waitUntil("the video EndService") { log in log.contains { if case .videoEndService = $0 { true } else { false } } ? true : nil }

        _ = try await session.startVideoService(offering: [Self.rtp480])
        headUnit.sendVideoEndService()
        var iterator = ends.makeAsyncIterator()
        #expect(await iterator.next() == .endedByApp)
        #expect(await iterator.next() == .endedByHeadUnit)
        #expect(!session.isVideoServiceStarted)

        _ = try await session.startVideoService(offering: [Self.rtp480])
        headUnit.disconnect()
        guard case .connectionLost = await iterator.next() else {
            Issue.record("a disconnect was not reported as connectionLost")
            return
        }
        #expect(await iterator.next() == nil)  // the session closed (no reconnect): the stream ends
        await headUnit.stop()
    }

    @Test("a StartService left unanswered fails exactly once when the connection drops")
    func unansweredStartFailsOnDisconnect() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setVideoAnswers([.ignore])
        let session = try await Self.registeredSession(headUnit)
        async let attempt: SDLError? = sessionError { _ = try await session.startVideoService(offering: [Self.rtp480]) }
        _ = try await headUnit.waitUntil("the video StartService") { Self.offers(in: $0).isEmpty ? nil : true }
        headUnit.disconnect()
        let error = await attempt
        #expect(error?.code == .connectionClosed || error?.code == .notConnected)
        #expect(!session.isVideoServiceStarted)
        await headUnit.stop()
    }
}
