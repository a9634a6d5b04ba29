import SDLProtocol
import SDLRPC
import Testing
@testable import SDLSession

@Suite("Session: the audio service (0x0A) — start after registration, NAK, send within the MTU, end")
struct SessionAudioServiceTests {
    static func registeredSession(_ headUnit: FakeHeadUnit) async throws -> SDLSession {
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        _ = try await session.send(registerRequest())
        return session
    }

    static func startCount(in log: [FakeHeadUnit.Event]) -> Int {
        log.count { if case .audioStartService = $0 { true } else { false } }
    }

    @Test("not before registration: refused without a StartService")
    func notBeforeRegistration() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await SDLSession.connect(host: "127.0.0.1", port: headUnit.port, configuration: testConfiguration())
        let error = await sessionError { try await session.startAudioService() }
        #expect(error?.code == .audioServiceRejected)
        #expect(Self.startCount(in: headUnit.log) == 0)
        #expect(!session.isAudioServiceStarted)
        await session.close()
        await headUnit.stop()
    }

    @Test("a NAK: audioServiceRejected with the head unit's reason; the service stays stopped and sends are refused")
    func refused() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setAudioAnswers([.reject(rejectedParams: [], reason: "not a navigation app")])
        let session = try await Self.registeredSession(headUnit)
        let error = await sessionError { try await session.startAudioService() }
        #expect(error?.code == .audioServiceRejected)
        #expect(error?.message.contains("not a navigation app") == true)
        #expect(!session.isAudioServiceStarted)
        let sendError = await sessionError { try await session.sendAudio([1, 2, 3]) }
        #expect(sendError?.code == .audioServiceNotStarted)
        // A second attempt after the NAK is answered by its ACK: the NAK left nothing behind.
        try await session.startAudioService()
        #expect(session.isAudioServiceStarted)
        #expect(Self.startCount(in: headUnit.log) == 2)
        await session.close()
        await headUnit.stop()
    }

    @Test("a message larger than the audio ACK's mtu goes as first + consecutive frames; one at the limit as one frame")
    func framesWithinTheMTU() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setAudioAnswers([.acknowledge(mtu: 1000)])
        let session = try await Self.registeredSession(headUnit)
        try await session.startAudioService()
        try await session.startAudioService()  // running: no second StartService
        #expect(Self.startCount(in: headUnit.log) == 1)
        let atLimit = (0..<1000).map { UInt8(truncatingIfNeeded: $0) }
        let overLimit = (0..<2001).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try await session.sendAudio(atLimit)
        try await session.sendAudio(overLimit)
        let received = try await headUnit.waitUntil("two audio messages") { log -> [(bytes: [UInt8], frameCount: Int)]? in
            let audio = log.compactMap { if case .audio(let bytes, let count) = $0 { (bytes, count) } else { nil } }
            return audio.count == 2 ? audio : nil
        }
        #expect(received[0].bytes == atLimit && received[0].frameCount == 1)
        #expect(received[1].bytes == overLimit && received[1].frameCount == 1 + 3)
        await session.close()
        await headUnit.stop()
    }

    @Test("endAudioService sends the EndService and reports endedByApp; the head unit's EndService is answered and reported; a disconnect is connectionLost")
    func ending() async throws {
        let headUnit = try await FakeHeadUnit.start()
        let session = try await Self.registeredSession(headUnit)
        let ends = session.audioServiceEnds()
        try await session.startAudioService()
        await session.endAudioService()
        #expect(!session.isAudioServiceStarted)
        _ = try await headUnit.waitUntil("the audio EndService") { log in log.contains { if case .audioEndService = $0 { true } else { false } } ? true : nil }

        try await session.startAudioService()
        headUnit.sendAudioEndService()
        var iterator = ends.makeAsyncIterator()
        #expect(await iterator.next() == .endedByApp)
        #expect(await iterator.next() == .endedByHeadUnit)
        #expect(!session.isAudioServiceStarted)

        try await session.startAudioService()
        headUnit.disconnect()
        guard case .connectionLost = await iterator.next() else {
            Issue.record("a disconnect was not reported as connectionLost")
            return
        }
        #expect(await iterator.next() == nil)
        await headUnit.stop()
    }

    @Test("a StartService left unanswered fails exactly once when the connection drops")
    func unansweredStartFailsOnDisconnect() async throws {
        let headUnit = try await FakeHeadUnit.start()
        headUnit.setAudioAnswers([.ignore])
        let session = try await Self.registeredSession(headUnit)
        async let attempt: SDLError? = sessionError { try await session.startAudioService() }
        _ = try await headUnit.waitUntil("the audio StartService") { Self.startCount(in: $0) == 0 ? nil : true }
        headUnit.disconnect()
        let error = await attempt
        #expect(error?.code == .connectionClosed || error?.code == .notConnected)
        #expect(!session.isAudioServiceStarted)
        await headUnit.stop()
    }
}
