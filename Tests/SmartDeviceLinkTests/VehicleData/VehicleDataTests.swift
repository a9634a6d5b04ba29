import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Vehicle data at the app layer against the emulator: one subscription per item however many
/// observe it, values to every observer, unsubscribed after the last leaves, subscribed again after
/// a reconnect, and one-shot reads.
@Suite("Vehicle data", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct VehicleDataTests {
    /// Waits until the head unit holds exactly `expected` as the app's vehicle data subscriptions.
    static func waitForSubscriptions(_ headUnit: SDLHeadUnit, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + TestTime.scaled(.seconds(10))
        while (try? await headUnit.subscribedVehicleData()) != expected {
            guard clock.now < deadline else {
                Issue.record("timed out waiting for the subscriptions \(expected)", sourceLocation: sourceLocation)
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test("the first observer subscribes, a second one sends nothing, both get the values; the last to leave unsubscribes")
    func observersShareOneSubscription() async throws {
        try await Emulator.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            headUnit.discardEvents()
            var first: [Double] = [], second: [Double] = []
            let a = harness.application.observeVehicleData([.speed]) { if let speed = $0.speed { first.append(speed) } }
            try await Self.waitForSubscriptions(headUnit, ["speed"])
            let b = harness.application.observeVehicleData([.speed, .rpm]) { if let speed = $0.speed { second.append(speed) } }
            try await Self.waitForSubscriptions(headUnit, ["rpm", "speed"])
            let subscribes = await MenuRequests.take(from: headUnit, functions: ["SubscribeVehicleData", "UnsubscribeVehicleData"])
            #expect(subscribes.functions == ["SubscribeVehicleData", "SubscribeVehicleData"])
            #expect(subscribes.last?.parameters == ["rpm": true], "speed was subscribed already")
            #expect(harness.application.vehicleDataResults[.speed] == .success)

            try await headUnit.setVehicleData(["speed": 88.5])
            try await waitUntil("both observers") { first == [88.5] && second == [88.5] }
            a.cancel()
            try await Task.sleep(for: .milliseconds(100))
            #expect(await MenuRequests.take(from: headUnit, functions: ["UnsubscribeVehicleData"]).isEmpty, "speed still has an observer")
            b.cancel()
            try await Self.waitForSubscriptions(headUnit, [])
            let unsubscribe = await MenuRequests.take(from: headUnit, functions: ["UnsubscribeVehicleData"])
            #expect(unsubscribe.functions == ["UnsubscribeVehicleData"])
            #expect(unsubscribe.first?.parameters == ["rpm": true, "speed": true])
            await harness.stop()
        }
    }

    @Test("after a reconnect the observed items are subscribed again and the same observer keeps getting values")
    func resubscribedAfterReconnect() async throws {
        try await Emulator.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            var speeds: [Double] = []
            let observation = harness.application.observeVehicleData([.speed]) { if let speed = $0.speed { speeds.append(speed) } }
            try await harness.startActive()
            try await Self.waitForSubscriptions(headUnit, ["speed"])
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive])
            try await Self.waitForSubscriptions(headUnit, ["speed"])
            try await headUnit.setVehicleData(["speed": 42])
            try await waitUntil("the value on the new registration") { speeds == [42] }
            observation.cancel()
            await harness.stop()
        }
    }

    @Test("an item the policy does not grant is reported per item (DISALLOWED) and not subscribed; the others are")
    func perItemResults() async throws {
        try await Emulator.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            let log = UnawaitedErrorLog(harness.application.errors())
            try await harness.startActive()
            // gearStatus is in no vehicle-data group of the preloaded policy the emulator follows.
            let observation = harness.application.observeVehicleData([.speed, .gearStatus]) { _ in }
            try await Self.waitForSubscriptions(headUnit, ["speed"])
            try await waitUntil("the per-item error") { !log.errors.isEmpty }
            #expect(log.errors.first?.code == .vehicleDataRefused)
            #expect(log.failures.first?.feature == .vehicleData)
            #expect(log.failures.first?.rpcName == "SubscribeVehicleData")
            #expect(log.errors.first?.message.contains("gearStatus: DISALLOWED") == true)
            #expect(harness.application.vehicleDataResults == [.speed: .success, .gearStatus: .disallowed])
            observation.cancel()
            await harness.stop()
        }
    }

    @Test("getVehicleData reads items once; no items is refused before any RPC")
    func oneShot() async throws {
        try await Emulator.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            try await headUnit.setVehicleData(["speed": 12.5])
            let response = try await harness.application.getVehicleData([.speed])
            #expect(response.success && response.speed == 12.5)
            let error = await #expect(throws: SDLError.self) { _ = try await harness.application.getVehicleData([]) }
            #expect(error?.code == .invalidRequest)
            await harness.stop()
        }
    }
}
