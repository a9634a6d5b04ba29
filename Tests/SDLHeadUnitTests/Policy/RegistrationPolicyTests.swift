import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// RegisterAppInterface under the app's policy entry (Core's `CheckWithPolicyData`): nicknames and
/// app HMI types.
@Suite("RegisterAppInterface under the policy entry: nicknames and AppHMIType")
struct RegistrationPolicyTests {
    static let table = SDLPolicyTable(
        functionalGroupings: [:],
        appPolicies: [
            "default": SDLAppPolicy(groups: ["Base-4"]),
            "radio": {
                var entry = SDLAppPolicy(groups: ["Base-4"], appHMITypes: ["MEDIA", "INFORMATION"])
                entry.nicknames = ["Radio", "Radio One"]
                return entry
            }(),
        ],
        userConsent: [:])

    static func register(_ headUnit: SDLHeadUnit, appName: String, appID: String, types: [String]) async throws -> TestSDLClient.RPC {
        let client = try await TestSDLClient.connect(port: headUnit.port)
        try await client.startSession()
        var parameters = try #require(HeadUnitHarness.registration(appName: appName, appID: appID).objectValue)
        if !types.isEmpty { parameters.append("appHMIType", .array(types.map { .string($0) })) }
        return try await client.request(FID.registerAppInterface, .object(parameters))
    }

    @Test("a name among the nicknames (any case) registers; another name is DISALLOWED without info")
    func nicknames() async throws {
        try await HeadUnitHarness.run({ $0.policyTable = Self.table }) { headUnit, _ in
            let refused = try await Self.register(headUnit, appName: "Radio Two", appID: "radio", types: [])
            #expect(refused.resultCode == "DISALLOWED")
            #expect(refused.success == false)
            #expect(refused.info == nil)
            #expect(try await headUnit.apps().isEmpty)
            #expect(try await Self.register(headUnit, appName: "radio one", appID: "radio", types: []).resultCode == "SUCCESS")
        }
    }

    @Test("types the policy lacks: WARNINGS naming them, and the app gets the policy's types; WEB_VIEW the policy lacks: DISALLOWED")
    func appHMITypes() async throws {
        try await HeadUnitHarness.run({ $0.policyTable = Self.table }) { headUnit, _ in
            let web = try await Self.register(headUnit, appName: "Radio", appID: "radio", types: ["MEDIA", "WEB_VIEW"])
            #expect(web.resultCode == "DISALLOWED")
            #expect(web.info == "WEB_VIEW AppHmiType is absent in application policies")
            let partly = try await Self.register(headUnit, appName: "Radio", appID: "radio", types: ["MEDIA", "NAVIGATION", "SOCIAL"])
            #expect(partly.resultCode == "WARNINGS")
            #expect(partly.success == true)
            #expect(partly.info == "Following AppHmiTypes are not present in policy table:NAVIGATION,SOCIAL,")
            #expect(try await headUnit.apps().first?.appHMITypes == ["MEDIA", "INFORMATION"])
        }
    }

    @Test("types all in the policy: SUCCESS; an entry without types allows any but WEB_VIEW, as the emulator's presets do")
    func withoutPolicyTypes() async throws {
        try await HeadUnitHarness.run({ $0.policyTable = Self.table }) { headUnit, _ in
            #expect(try await Self.register(headUnit, appName: "Radio", appID: "radio", types: ["INFORMATION"]).resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.appHMITypes == ["MEDIA", "INFORMATION"])
            #expect(try await Self.register(headUnit, appName: "Maps", appID: "maps", types: ["NAVIGATION"]).resultCode == "SUCCESS")
            let web = try await Self.register(headUnit, appName: "Web", appID: "web", types: ["WEB_VIEW"])
            #expect(web.resultCode == "DISALLOWED")
            #expect(web.info == "WEB_VIEW AppHmiType is absent in application policies, because they are empty")
        }
        try await HeadUnitHarness.run { headUnit, _ in
            let web = try await Self.register(headUnit, appName: "Web", appID: "web", types: ["WEB_VIEW"])
            #expect(web.resultCode == "DISALLOWED", "the presets are Core's default entry")
        }
    }

    @Test("ChangeRegistration to a name outside the nicknames is DISALLOWED; to another nickname SUCCESS")
    func changeRegistrationNickname() async throws {
        try await HeadUnitHarness.run({ $0.policyTable = Self.table }) { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            let parameters = HeadUnitHarness.registration(appName: "Radio", appID: "radio")
            #expect(try await client.request(FID.registerAppInterface, parameters).resultCode == "SUCCESS")
            let change: (String) async throws -> TestSDLClient.RPC = { name in
                try await client.request(FID.changeRegistration, ["language": "EN-US", "hmiDisplayLanguage": "EN-US", "appName": .string(name)])
            }
            #expect(try await change("Jazz").resultCode == "DISALLOWED")
            #expect(try await change("RADIO ONE").resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.appName == "RADIO ONE")
        }
    }
}
