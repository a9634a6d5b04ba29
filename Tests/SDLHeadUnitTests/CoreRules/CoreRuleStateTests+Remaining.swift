import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The state checks of the handlers surveyed last (docs/core-rules.md): SubscribeButton,
/// UnsubscribeButton and SetDisplayLayout answer as SDL Core 8.x does, in its order, without info.
@Suite("Core's state checks: SubscribeButton, UnsubscribeButton, SetDisplayLayout")
struct CoreRuleStateTestsRemaining {
    private static func expect(_ response: TestSDLClient.RPC, _ resultCode: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.resultCode == resultCode, sourceLocation: sourceLocation)
        #expect(response.info == nil, sourceLocation: sourceLocation)
    }

    @Test("SubscribeButton: a media or navigation button from another kind of app is REJECTED before the display's buttons are looked at")
    func subscribeButtonKinds() async throws {
        try await HeadUnitHarness.run({ $0.profile = .generic2Line }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, isMedia: false)
            try await client.hmiStatus("FULL")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "PRESET_0"]), "REJECTED")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "NAV_ZOOM_IN"]), "REJECTED")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "SEARCH"]), "UNSUPPORTED_RESOURCE")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "OK"]), "SUCCESS")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "OK"]), "IGNORED")
        }
    }

    @Test("SubscribeButton: a navigation app passes the kind check for NAV buttons and meets the display's buttons")
    func subscribeButtonNavigationApp() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await TestSDLClient.connect(port: headUnit.port)
            try await client.startSession()
            var parameters = try #require(HeadUnitHarness.registration(appName: "Maps", isMedia: false, appID: "maps").objectValue)
            parameters["appHMIType"] = ["NAVIGATION"]
            #expect(try await client.request(FID.registerAppInterface, .object(parameters)).resultCode == "SUCCESS")
            try await client.hmiStatus("FULL")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "NAV_ZOOM_IN"]), "UNSUPPORTED_RESOURCE")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "SEEKLEFT"]), "REJECTED")
        }
    }

    @Test("UnsubscribeButton: a button the display lacks is UNSUPPORTED_RESOURCE before one not subscribed is IGNORED")
    func unsubscribeButton() async throws {
        let unsubscribe = try #require(SDLFunctionNames.functionID(named: "UnsubscribeButton"))
        try await HeadUnitHarness.run({ $0.profile = .generic2Line }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            Self.expect(try await client.request(unsubscribe, ["buttonName": "SEARCH"]), "UNSUPPORTED_RESOURCE")
            Self.expect(try await client.request(unsubscribe, ["buttonName": "OK"]), "IGNORED")
            Self.expect(try await client.request(FID.subscribeButton, ["buttonName": "OK"]), "SUCCESS")
            Self.expect(try await client.request(unsubscribe, ["buttonName": "OK"]), "SUCCESS")
        }
    }

    @Test("SetDisplayLayout: a first color scheme is accepted; another one without a new layout is REJECTED without info; with a new layout it is accepted")
    func setDisplayLayoutColors() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            // RPC 5.1: no deprecation WARNINGS on the answers that pass.
            let (client, _) = try await TestSDLClient.registered(to: headUnit, version: (5, 1, 0))
            try await client.hmiStatus("FULL")
            let red: SDLJSONValue = ["primaryColor": ["red": 255, "green": 0, "blue": 0]]
            let blue: SDLJSONValue = ["primaryColor": ["red": 0, "green": 0, "blue": 255]]
            Self.expect(try await client.request(FID.setDisplayLayout, ["displayLayout": "NON-MEDIA"]), "SUCCESS")
            Self.expect(try await client.request(FID.setDisplayLayout, ["displayLayout": "NON-MEDIA", "dayColorScheme": red]), "SUCCESS")
            Self.expect(try await client.request(FID.setDisplayLayout, ["displayLayout": "NON-MEDIA", "dayColorScheme": red]), "SUCCESS")
            Self.expect(try await client.request(FID.setDisplayLayout, ["displayLayout": "NON-MEDIA", "dayColorScheme": blue]), "REJECTED")
            Self.expect(try await client.request(FID.setDisplayLayout, ["displayLayout": "MEDIA", "dayColorScheme": blue]), "SUCCESS")
        }
    }

    @Test("SetDisplayLayout the HMI accepts: SUCCESS for an app of RPC 5.1, WARNINGS with Core's deprecation info from RPC 6.0 on; a refusal stays a refusal", arguments: [
        ((5, 1, 0), "SUCCESS"), ((6, 0, 0), "WARNINGS"), ((8, 0, 0), "WARNINGS"),
    ])
    func setDisplayLayoutDeprecated(version: (Int, Int, Int), resultCode: String) async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, version: version)
            try await client.hmiStatus("FULL")
            let answer = try await client.request(FID.setDisplayLayout, ["displayLayout": "NON-MEDIA"])
            #expect(answer.resultCode == resultCode)
            #expect(answer.success == true)
            #expect(answer.info == (resultCode == "WARNINGS" ? Self.deprecatedInfo : nil))
            let unknown = try await client.request(FID.setDisplayLayout, ["displayLayout": "NO_SUCH_TEMPLATE"])
            #expect(unknown.resultCode == "REJECTED")
        }
    }

    static let deprecatedInfo = "The RPC is deprecated and will be removed in a future version. "
        + "The requested display layout is set to the main window. Please use `Show.templateConfiguration` instead."
}
