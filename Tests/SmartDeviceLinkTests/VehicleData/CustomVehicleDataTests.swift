import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Every item a vehicle data message carries, OEM custom items (SDL-0173) by name too, in the
/// handler, stream and one-shot forms; the stream observes while it is iterated.
@Suite("Vehicle data values and custom items", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct CustomVehicleDataTests {
    static func withCustomItem(_ configuration: inout SDLHeadUnitConfiguration) {
        configuration.permissionPolicy = .allowAll
        configuration.profile.customVehicleData = ["oemCabinHumidity": 40.5]
    }

    @Test("an observer of a custom item alone subscribes it and gets its values; the typed handler form fires for it too")
    func customItemObserved() async throws {
        try await Emulator.run(Self.withCustomItem) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            var humidity: [SDLJSONValue] = [], typedCalls = 0, carried: [Set<SDLVehicleDataItem>] = []
            let values = harness.application.observeVehicleDataValues(["oemCabinHumidity"]) { values in
                if let value = values["oemCabinHumidity"] { humidity.append(value) }
                carried.append(values.items)
            }
            let typed = harness.application.observeVehicleData(["oemCabinHumidity"]) { _ in typedCalls += 1 }
            try await VehicleDataTests.waitForSubscriptions(headUnit, ["oemCabinHumidity"])
            // The head unit holds the subscription before the app has read its answer.
            try await waitUntil("the item's result") { harness.application.vehicleDataResults["oemCabinHumidity"] == .success }
            try await headUnit.setVehicleData(["oemCabinHumidity": 55.0])
            try await waitUntil("the custom value") { humidity == [55.0] && typedCalls == 1 }
            #expect(carried == [["oemCabinHumidity"]])
            values.cancel()
            typed.cancel()
            try await VehicleDataTests.waitForSubscriptions(headUnit, [])
            await harness.stop()
        }
    }

    @Test("getVehicleDataValues reads a custom item and a spec item; items leaves out success, resultCode and info")
    func customItemRead() async throws {
        try await Emulator.run(Self.withCustomItem) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            try await headUnit.setVehicleData(["speed": 30.0])
            let values = try await harness.application.getVehicleDataValues([.speed, "oemCabinHumidity"])
            #expect(values.message.success && values.message.speed == 30.0)
            #expect(values["oemCabinHumidity"] == 40.5)
            #expect(values["resultCode"] == nil)
            #expect(values.items == [.speed, "oemCabinHumidity"])
            await harness.stop()
        }
    }

    @Test("the stream form subscribes while iterated and unsubscribes when its task is cancelled")
    func streamObservesWhileIterated() async throws {
        try await Emulator.run(Self.withCustomItem) { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            try await harness.startActive()
            let stream = harness.application.vehicleDataUpdates([.speed])
            var speeds: [Double] = []
            let reader = Task { @MainActor in
                for await values in stream { if let speed = values.message.speed { speeds.append(speed) } }
            }
            try await VehicleDataTests.waitForSubscriptions(headUnit, ["speed"])
            try await headUnit.setVehicleData(["speed": 70.0])
            try await headUnit.setVehicleData(["oemCabinHumidity": 50.0])   // not observed: not delivered
            try await headUnit.setVehicleData(["speed": 71.0])
            try await waitUntil("both speeds") { speeds == [70.0, 71.0] }
            reader.cancel()
            try await VehicleDataTests.waitForSubscriptions(headUnit, [])
            await harness.stop()
        }
    }
}
