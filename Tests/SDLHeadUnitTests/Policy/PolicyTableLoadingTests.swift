import Foundation
import SDLHeadUnit
import SDLRPC
import Testing

/// Reading a policy table in SDL Core's `sdl_preloaded_pt.json` format, its errors, Core's preloaded
/// groups by name and the encryption question (SDL-0207).
@Suite("Policy table files in Core's format")
struct PolicyTableLoadingTests {
    /// A small table of our own: one group of its own, apps naming Core's groups, references and consent.
    static let table = #"""
    {"policy_table": {
      "module_config": {"preloaded_pt": true},
      "functional_groupings": {
        "Phone-Consent": {"user_consent_prompt": "Phone", "encryption_required": true,
                          "rpcs": {"DialNumber": {"hmi_levels": ["FULL", "LIMITED"]}}},
        "Nothing": {"rpcs": null}
      },
      "app_policies": {
        "default": {"keep_context": false, "groups": ["Base-4"]},
        "music-app": {"groups": ["Base-4", "Location-1", "AppServiceProvider"], "AppHMIType": ["MEDIA"], "nicknames": ["Music", "Tunes"],
                      "RequestType": ["HTTP"], "encryption_required": false,
                      "app_services": {"MEDIA": {"service_names": ["Music"], "handled_rpcs": [{"function_id": 41}]}}},
        "phone-app": {"groups": ["Base-4", "Phone-Consent"]},
        "copy-app": "default",
        "revoked-app": null
      },
      "device_data": {"HUID": {"user_consent_records": {"phone-app": {"consent_groups": {"Phone-Consent": false}}}}}
    }}
    """#

    static func parsed(_ text: String) throws(SDLHeadUnitError) -> SDLPolicyTable {
        try SDLPolicyTable(jsonBytes: Array(text.utf8))
    }

    /// The error message `text` gives (`nil` when it loads).
    static func error(_ text: String) -> String? {
        do {
            _ = try parsed(text)
            return nil
        } catch {
            #expect(error.code == "invalidPolicyTable")
            return error.message
        }
    }

    @Test("groups, app entries (groups, AppHMIType, RequestType, encryption_required, app_services), references and consent are read")
    func readsTheTable() throws {
        let table = try Self.parsed(Self.table)
        let phone = try #require(table.functionalGroupings["Phone-Consent"])
        #expect(phone.userConsentPrompt == "Phone")
        #expect(phone.encryptionRequired == true)
        #expect(phone.rpcs["DialNumber"] == SDLFunctionalGroup.RPC(hmiLevels: ["FULL", "LIMITED"]))
        #expect(table.functionalGroupings["Nothing"]?.rpcs.isEmpty == true)
        let music = table.policy(forApp: "MUSIC-APP")
        #expect(music.groups == ["Base-4", "Location-1", "AppServiceProvider"])
        #expect(music.appHMITypes == ["MEDIA"])
        #expect(music.nicknames == ["Music", "Tunes"])
        #expect(music.requestTypes == ["HTTP"])
        #expect(music.encryptionRequired == false)
        #expect(music.appServices["MEDIA"] == SDLAppServicePolicy.Service(serviceNames: ["Music"], handledRPCs: [41]))
        #expect(table.policy(forApp: "copy-app").groups == ["Base-4"])
        #expect(table.policy(forApp: "unknown-app").groups == ["Base-4"])
        #expect(table.policy(forApp: "revoked-app").groups.isEmpty)
        #expect(table.userConsent == ["phone-app": ["Phone-Consent": false]])
        // A group the file does not define is Core's preloaded one, by name.
        #expect(table.group(named: "Location-1")?.rpcs["GetVehicleData"]?.parameters == ["gps", "speed"])
    }

    @Test("a bad table is an invalidPolicyTable error naming the JSON path")
    func errorsNameThePath() {
        #expect(Self.error("{")?.hasPrefix("Not valid JSON") == true)
        #expect(Self.error("[]") == "the document: must be an object, got Array")
        #expect(Self.error("{}") == "policy_table: missing")
        #expect(Self.error(#"{"policy_table": {"functional_groupings": {"G": {"rpcs": {"Show": {"hmi_levels": ["FULL", "SOMETIMES"]}}}}}}"#)
                == "policy_table.functional_groupings.G.rpcs.Show.hmi_levels[1]: 'SOMETIMES' is not an HMI level (BACKGROUND, FULL, LIMITED, NONE)")
        #expect(Self.error(#"{"policy_table": {"functional_groupings": {"G": {"rpcs": {"Show": {"hmi_levels": ["FULL"], "parameters": [1]}}}}}}"#)
                == "policy_table.functional_groupings.G.rpcs.Show.parameters[0]: must be a string, got Integer")
        #expect(Self.error(#"{"policy_table": {"app_policies": {"app": {"groups": ["Base-4", "Base-9"]}}}}"#)
                == "policy_table.app_policies.app.groups[1]: no functional group 'Base-9' in the file or Core's preloaded table")
        #expect(Self.error(#"{"policy_table": {"app_policies": {"app": {"AppHMIType": ["MEDIA"]}}}}"#) == "policy_table.app_policies.app.groups: missing")
        #expect(Self.error(#"{"policy_table": {"app_policies": {"app": {"groups": [], "nicknames": "Music"}}}}"#)?.hasPrefix("policy_table.app_policies.app.nicknames") == true)
        #expect(Self.error(#"{"policy_table": {"app_policies": {"app": "somebody"}}}"#)
                == "policy_table.app_policies.app: 'somebody' names no app entry (default, pre_DataConsent or device)")
        #expect(Self.error(#"{"policy_table": {"app_policies": {"app": {"groups": [], "encryption_required": "yes"}}}}"#)
                == "policy_table.app_policies.app.encryption_required: must be true or false, got String")
        #expect(Self.error(#"{"policy_table": {"app_policies": {"app": {"groups": [], "app_services": {"MEDIA": {"handled_rpcs": [41]}}}}}}"#)
                == "policy_table.app_policies.app.app_services.MEDIA.handled_rpcs[0]: must be {\"function_id\": INTEGER}")
        #expect(Self.error(#"{"policy_table": {"device_data": {"d": {"user_consent_records": {"a": {"consent_groups": {"G": 1}}}}}}}"#)
                == "policy_table.device_data.d.user_consent_records.a.consent_groups.G: must be true or false, got Integer")
    }

    @Test("load(file:) names the file; an unreadable file is an invalidPolicyTable error")
    func loadsFiles() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"policy_table": {"app_policies": {"app": {"groups": 4}}}}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: SDLHeadUnitError(code: "invalidPolicyTable", message: "\(path): policy_table.app_policies.app.groups: must be an array of strings, got Integer")) {
            try SDLPolicyTable.load(file: path)
        }
        #expect(throws: SDLHeadUnitError(code: "invalidPolicyTable", message: "Cannot read the policy table file '/no/such/policy.json'")) {
            try SDLPolicyTable.load(file: "/no/such/policy.json")
        }
    }

    @Test("Core's preloaded groups by name, with their consent prompts and the three app entries")
    func corePreloadedGroups() throws {
        let core = SDLPolicyTable.corePreloaded
        for name in ["Base-4", "Location-1", "VehicleInfo-3", "DrivingCharacteristics-3", "Emergency-1", "CloudApp", "AppServiceProvider",
                     "AppServiceConsumer", "SendLocation", "WayPoints", "DialNumberOnlyGroup", "PropriataryData-1", "PropriataryData-2",
                     "ProprietaryData-3", "Notifications", "BaseBeforeDataConsent", "DataConsent-2", "BackgroundAPT"] {
            #expect(core.functionalGroupings[name] != nil, "no \(name)")
        }
        let base = try #require(core.functionalGroupings["Base-4"])
        #expect(base.rpcs["ShowAppMenu"]?.hmiLevels == ["FULL"])
        #expect(base.rpcs["Alert"]?.hmiLevels == ["FULL", "LIMITED"])
        #expect(base.rpcs["SendLocation"] == nil && base.rpcs["GetVehicleData"] == nil)
        #expect(core.functionalGroupings["Location-1"]?.userConsentPrompt == "Location")
        #expect(core.functionalGroupings["DrivingCharacteristics-3"]?.userConsentPrompt == "DrivingCharacteristics")
        #expect(core.functionalGroupings["Emergency-1"]?.userConsentPrompt == nil)
        let info = try #require(core.functionalGroupings["VehicleInfo-3"])
        #expect(info.rpcs["GetVehicleData"]?.parameters?.contains("vin") == true)
        #expect(info.rpcs["SubscribeVehicleData"]?.parameters?.contains("vin") == false)
        #expect(info.rpcs["SubscribeVehicleData"]?.hmiLevels == ["BACKGROUND", "FULL", "LIMITED"])
        #expect(core.functionalGroupings["SendLocation"]?.rpcs.keys.sorted() == ["SendLocation"])
        #expect(core.functionalGroupings["WayPoints"]?.rpcs.keys.sorted() == ["GetWayPoints", "OnWayPointChange", "SubscribeWayPoints", "UnsubscribeWayPoints"])
        #expect(core.appPolicies["default"]?.groups == ["Base-4"])
        #expect(core.appPolicies["pre_DataConsent"]?.groups == ["BaseBeforeDataConsent"])
    }

    @Test("encryption: a group's encryption_required applies to its RPCs unless the app's entry says false")
    func encryption() throws {
        var table = try Self.parsed(Self.table)
        #expect(table.requiresEncryption("DialNumber", forApp: "phone-app"))
        #expect(!table.requiresEncryption("Show", forApp: "phone-app"))
        #expect(table.requiresEncryption(forApp: "phone-app"))
        table.appPolicies["phone-app"]?.encryptionRequired = false
        #expect(!table.requiresEncryption("DialNumber", forApp: "phone-app"))
        #expect(!table.requiresEncryption(forApp: "phone-app"))
        table.appPolicies["phone-app"]?.encryptionRequired = true
        #expect(table.requiresEncryption("DialNumber", forApp: "phone-app"))
        // The app's own flag alone does not encrypt RPCs of groups without it.
        #expect(!table.requiresEncryption("Show", forApp: "phone-app"))
        #expect(!table.requiresEncryption("DialNumber", forApp: "music-app"))
    }
}
