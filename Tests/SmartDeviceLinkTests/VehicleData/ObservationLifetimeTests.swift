import SDLTestSupport
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// An observation lasts as long as its token: releasing the token ends it, and the last observer of
/// an item to go unsubscribes it.
@Suite("Observation lifetimes", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ObservationLifetimeTests {
    @Test("a released token unsubscribes the items it alone observed; a live token keeps its item subscribed")
    func releasedTokenUnsubscribes() async throws {
        try await Emulator.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            var speeds: [Double] = []
            var tokens = [
                harness.application.observeVehicleData([.speed]) { if let speed = $0.speed { speeds.append(speed) } },
                harness.application.observeVehicleData([.speed, .rpm]) { _ in },
            ]
            try await VehicleDataTests.waitForSubscriptions(headUnit, ["rpm", "speed"])
            headUnit.discardEvents()

            tokens.removeLast()   // released, never cancelled
            let unsubscribe = try await headUnit.nextRequest("UnsubscribeVehicleData")
            #expect(unsubscribe.parameters == ["rpm": true], "speed still has a live observer")
            try await VehicleDataTests.waitForSubscriptions(headUnit, ["speed"])
            try await headUnit.setVehicleData(["speed": 61.0])
            try await waitUntil("the live observer's value") { speeds == [61.0] }

            tokens.removeAll()
            let last = try await headUnit.nextRequest("UnsubscribeVehicleData")
            #expect(last.parameters == ["speed": true])
            try await VehicleDataTests.waitForSubscriptions(headUnit, [])
            await harness.stop()
        }
    }

    @Test("a released notification observation stops calling its handler")
    func releasedNotificationObservation() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            var calls = 0
            var tokens = [harness.application.observeNotifications(of: SDLOnHMIStatus.self) { _ in calls += 1 }]
            try await harness.startActive()
            try await waitUntil("the first statuses") { calls > 0 }
            tokens.removeAll()
            let before = calls
            try await headUnit.setHMILevel(.background)
            try await harness.expect([.didEnterBackground])
            try await Task.sleep(for: .milliseconds(100))
            #expect(calls == before)
            #expect(tokens.isEmpty)
            await harness.stop()
        }
    }

    @Test("an element the stream handed over before the release does not reach the handler after it")
    func noDeliveryAfterRelease() async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        var received: [Int] = []
        var observation: SDLObservation? = SDLObservation.delivering(stream) { received.append($0) }
        continuation.yield(1)
        try await waitUntil("the first element") { received == [1] }
        // The observing task waits in the stream: this yield resumes it with 2, but it cannot run
        // before this main-actor turn ends — and in this turn the observation is released.
        continuation.yield(2)
        observation = nil
        for _ in 0..<10 { await Task.yield() }
        continuation.finish()
        #expect(received == [1], "2 was handed over before the release and must not be delivered")
        #expect(observation == nil)
    }
}
