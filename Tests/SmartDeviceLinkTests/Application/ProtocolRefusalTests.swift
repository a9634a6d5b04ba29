import SDLHeadUnit
import SDLProtocol
import SDLTestSupport
@testable import SmartDeviceLink
import Testing

/// A head unit that refuses the app's protocol version (StartServiceNAK) is a permanent failure:
/// reported once, the state `failed`, and no second attempt.
@Suite("A head unit that refuses the protocol version", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ProtocolRefusalTests {
    @Test("StartServiceNAK for the protocol version: didFailToConnect (startServiceRejected) once, state failed, no retry")
    func refusedProtocolVersionStops() async throws {
        try await Emulator.run({ $0.minimumProtocolVersion = SDLProtocolVersion(6, 0, 0) }) { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            harness.application.start()
            let event = try await harness.events.next("didFailToConnect")
            guard case .didFailToConnect(let error) = event else {
                Issue.record("expected didFailToConnect, got \(event)")
                await harness.stop()
                return
            }
            let refusal = (error.underlyingError as? SDLError) ?? error
            #expect(refusal.code == .startServiceRejected, "\(error)")
            #expect(error.isPermanentConnectionFailure)
            #expect(harness.application.applicationState == .failed)
            #expect(harness.application.isRunning == false)
            #expect(harness.delegate.events == [.didFailToConnect(error)])
            // With retries 20–200 ms apart, a retry loop would have tried again within a second;
            // no attempt ever got as far as registering.
            await #expect(throws: (any Error).self) {
                try await headUnit.nextRequest("RegisterAppInterface", timeout: TestTime.scaled(.seconds(1)))
            }
            #expect(harness.delegate.events == [.didFailToConnect(error)], "no willRetryConnecting, no second failure")
            await harness.stop()
        }
    }
}
