import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The vehicle-info plugin's rules (docs/core-rules.md, "Vehicle data"): SubscribeVehicleData,
/// UnsubscribeVehicleData and GetVehicleData answer per item as SDL Core 8.2 does, with the
/// emulator's VehicleInfo HMI behind them.
@Suite("Core's vehicle-data rules in the emulator")
struct CoreVehicleDataRuleTests {
    static let subscribe = SDLSubscribeVehicleData.rpcFunctionID
    static let unsubscribe = SDLUnsubscribeVehicleData.rpcFunctionID
    static let get = SDLGetVehicleData.rpcFunctionID

    /// Expects `response` to answer `resultCode` with `success` and `info`, and each item of `items`
    /// (response key → VehicleDataResult resultCode) with its data type.
    static func expect(_ response: TestSDLClient.RPC, _ resultCode: String, success: Bool, info: String? = nil,
                       items: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.resultCode == resultCode, sourceLocation: sourceLocation)
        #expect(response.success == success, sourceLocation: sourceLocation)
        #expect(response.info == info, sourceLocation: sourceLocation)
        let answered = response.parameters.keys.filter { !["success", "resultCode", "info"].contains($0) }
        #expect(Set(answered) == Set(items.keys), sourceLocation: sourceLocation)
        for (key, code) in items {
            #expect(response.parameters[key]?.objectValue?["resultCode"]?.stringValue == code, "\(key)", sourceLocation: sourceLocation)
            #expect(response.parameters[key]?.objectValue?["dataType"]?.stringValue?.hasPrefix("VEHICLEDATA_") == true, sourceLocation: sourceLocation)
        }
    }

    /// Every RPC allowed, and a vehicle without `rpm`.
    static func vehicleWithoutRPM(_ configuration: inout SDLHeadUnitConfiguration) {
        configuration.permissionPolicy = .allowAll
        configuration.profile.vehicleDataAvailable.removeAll { $0 == "rpm" }
    }

    @Test("SubscribeVehicleData: SUCCESS per item; all already subscribed is IGNORED (success false); some already is IGNORED (success true); none asked is INVALID_DATA")
    func subscribeResults() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await VehicleDataTestApp.inFull(headUnit)
            Self.expect(try await client.request(Self.subscribe, ["speed": true, "rpm": true]), "SUCCESS", success: true,
                        items: ["speed": "SUCCESS", "rpm": "SUCCESS"])
            let speed = try await client.request(Self.subscribe, ["speed": true])
            Self.expect(speed, "IGNORED", success: false, info: "Already subscribed on provided VehicleData.", items: ["speed": "DATA_ALREADY_SUBSCRIBED"])
            #expect(speed.parameters["speed"]?.objectValue?["dataType"] == "VEHICLEDATA_SPEED")
            Self.expect(try await client.request(Self.subscribe, ["speed": true, "gps": true]), "IGNORED", success: true,
                        info: "Already subscribed on some provided VehicleData.", items: ["speed": "DATA_ALREADY_SUBSCRIBED", "gps": "SUCCESS"])
            Self.expect(try await client.request(Self.subscribe, ["odometer": false]), "INVALID_DATA", success: false, info: "No data in the request")
            // clusterModeStatus answers under the response's name, clusterModes.
            Self.expect(try await client.request(Self.subscribe, ["clusterModeStatus": true]), "SUCCESS", success: true, items: ["clusterModes": "SUCCESS"])
            #expect(try await headUnit.subscribedVehicleData() == ["clusterModeStatus", "gps", "rpm", "speed"])
        }
    }

    @Test("SubscribeVehicleData: an item another app has is SUCCESS at once; all of them by others is SUCCESS, with some of this app's IGNORED (success true)")
    func subscribeAcrossApps() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let first = try await VehicleDataTestApp.inFull(headUnit, appName: "First")
            let second = try await VehicleDataTestApp.registered(headUnit, appName: "Second")
            Self.expect(try await first.request(Self.subscribe, ["speed": true, "rpm": true]), "SUCCESS", success: true,
                        items: ["speed": "SUCCESS", "rpm": "SUCCESS"])
            Self.expect(try await second.request(Self.subscribe, ["speed": true]), "SUCCESS", success: true, items: ["speed": "SUCCESS"])
            Self.expect(try await second.request(Self.subscribe, ["speed": true, "rpm": true]), "IGNORED", success: true,
                        info: "Already subscribed on some provided VehicleData.", items: ["speed": "DATA_ALREADY_SUBSCRIBED", "rpm": "SUCCESS"])
            Self.expect(try await second.request(Self.subscribe, ["rpm": true, "gps": true]), "IGNORED", success: true,
                        info: "Already subscribed on some provided VehicleData.", items: ["rpm": "DATA_ALREADY_SUBSCRIBED", "gps": "SUCCESS"])
            #expect(try await headUnit.subscribedVehicleData(app: 2) == ["gps", "rpm", "speed"])
            #expect(try await headUnit.subscribedVehicleData(app: 1) == ["rpm", "speed"])
        }
    }

    @Test("SubscribeVehicleData: an item the vehicle lacks is VEHICLE_DATA_NOT_AVAILABLE and nothing new is subscribed; with another app's item it is GENERIC_ERROR")
    func subscribeUnavailable() async throws {
        try await HeadUnitHarness.run(Self.vehicleWithoutRPM) { headUnit, _ in
            let first = try await VehicleDataTestApp.inFull(headUnit, appName: "First")
            Self.expect(try await first.request(Self.subscribe, ["rpm": true]), "VEHICLE_DATA_NOT_AVAILABLE", success: false,
                        items: ["rpm": "VEHICLE_DATA_NOT_AVAILABLE"])
            // The HMI's per-item SUCCESS is passed on, but Core subscribes nothing after the HMI's error.
            Self.expect(try await first.request(Self.subscribe, ["speed": true, "rpm": true]), "VEHICLE_DATA_NOT_AVAILABLE", success: false,
                        items: ["speed": "SUCCESS", "rpm": "VEHICLE_DATA_NOT_AVAILABLE"])
            #expect(try await headUnit.subscribedVehicleData().isEmpty)
            Self.expect(try await first.request(Self.subscribe, ["speed": true]), "SUCCESS", success: true, items: ["speed": "SUCCESS"])
            let second = try await VehicleDataTestApp.registered(headUnit, appName: "Second")
            Self.expect(try await second.request(Self.subscribe, ["speed": true, "gps": true, "rpm": true]), "GENERIC_ERROR", success: false,
                        info: "Subscription failed for some Vehicle data")
            #expect(try await headUnit.subscribedVehicleData(app: 2) == ["gps", "speed"])
        }
    }

    @Test("UnsubscribeVehicleData: none subscribed is IGNORED (success false); some not subscribed is IGNORED, success true only when the HMI was asked")
    func unsubscribeResults() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let first = try await VehicleDataTestApp.inFull(headUnit, appName: "First")
            Self.expect(try await first.request(Self.unsubscribe, ["speed": true]), "IGNORED", success: false,
                        info: "Was not subscribed on any VehicleData.", items: ["speed": "DATA_NOT_SUBSCRIBED"])
            _ = try await first.request(Self.subscribe, ["speed": true, "rpm": true, "gps": true])
            Self.expect(try await first.request(Self.unsubscribe, ["speed": true, "odometer": true]), "IGNORED", success: true,
                        info: "Some provided VehicleData was not subscribed.", items: ["speed": "SUCCESS", "odometer": "DATA_NOT_SUBSCRIBED"])
            Self.expect(try await first.request(Self.unsubscribe, ["rpm": true]), "SUCCESS", success: true, items: ["rpm": "SUCCESS"])
            // Still subscribed by another app: no HMI request, so IGNORED with success false.
            let second = try await VehicleDataTestApp.registered(headUnit, appName: "Second")
            _ = try await second.request(Self.subscribe, ["gps": true])
            Self.expect(try await second.request(Self.unsubscribe, ["gps": true, "rpm": true]), "IGNORED", success: false,
                        info: "Some provided VehicleData was not subscribed.", items: ["gps": "SUCCESS", "rpm": "DATA_NOT_SUBSCRIBED"])
            #expect(try await headUnit.subscribedVehicleData(app: 2).isEmpty)
            #expect(try await headUnit.subscribedVehicleData(app: 1) == ["gps"])
        }
    }

    @Test("GetVehicleData: the values of the asked items; some the vehicle lacks is VEHICLE_DATA_NOT_AVAILABLE with success true and the rest, all of them success false")
    func getVehicleData() async throws {
        try await HeadUnitHarness.run(Self.vehicleWithoutRPM) { headUnit, _ in
            let client = try await VehicleDataTestApp.inFull(headUnit)
            try await headUnit.setVehicleData(["speed": 88.5])
            let both = try await client.request(Self.get, ["speed": true, "prndl": true, "odometer": false])
            #expect(both.resultCode == "SUCCESS")
            #expect(both.parameters["speed"] == 88.5)
            #expect(both.parameters["prndl"] == "PARK")
            #expect(both.parameters["odometer"] == nil)
            let partly = try await client.request(Self.get, ["speed": true, "rpm": true])
            #expect(partly.resultCode == "VEHICLE_DATA_NOT_AVAILABLE")
            #expect(partly.success == true)
            #expect(partly.parameters["speed"] == 88.5)
            #expect(partly.parameters["rpm"] == nil)
            let none = try await client.request(Self.get, ["rpm": true])
            #expect(none.resultCode == "VEHICLE_DATA_NOT_AVAILABLE")
            #expect(none.success == false)
            #expect(none.parameters["rpm"] == nil)
        }
    }

    @Test("the policy: Base-4 (Core's default app policy) has no vehicle-data RPC: DISALLOWED")
    func base4Disallows() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await VehicleDataTestApp.inFull(headUnit)
            for function in [Self.subscribe, Self.unsubscribe, Self.get] {
                Self.expect(try await client.request(function, ["speed": true]), "DISALLOWED", success: false)
            }
        }
    }

    @Test("the policy: with the vehicle-data groups an item outside them is DISALLOWED per item with Core's info; only such items is DISALLOWED; NONE is DISALLOWED")
    func vehicleDataGroups() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit, _ in
            let client = try await VehicleDataTestApp.inFull(headUnit)
            Self.expect(try await client.request(Self.subscribe, ["speed": true, "gearStatus": true]), "SUCCESS", success: true,
                        info: "'gearStatus' disallowed by policies.", items: ["speed": "SUCCESS", "gearStatus": "DISALLOWED"])
            Self.expect(try await client.request(Self.subscribe, ["gearStatus": true]), "DISALLOWED", success: false,
                        info: "'gearStatus' disallowed by policies.", items: ["gearStatus": "DISALLOWED"])
            let get = try await client.request(Self.get, ["speed": true, "climateData": true])
            #expect(get.resultCode == "SUCCESS")
            #expect(get.info == "'climateData' disallowed by policies.")
            #expect(get.parameters["climateData"] == nil)
            #expect(get.parameters["speed"] == 0.0)
            #expect(try await headUnit.subscribedVehicleData() == ["speed"])
            try await headUnit.setHMILevel(.none)
            Self.expect(try await client.request(Self.get, ["speed": true]), "DISALLOWED", success: false)
        }
    }

    @Test("the policy: OnPermissionsChange lists the vehicle-data RPCs of the groups with their items")
    func vehicleDataPermissions() async throws {
        try await HeadUnitHarness.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let permissions = try await client.notification(FID.onPermissionsChange)
            let items = permissions.parameters["permissionItem"]?.arrayValue?.compactMap(\.objectValue) ?? []
            let subscribe = try #require(items.first { $0["rpcName"] == "SubscribeVehicleData" })
            #expect(subscribe["hmiPermissions"]?.objectValue?["allowed"] == ["BACKGROUND", "FULL", "LIMITED"])
            let allowed = subscribe["parameterPermissions"]?.objectValue?["allowed"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(allowed.contains("speed") && allowed.contains("prndl") && !allowed.contains("vin") && !allowed.contains("gearStatus"))
            let get = try #require(items.first { $0["rpcName"] == "GetVehicleData" })
            #expect(get["parameterPermissions"]?.objectValue?["allowed"]?.arrayValue?.contains("vin") == true)
            #expect(items.contains { $0["rpcName"] == "Show" })
        }
    }
}

/// Apps for the vehicle-data tests.
enum VehicleDataTestApp {
    /// A registered app (left in NONE when another app is in FULL).
    static func registered(_ headUnit: SDLHeadUnit, appName: String = "Test App") async throws -> TestSDLClient {
        let (client, _) = try await TestSDLClient.registered(to: headUnit, appName: appName)
        _ = try await client.notification(FID.onPermissionsChange)
        return client
    }

    /// A registered app in FULL.
    static func inFull(_ headUnit: SDLHeadUnit, appName: String = "Test App") async throws -> TestSDLClient {
        let (client, _) = try await TestSDLClient.registered(to: headUnit, appName: appName)
        try await client.hmiStatus("FULL")
        return client
    }
}
