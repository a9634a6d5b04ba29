import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The app entry's `RequestType` / `RequestSubType` lists as SDL Core reads them for SystemRequest
/// and OnSystemRequest: omitted allows none, empty allows all, a list allows what it names.
@Suite("RequestType and RequestSubType of the policy table")
struct PolicyRequestTypeTests {
    static let table = #"""
    {"policy_table": {"app_policies": {
      "default": {"groups": ["Base-4"], "RequestType": [], "RequestSubType": []},
      "omitted": {"groups": ["Base-4"]},
      "listed": {"groups": ["Base-4"], "RequestType": ["HTTP", "QUERY_APPS"], "RequestSubType": ["oem-a"]},
      "subtypes-omitted": {"groups": ["Base-4"], "RequestType": []}
    }}}
    """#

    static func loaded() throws -> SDLPolicyTable {
        try SDLPolicyTable(jsonBytes: Array(table.utf8))
    }

    @Test("omitted: no type; empty: every type; a list: only its types; an app without an entry gets default's")
    func tableSemantics() throws {
        let table = try Self.loaded()
        #expect(table.appPolicies["omitted"]?.requestTypes == nil)
        #expect(table.appPolicies["default"]?.requestTypes == [])
        #expect(!table.allowsRequestType("HTTP", forApp: "omitted"))
        #expect(table.allowsRequestType("PROPRIETARY", forApp: "default") && table.allowsRequestType("OEM_SPECIFIC", forApp: "unknown-app"))
        #expect(table.allowsRequestType("HTTP", forApp: "listed") && !table.allowsRequestType("PROPRIETARY", forApp: "listed"))
        #expect(table.allowsRequestSubType("oem-a", forApp: "listed") && !table.allowsRequestSubType("oem-b", forApp: "listed"))
        #expect(!table.allowsRequestSubType("anything", forApp: "subtypes-omitted"))
        #expect(table.allowsRequestSubType("anything", forApp: "default"))
        #expect(!table.allowsRequestSubType("", forApp: "default"), "Core refuses an empty subtype")
    }

    @Test("Core's preloaded entries: default allows every type, pre_DataConsent and device none; all have priority NONE")
    func corePreloaded() {
        let core = SDLPolicyTable.corePreloaded
        #expect(core.allowsRequestType("PROPRIETARY", forApp: "any-app"))
        #expect(!core.allowsRequestType("PROPRIETARY", forApp: "pre_DataConsent"))
        #expect(!core.allowsRequestType("PROPRIETARY", forApp: "device"))
        #expect(core.appPolicies.values.allSatisfy { $0.priority == "NONE" })
    }

    /// Registers an app named and identified `appID`.
    static func register(_ headUnit: SDLHeadUnit, appID: String) async throws -> TestSDLClient {
        let client = try await TestSDLClient.connect(port: headUnit.port)
        try await client.startSession()
        #expect(try await client.request(FID.registerAppInterface, HeadUnitHarness.registration(appName: appID, appID: appID)).resultCode == "SUCCESS")
        return client
    }

    static let systemRequest = SDLSystemRequest.rpcFunctionID

    static func send(_ client: TestSDLClient, _ type: String, subType: String? = nil, fileName: String = "data") async throws -> TestSDLClient.RPC {
        var parameters: SDLJSONObject = ["requestType": .string(type), "fileName": .string(fileName)]
        if let subType { parameters.append("requestSubType", .string(subType)) }
        return try await client.request(Self.systemRequest, .object(parameters), bulk: [1, 2, 3])
    }

    @Test("SystemRequest: a type (then a subtype) the entry does not allow is DISALLOWED without info, before the file-name rules")
    func systemRequest() async throws {
        let table = try Self.loaded()
        try await HeadUnitHarness.run({ $0.policyTable = table }) { headUnit, _ in
            let listed = try await Self.register(headUnit, appID: "listed")
            #expect(try await Self.send(listed, "HTTP").resultCode == "SUCCESS")
            let refused = try await Self.send(listed, "PROPRIETARY")
            #expect(refused.resultCode == "DISALLOWED" && refused.success == false && refused.info == nil)
            #expect(try await Self.send(listed, "PROPRIETARY", fileName: "../x").resultCode == "DISALLOWED", "the policy comes before the file name")
            #expect(try await Self.send(listed, "HTTP", fileName: "../x").resultCode == "INVALID_DATA")
            #expect(try await Self.send(listed, "HTTP", subType: "oem-a").resultCode == "SUCCESS")
            #expect(try await Self.send(listed, "HTTP", subType: "oem-b").resultCode == "DISALLOWED")
            #expect(try await headUnit.systemRequests().map(\.requestSubType) == [nil, "oem-a"])
        }
        try await HeadUnitHarness.run({ $0.policyTable = table }) { headUnit, _ in
            let omitted = try await Self.register(headUnit, appID: "omitted")
            #expect(try await Self.send(omitted, "HTTP").resultCode == "DISALLOWED", "an entry without RequestType allows none")
            let subtypes = try await Self.register(headUnit, appID: "subtypes-omitted")
            #expect(try await Self.send(subtypes, "OEM_SPECIFIC").resultCode == "SUCCESS", "no subtype asked: only the type is checked")
            #expect(try await Self.send(subtypes, "OEM_SPECIFIC", subType: "x").resultCode == "DISALLOWED")
        }
    }

    @Test("OnSystemRequest of a type the entry does not allow is not sent, the registration's LOCK_SCREEN_ICON_URL included")
    func onSystemRequest() async throws {
        let table = try Self.loaded()
        try await HeadUnitHarness.run({ $0.policyTable = table }) { headUnit, _ in
            let client = try await Self.register(headUnit, appID: "listed")
            let open = try await Self.register(headUnit, appID: "default-app")
            let icon = try await open.notification(SDLOnSystemRequest.rpcFunctionID)
            #expect(icon.parameters["requestType"] == "LOCK_SCREEN_ICON_URL", "default's empty list allows it")
            try await headUnit.sendSystemRequest(requestType: "PROPRIETARY", url: "https://example.com/a", data: [1])
            try await headUnit.sendSystemRequest(requestType: "HTTP", url: "https://example.com/b", data: [2])
            let received = try await client.notification(SDLOnSystemRequest.rpcFunctionID)
            #expect(received.parameters["requestType"] == "HTTP", "the PROPRIETARY one was dropped")
        }
    }
}
