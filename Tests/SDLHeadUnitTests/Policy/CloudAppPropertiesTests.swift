import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// Get/SetCloudAppProperties answered from the policy table, as Core answers them.
@Suite("Cloud app properties in the emulator's policy table")
struct CloudAppPropertiesTests {
    static let get = SDLGetCloudAppProperties.rpcFunctionID
    static let set = SDLSetCloudAppProperties.rpcFunctionID
    static let table: SDLPolicyTable = {
        var cloud = SDLAppPolicy(groups: ["Base-4"])
        cloud.nicknames = ["Cloud Radio"]
        return SDLPolicyTable(appPolicies: ["default": SDLAppPolicy(groups: ["Base-4", "CloudAppStore"]), "cloud-radio": cloud])
    }()

    @Test("an app ID the table lacks: DATA_NOT_AVAILABLE; a table entry: its nicknames, not enabled; after Set: what was set; a registered app's own ID exists")
    func getAndSet() async throws {
        try await HeadUnitHarness.run({ $0.policyTable = Self.table }) { headUnit, _ in
            let (store, _) = try await TestSDLClient.registered(to: headUnit, appName: "Store")
            try await store.hmiStatus("FULL")
            let unknown = try await store.request(Self.get, ["appID": "nowhere"])
            #expect(unknown.resultCode == "DATA_NOT_AVAILABLE")
            #expect(unknown.info == "Cloud app does not exist on module")

            let entry = try await store.request(Self.get, ["appID": "cloud-radio"])
            #expect(entry.resultCode == "SUCCESS")
            #expect(entry.parameters["properties"] == ["nicknames": ["Cloud Radio"], "appID": "cloud-radio", "enabled": false])

            let set = try await store.request(Self.set, ["properties": [
                "appID": "nowhere", "nicknames": ["Nowhere"], "enabled": true, "authToken": "t0k3n",
                "cloudTransportType": "WSS", "hybridAppPreference": "CLOUD", "endpoint": "wss://example.org:443",
            ]])
            #expect(set.resultCode == "SUCCESS")
            let after = try await store.request(Self.get, ["appID": "nowhere"])
            #expect(after.parameters["properties"] == [
                "nicknames": ["Nowhere"], "appID": "nowhere", "enabled": true, "authToken": "t0k3n",
                "cloudTransportType": "WSS", "hybridAppPreference": "CLOUD", "endpoint": "wss://example.org:443",
            ])
            #expect(try await store.request(Self.get, ["appID": "store"]).resultCode == "SUCCESS", "Core adds a registered app to its table")
        }
    }

    @Test("with the presets (Core's Base-4 alone) the app may not use them: DISALLOWED")
    func presetsDisallow() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await client.request(Self.get, ["appID": "x"]).resultCode == "DISALLOWED")
        }
    }
}
