import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

@Suite("The page's state feed: overlays")
struct StateFeedOverlayTests {
    @Test("an Alert: text lines, soft buttons, icon, progress indicator; no timeout while it has buttons")
    func alert() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit, appName: "Mail")
            _ = try await client.sendRequest(FID.alert, [
                "alertText1": "Delete?", "alertText2": "Cannot be undone", "progressIndicator": true,
                "alertIcon": ["value": "0x21", "imageType": "STATIC"],
                "softButtons": [["type": "TEXT", "text": "Yes", "softButtonID": 7]],
            ])
            _ = try await headUnit.nextOverlay(.alert)
            let overlay = try await WebHarness.state(headUnit)["overlay"]
            #expect(overlay["kind"] == "Alert")
            #expect(overlay["appID"] == 1)
            #expect(overlay["appName"] == "Mail")
            #expect(overlay["lines"] == ["Delete?", "Cannot be undone"])
            #expect(overlay["icon"] == ["value": "0x21", "imageType": "STATIC", "label": "icon 0x21"])
            #expect(overlay["progressIndicator"] == true)
            #expect(overlay["timeoutMilliseconds"] == .null)
            #expect(overlay["softButtons"][0]["text"] == "Yes")
            #expect(overlay["correlationID"].intValue != nil)
            try await headUnit.pressSoftButton(7)
            #expect(try await WebHarness.state(headUnit)["overlay"] == .null)
        }
    }

    @Test("an Alert without buttons closes by itself after its duration, which the feed states")
    func alertTimeout() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.sendRequest(FID.alert, ["alertText1": "Hi", "duration": 3000])
            _ = try await headUnit.nextOverlay(.alert)
            let overlay = try await WebHarness.state(headUnit)["overlay"]
            #expect(overlay["timeoutMilliseconds"] == 3000)
            #expect(overlay["progressIndicator"] == false)
            #expect(overlay["softButtons"] == [])
            #expect(overlay["icon"] == .null)
        }
    }

    @Test("a SubtleAlert and a ScrollableMessage: their text and buttons")
    func subtleAlertAndScrollableMessage() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.sendRequest(FID.subtleAlert, ["alertText1": "Low fuel", "alertText2": "12 km left"])
            _ = try await headUnit.nextOverlay(.subtleAlert)
            let subtle = try await WebHarness.state(headUnit)["overlay"]
            #expect(subtle["kind"] == "SubtleAlert")
            #expect(subtle["lines"] == ["Low fuel", "12 km left"])
            #expect(subtle["timeoutMilliseconds"] == 5000)
            try await headUnit.dismissOverlay()

            _ = try await client.sendRequest(FID.scrollableMessage, [
                "scrollableMessageBody": "Line 1\nLine 2", "timeout": 20000,
                "softButtons": [["type": "TEXT", "text": "OK", "softButtonID": 9]],
            ])
            _ = try await headUnit.nextOverlay(.scrollableMessage)
            let message = try await WebHarness.state(headUnit)["overlay"]
            #expect(message["kind"] == "ScrollableMessage")
            #expect(message["lines"] == ["Line 1\nLine 2"])
            #expect(message["timeoutMilliseconds"] == 20000)
            #expect(message["softButtons"][0]["softButtonID"] == 9)
        }
    }

    @Test("a Slider: ticks, header, footers and the position the user moves it to")
    func slider() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.sendRequest(FID.slider, [
                "numTicks": 3, "position": 2, "sliderHeader": "Volume", "sliderFooter": ["Low", "Mid", "High"],
            ])
            _ = try await headUnit.nextOverlay(.slider)
            let overlay = try await WebHarness.state(headUnit)["overlay"]
            #expect(overlay["kind"] == "Slider")
            #expect(overlay["lines"] == ["Volume"])
            #expect(overlay["numTicks"] == 3)
            #expect(overlay["sliderPosition"] == 2)
            #expect(overlay["sliderFooters"] == ["Low", "Mid", "High"])
            #expect(overlay["timeoutMilliseconds"] == 10000)
            try await headUnit.moveSlider(to: 3)
            #expect(try await WebHarness.state(headUnit)["overlay"]["sliderPosition"] == 3)
        }
    }

    @Test("a PerformInteraction: its choices in order, with images and texts, and whether it has a keyboard")
    func performInteraction() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.createInteractionChoiceSet, [
                "interactionChoiceSetID": 1,
                "choiceSet": [
                    ["choiceID": 101, "menuName": "Home", "secondaryText": "12 min", "image": ["value": "0x10", "imageType": "STATIC"]],
                    ["choiceID": 102, "menuName": "Work", "tertiaryText": "traffic"],
                ],
            ])
            _ = try await client.sendRequest(FID.performInteraction, [
                "initialText": "Where to?", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1],
                "interactionLayout": "LIST_WITH_SEARCH",
            ])
            _ = try await headUnit.nextOverlay(.performInteraction)
            let overlay = try await WebHarness.state(headUnit)["overlay"]
            #expect(overlay["kind"] == "PerformInteraction")
            #expect(overlay["lines"] == ["Where to?"])
            #expect(overlay["interactionMode"] == "MANUAL_ONLY")
            #expect(overlay["interactionLayout"] == "LIST_WITH_SEARCH")
            #expect(overlay["keyboard"] == true)
            #expect(overlay["choices"] == [
                [
                    "choiceID": 101, "menuName": "Home", "secondaryText": "12 min", "tertiaryText": nil,
                    "image": ["value": "0x10", "imageType": "STATIC", "label": "icon 0x10"],
                ],
                ["choiceID": 102, "menuName": "Work", "secondaryText": nil, "tertiaryText": "traffic", "image": nil],
            ])
        }
    }

    @Test("a list interaction has no keyboard")
    func listInteractionHasNoKeyboard() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.createInteractionChoiceSet, ["interactionChoiceSetID": 1, "choiceSet": [["choiceID": 1, "menuName": "A"]]])
            _ = try await client.sendRequest(FID.performInteraction, [
                "initialText": "Pick", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1], "interactionLayout": "LIST_ONLY",
            ])
            _ = try await headUnit.nextOverlay(.performInteraction)
            #expect(try await WebHarness.state(headUnit)["overlay"]["keyboard"] == false)
        }
    }

    @Test("an audio pass-thru: its format, texts and the audio sent so far, which grows while it records")
    func audioPassThru() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.sendRequest(FID.performAudioPassThru, [
                "samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM", "maxDuration": 10000,
                "audioPassThruDisplayText1": "Say something",
            ])
            _ = try await headUnit.nextOverlay(.performAudioPassThru)
            let overlay = try await WebHarness.state(headUnit)["overlay"]
            #expect(overlay["kind"] == "PerformAudioPassThru")
            #expect(overlay["lines"] == ["Say something"])
            #expect(overlay["audio"] == [
                "samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM", "maxDuration": 10000, "muteAudio": true,
                "bytesSent": 0,
            ])
            try await headUnit.advanceClock(by: .seconds(1))
            let sent = try await WebHarness.state(headUnit)["overlay"]["audio"]["bytesSent"].intValue ?? 0
            #expect(sent > 0)
            try await headUnit.finishAudioPassThru()
            #expect(try await WebHarness.state(headUnit)["overlay"] == .null)
        }
    }

    @Test("an overlay of an app that is not visible names its app")
    func overlayOfAnotherApp() async throws {
        // Priority NORMAL for "Back": a stock Core's NONE allows no SubtleAlert in BACKGROUND.
        var back = SDLAppPolicy(groups: ["Base-4"])
        back.priority = "NORMAL"
        let table = SDLPolicyTable(appPolicies: ["default": SDLAppPolicy(groups: ["Base-4"]), "back": back])
        try await WebHarness.run(policyTable: table) { headUnit, _, _ in
            _ = try await TestSDLClient.registered(to: headUnit, appName: "Front")
            let back = try await TestSDLClient.registered(to: headUnit, appName: "Back", level: "NONE")
            try await headUnit.setHMILevel(.background, app: 2)
            _ = try await back.sendRequest(FID.subtleAlert, ["alertText1": "From the back"])
            _ = try await headUnit.nextOverlay(.subtleAlert)
            let state = try await WebHarness.state(headUnit)
            #expect(state["visibleAppID"] == 1)
            #expect(state["overlay"]["appID"] == 2)
            #expect(state["overlay"]["appName"] == "Back")
        }
    }
}
