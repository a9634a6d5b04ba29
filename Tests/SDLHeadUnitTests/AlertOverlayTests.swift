import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

@Suite("Alert and overlay policies over TCP")
struct AlertOverlayTests {
    @Test("an Alert closes after the default 5000 ms with SUCCESS, not a millisecond earlier")
    func alertDefaultTimeout() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.alert, ["alertText1": "Hello", "alertText2": "World"])
            let overlay = try await headUnit.nextOverlay(.alert)
            #expect(overlay.lines == ["Hello", "World"])
            #expect(overlay.timeout == .milliseconds(5000))
            #expect(overlay.parameters["duration"] == 5000)
            try await headUnit.advanceClock(by: .milliseconds(4999))
            #expect(try await headUnit.overlay() != nil)
            try await headUnit.advanceClock(by: .milliseconds(1))
            let response = try await client.response(to: id)
            #expect(response.resultCode == "SUCCESS")
            #expect(response.success == true)
            #expect(try await headUnit.overlay() == nil)
        }
    }

    @Test("an Alert reports system context ALERT while open and MAIN after")
    func alertSystemContext() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL", context: "MAIN")
            let id = try await client.sendRequest(FID.alert, ["alertText1": "Hello", "duration": 3000])
            let alerting = try await client.hmiStatus("FULL", context: "ALERT")
            try await headUnit.advanceClock(by: .milliseconds(3000))
            let response = try await client.response(to: id)
            let main = try await client.hmiStatus("FULL", context: "MAIN")
            #expect(alerting.messageID < response.messageID)
            #expect(response.messageID < main.messageID)
        }
    }

    @Test("an Alert with soft buttons has no timeout; pressing one sends button events, then SUCCESS")
    func alertWithSoftButtons() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.alert, [
                "alertText1": "Delete?",
                "softButtons": [["type": "TEXT", "text": "Yes", "softButtonID": 7], ["type": "TEXT", "text": "No", "softButtonID": 8]],
            ])
            let overlay = try await headUnit.nextOverlay(.alert)
            #expect(overlay.timeout == nil)
            #expect(overlay.softButtons.map(\.systemAction) == ["DEFAULT_ACTION", "DEFAULT_ACTION"])
            try await headUnit.advanceClock(by: .seconds(60))
            #expect(try await headUnit.overlay() != nil)
            try await headUnit.pressSoftButton(7)
            let down = try await client.notification(FID.onButtonEvent) { $0.parameters["buttonEventMode"] == "BUTTONDOWN" }
            let up = try await client.notification(FID.onButtonEvent) { $0.parameters["buttonEventMode"] == "BUTTONUP" }
            let press = try await client.notification(FID.onButtonPress)
            let response = try await client.response(to: id)
            #expect(down.parameters == ["buttonName": "CUSTOM_BUTTON", "buttonEventMode": "BUTTONDOWN", "customButtonID": 7])
            #expect(press.parameters == ["buttonName": "CUSTOM_BUTTON", "buttonPressMode": "SHORT", "customButtonID": 7])
            #expect(response.resultCode == "SUCCESS")
            #expect([down.messageID, up.messageID, press.messageID, response.messageID] == [down, up, press, response].map(\.messageID).sorted())
        }
    }

    @Test("a KEEP_CONTEXT soft button leaves the Alert open")
    func keepContextButton() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await client.sendRequest(FID.alert, [
                "alertText1": "Playing",
                "softButtons": [["type": "TEXT", "text": "More", "softButtonID": 3, "systemAction": "KEEP_CONTEXT"]],
            ])
            _ = try await headUnit.nextOverlay(.alert)
            try await headUnit.pressSoftButton(3)
            _ = try await client.notification(FID.onButtonPress)
            #expect(try await headUnit.overlay()?.kind == .alert)
        }
    }

    @Test("the user closing an Alert answers ABORTED")
    func dismissedAlert() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.alert, ["alertText1": "Hi"])
            _ = try await headUnit.nextOverlay()
            try await headUnit.dismissOverlay()
            let response = try await client.response(to: id)
            #expect(response.resultCode == "ABORTED")
            #expect(response.success == false)
        }
    }

    /// Schema failures name the parameter in `info`; Core's command checks (whitespace, soft
    /// buttons) answer without one, as Core does.
    @Test("invalid Alerts are INVALID_DATA with Core's info", arguments: [
        (["alertText1": "Hi", "duration": 2999] as SDLJSONValue, "duration"),
        (["alertText1": "Hi", "duration": 10001] as SDLJSONValue, "duration"),
        (["alertText1": "   "] as SDLJSONValue, nil),
        (["alertText1": "a\nb"] as SDLJSONValue, nil),
        (["alertText3": "Only the third"] as SDLJSONValue, "Mandatory parameters are missing"),
        (["alertText1": ""] as SDLJSONValue, "alertText1"),
        (["alertText1": "Hi", "softButtons": [["type": "TEXT", "softButtonID": 1]]] as SDLJSONValue, nil),
    ])
    func invalidAlerts(parameters: SDLJSONValue, infoMentions: String?) async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.alert, parameters)
            #expect(response.resultCode == "INVALID_DATA")
            #expect(response.success == false)
            if let infoMentions {
                #expect(response.info?.contains(infoMentions) == true)
            } else {
                #expect(response.info == nil)
            }
            #expect(try await headUnit.overlay() == nil)
        }
    }

    @Test("an Alert while the app is in BACKGROUND is DISALLOWED")
    func alertInBackground() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await headUnit.setHMILevel(.background)
            try await client.hmiStatus("BACKGROUND")
            let response = try await client.request(FID.alert, ["alertText1": "Hi"])
            #expect(response.resultCode == "DISALLOWED")
        }
    }

    @Test("an Alert whose icon was never uploaded answers WARNINGS when it closes")
    func alertMissingIcon() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.alert, ["alertText1": "Hi", "alertIcon": ["value": "icon.png", "imageType": "DYNAMIC"]])
            _ = try await headUnit.nextOverlay()
            try await headUnit.expireOverlay()
            let response = try await client.response(to: id)
            #expect(response.resultCode == "WARNINGS")
            #expect(response.success == true)
            #expect(response.info == "Reference image(s) not found")
        }
    }

    @Test("policy abort: a second overlay aborts the first, which answers ABORTED")
    func policyAbort() async throws {
        try await HeadUnitHarness.run({ $0.overlayPolicy = .abort }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let first = try await client.sendRequest(FID.alert, ["alertText1": "First"])
            _ = try await headUnit.nextOverlay()
            let second = try await client.sendRequest(FID.scrollableMessage, ["scrollableMessageBody": "Second"])
            let aborted = try await client.response(to: first)
            #expect(aborted.resultCode == "ABORTED")
            let overlay = try await headUnit.nextOverlay(.scrollableMessage)
            #expect(overlay.correlationID == second)
        }
    }

    @Test("policy reject: a second overlay is REJECTED and the first stays")
    func policyReject() async throws {
        try await HeadUnitHarness.run({ $0.overlayPolicy = .reject }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let first = try await client.sendRequest(FID.alert, ["alertText1": "First"])
            _ = try await headUnit.nextOverlay()
            let rejected = try await client.request(FID.slider, ["numTicks": 5, "position": 1, "sliderHeader": "Volume"])
            #expect(rejected.resultCode == "REJECTED")
            #expect(rejected.success == false)
            #expect(try await headUnit.overlay()?.correlationID == first)
            try await headUnit.advanceClock(by: .seconds(5))
            #expect(try await client.response(to: first).resultCode == "SUCCESS")
        }
    }

    @Test("CancelInteraction closes the matching Alert with ABORTED, then answers SUCCESS")
    func cancelInteraction() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let alert = try await client.sendRequest(FID.alert, ["alertText1": "Hi", "cancelID": 5])
            _ = try await headUnit.nextOverlay()
            let wrong = try await client.request(FID.cancelInteraction, ["functionID": 12, "cancelID": 6])
            #expect(wrong.resultCode == "IGNORED")
            let cancel = try await client.sendRequest(FID.cancelInteraction, ["functionID": 12, "cancelID": 5])
            let aborted = try await client.response(to: alert)
            let cancelled = try await client.response(to: cancel)
            #expect(aborted.resultCode == "ABORTED")
            #expect(cancelled.resultCode == "SUCCESS")
            #expect(aborted.messageID < cancelled.messageID)
        }
    }

    @Test("CancelInteraction without an overlay is IGNORED; for a function that cannot be cancelled INVALID_ID")
    func cancelInteractionNothing() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await client.request(FID.cancelInteraction, ["functionID": 25]).resultCode == "IGNORED")
            #expect(try await client.request(FID.cancelInteraction, ["functionID": 16]).resultCode == "INVALID_ID")
        }
    }
}
