import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLTestSupport
import Testing

@Suite("Heartbeat monitoring (§A.9, §G.3)")
struct HeartbeatTests {
    /// The head unit's outgoing control frames named `control` in the message log, as clock times in ms.
    private func sent(_ control: String, in log: SDLMessageLogMemory) -> [Int] {
        log.entries.filter { $0["direction"] == "out" && $0["control"]?.stringValue == control }
            .compactMap { $0["time"]?.doubleValue }.map { Int(($0 * 1000).rounded()) }
    }

    private func sendHeartbeat(_ client: TestSDLClient) async throws {
        try await client.send(SDLHeartbeat().frame(version: client.frameVersion, sessionID: client.sessionID, messageID: client.takeMessageID()))
        _ = try await client.nextControl("HeartbeatACK") { $0.header.controlFrameInfo == .heartbeatACK }
    }

    @Test("an app that never sends a Heartbeat is never monitored")
    func unmonitoredWithoutHeartbeat() async throws {
        let log = SDLMessageLogMemory()
        try await HeadUnitHarness.run({ $0.messageLog = log }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await headUnit.advanceClock(by: .seconds(60))
            try await client.sync()
            #expect(try await headUnit.apps().count == 1)
            #expect(sent(SDLControlFrameInfo.heartbeat.description, in: log).isEmpty)
            #expect(sent(SDLControlFrameInfo.endService.description, in: log).isEmpty)
        }
    }

    @Test("after the app's Heartbeat, 7000 ms of silence brings a Heartbeat, another 7000 ms EndService and the close")
    func silenceClosesSession() async throws {
        let log = SDLMessageLogMemory()
        try await HeadUnitHarness.run({ $0.messageLog = log }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await sendHeartbeat(client)
            try await headUnit.advanceClock(by: .milliseconds(6999))
            #expect(sent(SDLControlFrameInfo.heartbeat.description, in: log).isEmpty)
            try await headUnit.advanceClock(by: .milliseconds(1))
            let heartbeat = try await client.nextControl("Heartbeat") { $0.header.controlFrameInfo == .heartbeat }
            #expect(heartbeat.header.sessionID == client.sessionID)
            #expect(heartbeat.header.serviceType == .control)
            try await headUnit.advanceClock(by: .milliseconds(7000))
            let end = try await client.nextControl("EndService") { $0.header.controlFrameInfo == .endService }
            #expect(end.header.serviceType == .rpc)
            #expect(end.header.sessionID == client.sessionID)
            try await client.waitForClose()
            _ = try await headUnit.nextEvent { if case .appUnregistered = $0 { true } else { false } }
            #expect(try await headUnit.apps().isEmpty)
            #expect(sent(SDLControlFrameInfo.heartbeat.description, in: log) == [7000])
            #expect(sent(SDLControlFrameInfo.endService.description, in: log) == [14000])
        }
    }

    @Test("any traffic resets the silence, and answering the head unit's Heartbeat keeps the session")
    func trafficKeepsAlive() async throws {
        let log = SDLMessageLogMemory()
        try await HeadUnitHarness.run({ $0.messageLog = log }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await sendHeartbeat(client)
            try await headUnit.advanceClock(by: .milliseconds(5000))
            try await client.sync()
            try await headUnit.advanceClock(by: .milliseconds(5000))
            #expect(sent(SDLControlFrameInfo.heartbeat.description, in: log).isEmpty)
            try await headUnit.advanceClock(by: .milliseconds(2000))
            let heartbeat = try await client.nextControl("Heartbeat") { $0.header.controlFrameInfo == .heartbeat }
            try await client.send(SDLHeartbeatACK.answering(heartbeat))
            try await client.sync()
            try await headUnit.advanceClock(by: .milliseconds(7000))
            _ = try await client.nextControl("second Heartbeat") { $0.header.controlFrameInfo == .heartbeat }
            #expect(sent(SDLControlFrameInfo.heartbeat.description, in: log) == [12000, 19000])
            #expect(sent(SDLControlFrameInfo.endService.description, in: log).isEmpty)
            #expect(try await headUnit.apps().count == 1)
        }
    }

    @Test("HeartBeatTimeout 0 turns monitoring off")
    func disabled() async throws {
        let log = SDLMessageLogMemory()
        try await HeadUnitHarness.run({ $0.messageLog = log; $0.heartBeatTimeout = .zero }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await sendHeartbeat(client)
            try await headUnit.advanceClock(by: .seconds(60))
            try await client.sync()
            #expect(sent(SDLControlFrameInfo.heartbeat.description, in: log).isEmpty)
            #expect(try await headUnit.apps().count == 1)
        }
    }
}
