import Foundation
import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The emulator under a policy table file in Core's format: an app gets its entry's groups, a group
/// the user declined is USER_DISALLOWED (per RPC and per vehicle-data item), an RPC or item outside
/// every group is DISALLOWED, and OnPermissionsChange says so (Core's `CheckPermissions`,
/// `CommandRequestImpl::AddDisallowedParameters`).
@Suite("The emulator under a Core policy table file")
struct PolicyTableEmulatorTests {
    static let subscribe = SDLSubscribeVehicleData.rpcFunctionID
    static let unsubscribe = SDLUnsubscribeVehicleData.rpcFunctionID
    static let get = SDLGetVehicleData.rpcFunctionID

    /// "Test App" gets Base-4, Location-1 (declined), VehicleInfo-3 and a phone group of the file's
    /// own (declined); every other app gets `default` (Base-4).
    static let file = #"""
    {"policy_table": {
      "functional_groupings": {
        "Phone-Consent": {"user_consent_prompt": "Phone", "rpcs": {"DialNumber": {"hmi_levels": ["BACKGROUND", "FULL", "LIMITED"]}}},
        "Secure-Show": {"encryption_required": true, "rpcs": {"Show": {"hmi_levels": ["FULL"]}}}
      },
      "app_policies": {
        "default": {"groups": ["Base-4"]},
        "test app": {"groups": ["Base-4", "Location-1", "VehicleInfo-3", "Phone-Consent"]},
        "secure app": {"groups": ["Base-4", "Secure-Show"]}
      },
      "device_data": {"HUID": {"user_consent_records": {"test app": {"consent_groups": {"Location-1": false, "Phone-Consent": false}}}}}
    }}
    """#

    /// Runs `body` with the emulator configured from ``file``, loaded from disk.
    static func run(_ body: (SDLHeadUnit) async throws -> Void) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        let table = try SDLPolicyTable.load(file: path)
        try await HeadUnitHarness.run({ $0.policyTable = table }) { headUnit, _ in try await body(headUnit) }
    }

    @Test("per RPC: the entry's groups are allowed, a declined group's RPC is USER_DISALLOWED, an RPC of no group DISALLOWED; another app gets default")
    func perRPC() async throws {
        try await Self.run { headUnit in
            let app = try await VehicleDataTestApp.inFull(headUnit)
            #expect(try await app.request(SDLShow.rpcFunctionID, ["mainField1": "Hi"]).resultCode == "SUCCESS")
            let dial = try await app.request(SDLDialNumber.rpcFunctionID, ["number": "5551234"])
            #expect(dial.resultCode == "USER_DISALLOWED")
            #expect(dial.success == false)
            let location = try await app.request(SDLSendLocation.rpcFunctionID, ["latitudeDegrees": 1.0, "longitudeDegrees": 1.0])
            #expect(location.resultCode == "DISALLOWED")
            #expect(try await app.request(Self.get, ["odometer": true]).resultCode == "SUCCESS")
            let other = try await VehicleDataTestApp.registered(headUnit, appName: "Other")
            try await headUnit.setHMILevel(.full, app: 2)
            _ = try await other.hmiStatus("FULL")
            #expect(try await other.request(Self.get, ["odometer": true]).resultCode == "DISALLOWED")
            #expect(try await other.request(SDLShow.rpcFunctionID, ["mainField1": "Hi"]).resultCode == "SUCCESS")
        }
    }

    @Test("per vehicle-data item: a declined group's item is USER_DISALLOWED, an item of no group DISALLOWED; only declined items is USER_DISALLOWED")
    func perItem() async throws {
        try await Self.run { headUnit in
            let app = try await VehicleDataTestApp.inFull(headUnit)
            CoreVehicleDataRuleTests.expect(
                try await app.request(Self.subscribe, ["speed": true, "odometer": true, "rpm": true]), "SUCCESS", success: true,
                info: "'speed', 'rpm' disallowed by policies.",
                items: ["speed": "USER_DISALLOWED", "odometer": "SUCCESS", "rpm": "DISALLOWED"])
            CoreVehicleDataRuleTests.expect(
                try await app.request(Self.subscribe, ["gps": true, "speed": true]), "USER_DISALLOWED", success: false,
                info: "'gps', 'speed' disallowed by policies.", items: ["gps": "USER_DISALLOWED", "speed": "USER_DISALLOWED"])
            CoreVehicleDataRuleTests.expect(
                try await app.request(Self.subscribe, ["gps": true, "rpm": true]), "DISALLOWED", success: false,
                info: "'gps', 'rpm' disallowed by policies.", items: ["gps": "USER_DISALLOWED", "rpm": "DISALLOWED"])
            CoreVehicleDataRuleTests.expect(
                try await app.request(Self.unsubscribe, ["speed": true, "odometer": true]), "SUCCESS", success: true,
                info: "'speed' disallowed by policies.", items: ["speed": "USER_DISALLOWED", "odometer": "SUCCESS"])
            let values = try await app.request(Self.get, ["speed": true, "odometer": true])
            #expect(values.resultCode == "SUCCESS")
            #expect(values.info == "'speed' disallowed by policies.")
            #expect(values.parameters["speed"] == nil && values.parameters["odometer"] != nil)
            #expect(try await headUnit.subscribedVehicleData().isEmpty)
        }
    }

    @Test("OnPermissionsChange: the entry's RPCs, a declined group's levels and items under userDisallowed, requireEncryption from the groups")
    func permissionsChange() async throws {
        try await Self.run { headUnit in
            let (app, _) = try await TestSDLClient.registered(to: headUnit)
            let permissions = try await app.notification(FID.onPermissionsChange)
            let items = permissions.parameters["permissionItem"]?.arrayValue?.compactMap(\.objectValue) ?? []
            func item(_ rpc: String) -> SDLJSONObject? { items.first { $0["rpcName"]?.stringValue == rpc } }
            let dial = try #require(item("DialNumber"))
            #expect(dial["hmiPermissions"] == ["allowed": [], "userDisallowed": ["BACKGROUND", "FULL", "LIMITED"]])
            let subscribe = try #require(item("SubscribeVehicleData"))
            #expect(subscribe["hmiPermissions"]?.objectValue?["allowed"] == ["BACKGROUND", "FULL", "LIMITED"])
            let allowed = subscribe["parameterPermissions"]?.objectValue?["allowed"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(allowed.contains("odometer") && !allowed.contains("speed") && !allowed.contains("vin") && !allowed.contains("rpm"))
            #expect(subscribe["parameterPermissions"]?.objectValue?["userDisallowed"] == ["gps", "speed"])
            #expect(item("GetVehicleData")?["parameterPermissions"]?.objectValue?["allowed"]?.arrayValue?.contains("vin") == true)
            #expect(item("SendLocation") == nil)
            #expect(item("Show")?["hmiPermissions"]?.objectValue?["allowed"] == ["BACKGROUND", "FULL", "LIMITED"])
            #expect(permissions.parameters["requireEncryption"] == false)

            let (secure, _) = try await TestSDLClient.registered(to: headUnit, appName: "Secure App")
            let securePermissions = try await secure.notification(FID.onPermissionsChange)
            #expect(securePermissions.parameters["requireEncryption"] == true)
            let show = securePermissions.parameters["permissionItem"]?.arrayValue?.compactMap(\.objectValue).first { $0["rpcName"] == "Show" }
            #expect(show?["requireEncryption"] == true)
        }
    }
}
