import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@Suite("SubtleAlert and OnSubtleAlertPressed (§E.8)")
struct SubtleAlertTests {
    private func reply(_ headUnit: SDLHeadUnit, _ line: String) async throws -> SDLJSONObject {
        try #require(try SDLJSONValue(parsing: Array(await headUnit.execute(controlLine: line).utf8)).objectValue)
    }

    @Test("pressing a SubtleAlert sends OnSubtleAlertPressed, then SUCCESS, then brings its app to FULL (the reference HMI's order)")
    func pressOpensApp() async throws {
        // Priority NORMAL: a stock Core's default entry (NONE) allows no SubtleAlert in BACKGROUND.
        let table = NotificationFrequencyTests.table(priority: "NORMAL")
        try await HeadUnitHarness.run({ $0.autoActivate = false; $0.policyTable = table }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await headUnit.setHMILevel(.background)
            try await client.hmiStatus("BACKGROUND")
            let id = try await client.sendRequest(FID.subtleAlert, ["alertText1": "New message", "alertText2": "from Bob"])
            let overlay = try await headUnit.nextOverlay(.subtleAlert)
            #expect(overlay.lines == ["New message", "from Bob"])
            try await headUnit.pressSubtleAlert()
            let response = try await client.response(to: id)
            let full = try await client.hmiStatus("FULL")
            let pressed = try await client.notification(FID.onSubtleAlertPressed)
            #expect(response.resultCode == "SUCCESS")
            #expect(pressed.parameters.isEmpty)
            #expect(pressed.messageID < response.messageID)
            #expect(response.messageID < full.messageID)
            #expect(try await headUnit.overlay() == nil)
            #expect(try await headUnit.apps().first?.hmiLevel == .full)
        }
    }

    @Test("pressSubtleAlert over the control channel works, and fails with noOverlay without an open SubtleAlert")
    func controlAction() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let none = try await reply(headUnit, #"{"action":"pressSubtleAlert"}"#)
            #expect(none["ok"] == false)
            #expect(none["error"]?.objectValue?["code"] == "noOverlay")
            let alert = try await client.sendRequest(FID.alert, ["alertText1": "Plain alert"])
            _ = try await headUnit.nextOverlay(.alert)
            let wrongKind = try await reply(headUnit, #"{"action":"pressSubtleAlert"}"#)
            #expect(wrongKind["ok"] == false)
            #expect(try await headUnit.overlay()?.kind == .alert)
            try await headUnit.dismissOverlay()
            #expect(try await client.response(to: alert).resultCode == "ABORTED")
            let subtle = try await client.sendRequest(FID.subtleAlert, ["alertText1": "Tap me"])
            _ = try await headUnit.nextOverlay(.subtleAlert)
            let pressed = try await reply(headUnit, #"{"action":"pressSubtleAlert"}"#)
            #expect(pressed["ok"] == true)
            #expect(try await client.response(to: subtle).resultCode == "SUCCESS")
            _ = try await client.notification(FID.onSubtleAlertPressed)
        }
    }

    @Test("a SubtleAlert that times out answers TIMED_OUT with the reference HMI's info; with soft buttons it waits")
    func timeout() async throws {
        try await HeadUnitHarness.run { headUnit, clock in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.subtleAlert, ["alertText1": "Traffic ahead", "duration": 4000])
            #expect(try await headUnit.nextOverlay(.subtleAlert).timeout == .milliseconds(4000))
            #expect(try await headUnit.renderText().contains("Traffic ahead"))
            clock.advance(by: .milliseconds(4000))
            let response = try await client.response(to: id)
            #expect(response.resultCode == "TIMED_OUT")
            #expect(response.success == false)
            #expect(response.info == "subtle alert timed out")
            let buttons = try await client.sendRequest(FID.subtleAlert, [
                "alertText1": "Call Bob?", "alertIcon": ["value": "phone.png", "imageType": "DYNAMIC"],
                "softButtons": [["type": "TEXT", "text": "Call", "softButtonID": 5, "systemAction": "DEFAULT_ACTION"]],
            ])
            let overlay = try await headUnit.nextOverlay(.subtleAlert)
            #expect(overlay.timeout == nil)
            let text = try await headUnit.renderText()
            #expect(text.contains("icon: phone.png") && text.contains("[5 Call]"))
            try await headUnit.pressSoftButton(5)
            #expect(try await client.response(to: buttons).resultCode == "WARNINGS")  // phone.png was never uploaded
        }
    }
}
