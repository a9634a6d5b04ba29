import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import SDLValidation
import Testing

/// The car behind the emulator: vehicle data values, OnVehicleData to subscribed apps as Core passes
/// it on (`on_vehicle_data_notification.cc`), the user's control lines, and the profile's items.
@Suite("Vehicle data in the emulator")
struct VehicleDataTests {
    static let subscribe = SDLSubscribeVehicleData.rpcFunctionID
    static let onVehicleData = SDLOnVehicleData.rpcFunctionID

    private func reply(_ headUnit: SDLHeadUnit, _ line: String) async throws -> SDLJSONObject {
        try #require(try SDLJSONValue(parsing: Array(await headUnit.execute(controlLine: line).utf8)).objectValue)
    }

    @Test("every item of the spec has a starting value that the spec's OnVehicleData accepts")
    func defaultsFollowTheSpec() async throws {
        let validator = try #require(HeadUnitHarness.validator)
        try await HeadUnitHarness.run { headUnit, _ in
            let values = try await headUnit.vehicleData()
            // MOBILE_API 8.0.0's GetVehicleData has 36 distinct parameters (fuelLevel, fuelLevel_State,
            // externalTemperature and prndl twice: before and after their deprecation).
            #expect(values.count == 36)
            for (name, value) in values {
                var single = SDLJSONObject()
                single.append(name, value)
                let report = validator.validate(parameters: .object(single), function: "OnVehicleData", messageKind: .notification)
                #expect(report.result == .success, "\(name): \(report.coreInfo ?? "")")
                let get = validator.validate(parameters: [name: true], function: "GetVehicleData", messageKind: .request)
                #expect(get.result == .success, "\(name) is no GetVehicleData parameter")
            }
        }
    }

    @Test("setVehicleData: each subscribed app gets OnVehicleData with the items it is subscribed to, others nothing")
    func onlySubscribedItems() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let first = try await VehicleDataTestApp.inFull(headUnit, appName: "First")
            let second = try await VehicleDataTestApp.registered(headUnit, appName: "Second")
            _ = try await first.request(Self.subscribe, ["speed": true, "rpm": true])
            _ = try await second.request(Self.subscribe, ["rpm": true])
            try await headUnit.setVehicleData(["speed": 88.5, "fuelLevel": 50.0])
            let speed = try await first.notification(Self.onVehicleData)
            #expect(speed.parameters == ["speed": 88.5])
            try await headUnit.setVehicleData(["rpm": 3000, "speed": 90.0])
            #expect(try await first.notification(Self.onVehicleData).parameters == ["rpm": 3000, "speed": 90.0])
            #expect(try await second.notification(Self.onVehicleData).parameters == ["rpm": 3000])
            try await second.sync()
            #expect(!second.pendingRPCs.contains { $0.functionID == Self.onVehicleData })
            let values = try await headUnit.vehicleData()
            #expect(values["fuelLevel"] == 50.0)
            #expect(values["speed"] == 90.0)
            // Unsubscribed: nothing more.
            _ = try await first.request(SDLUnsubscribeVehicleData.rpcFunctionID, ["speed": true, "rpm": true])
            try await headUnit.setVehicleData(["speed": 10.0])
            try await first.sync()
            #expect(!first.pendingRPCs.contains { $0.functionID == Self.onVehicleData })
        }
    }

    @Test("OnVehicleData follows the policy's levels: not in NONE with the vehicle-data groups (BACKGROUND, FULL, LIMITED)")
    func levels() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit, _ in
            let client = try await VehicleDataTestApp.inFull(headUnit)
            _ = try await client.request(Self.subscribe, ["speed": true])
            try await headUnit.setHMILevel(.none)
            try await client.hmiStatus("NONE")
            try await headUnit.setVehicleData(["speed": 50.0])
            try await client.sync()
            #expect(!client.pendingRPCs.contains { $0.functionID == Self.onVehicleData })
            try await headUnit.setHMILevel(.background)
            try await headUnit.setVehicleData(["speed": 60.0])
            #expect(try await client.notification(Self.onVehicleData).parameters == ["speed": 60.0])
        }
    }

    @Test("setVehicleData refuses an unknown item, a wrong type, a value out of range, an unknown enum value and an item the vehicle lacks, naming it")
    func refusals() async throws {
        try await HeadUnitHarness.run({ $0.profile.vehicleDataAvailable.removeAll { $0 == "vin" } }) { headUnit, _ in
            let cases: [(SDLJSONObject, String)] = [
                (["warp": 9], "warp"), (["speed": "fast"], "speed"), (["speed": 900.0], "speed"),
                (["prndl": "FLYING"], "prndl"), (["vin": "X"], "vin"), (["gps": ["latitudeDegrees": 1.0]], "longitudeDegrees"),
            ]
            for (values, name) in cases {
                do throws(SDLHeadUnitError) {
                    try await headUnit.setVehicleData(values)
                    Issue.record("accepted \(values)")
                } catch {
                    #expect(error.code == "invalidCommand")
                    #expect(error.message.contains(name), "\(error.message)")
                }
            }
            let values = try await headUnit.vehicleData()
            #expect(values["speed"] == 0.0)
            #expect(values["vin"] == nil)
        }
    }

    @Test("control lines: setVehicleData (listed by help), vehicleData, subscribedVehicleData, errors as replies")
    func controlLines() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let help = try await reply(headUnit, #"{"action":"help"}"#)
            let actions = help["result"]?.arrayValue?.compactMap { $0.objectValue?["action"]?.stringValue } ?? []
            #expect(["setVehicleData", "vehicleData", "subscribedVehicleData", "setLockScreenDismissal"].allSatisfy(actions.contains))
            let client = try await VehicleDataTestApp.inFull(headUnit)
            _ = try await client.request(Self.subscribe, ["speed": true])
            #expect(try await reply(headUnit, #"{"action":"setVehicleData","data":{"speed":88.5}}"#)["ok"] == true)
            #expect(try await client.notification(Self.onVehicleData).parameters == ["speed": 88.5])
            #expect(try await reply(headUnit, #"{"action":"vehicleData"}"#)["result"]?.objectValue?["speed"] == 88.5)
            #expect(try await reply(headUnit, #"{"action":"subscribedVehicleData"}"#)["result"] == ["speed"])
            let wrong = try await reply(headUnit, #"{"action":"setVehicleData","data":{"sped":1}}"#)
            #expect(wrong["ok"] == false)
            #expect(wrong["error"]?.objectValue?["message"]?.stringValue?.contains("sped") == true)
            #expect(try await reply(headUnit, #"{"action":"setVehicleData","data":5}"#)["ok"] == false)
            #expect(try await headUnit.snapshot().json.objectValue?["vehicleData"]?.objectValue?["speed"] == 88.5)
        }
    }

    @Test("a profile's vehicleDataAvailable: read, unknown names refused, written back")
    func profileItems() throws {
        var json = SDLDisplayProfile.generic2Line.json
        json.append("vehicleDataAvailable", ["speed", "gps"])
        let profile = try SDLDisplayProfile(json: .object(json))
        #expect(profile.vehicleDataAvailable == ["gps", "speed"])
        #expect(profile.json["vehicleDataAvailable"] == ["gps", "speed"])
        #expect(SDLDisplayProfile.generic2Line.json["vehicleDataAvailable"] == nil)
        json["vehicleDataAvailable"] = ["speed", "warp"]
        #expect(throws: SDLHeadUnitError.self) { try SDLDisplayProfile(json: .object(json)) }
    }
}
