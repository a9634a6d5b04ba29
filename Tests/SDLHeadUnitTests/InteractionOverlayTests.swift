import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

@Suite("ScrollableMessage, Slider and PerformInteraction over TCP")
struct InteractionOverlayTests {
    @Test("a ScrollableMessage closes after the default 30000 ms with SUCCESS and reports HMI_OBSCURED")
    func scrollableMessageDefaultTimeout() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.scrollableMessage, ["scrollableMessageBody": "Line one\nLine two"])
            try await client.hmiStatus("FULL", context: "HMI_OBSCURED")
            let overlay = try await headUnit.nextOverlay(.scrollableMessage)
            #expect(overlay.parameters["timeout"] == 30000)
            try await headUnit.advanceClock(by: .milliseconds(29_999))
            #expect(try await headUnit.overlay() != nil)
            try await headUnit.advanceClock(by: .milliseconds(1))
            #expect(try await client.response(to: id).resultCode == "SUCCESS")
        }
    }

    @Test("ScrollableMessage timeouts outside 1000…65535 are INVALID_DATA", arguments: [999, 65536])
    func scrollableMessageBounds(timeout: Int) async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.scrollableMessage, ["scrollableMessageBody": "x", "timeout": .integer(timeout)])
            #expect(response.resultCode == "INVALID_DATA")
            #expect(response.info?.contains("timeout") == true)
        }
    }

    @Test("a Slider times out after the default 10000 ms with TIMED_OUT and no sliderPosition")
    func sliderDefaultTimeout() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.slider, ["numTicks": 10, "position": 3, "sliderHeader": "Volume"])
            let overlay = try await headUnit.nextOverlay(.slider)
            #expect(overlay.timeout == .milliseconds(10_000))
            #expect(overlay.sliderPosition == 3)
            try await headUnit.advanceClock(by: .milliseconds(9_999))
            #expect(try await headUnit.overlay() != nil)
            try await headUnit.advanceClock(by: .milliseconds(1))
            let response = try await client.response(to: id)
            #expect(response.resultCode == "TIMED_OUT")
            #expect(response.success == false)
            #expect(response.parameters["sliderPosition"] == nil)
        }
    }

    @Test("moving and saving the Slider answers SUCCESS with sliderPosition")
    func sliderSaved() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.slider, ["numTicks": 5, "position": 1, "sliderHeader": "Fan", "sliderFooter": ["1", "2", "3", "4", "5"]])
            _ = try await headUnit.nextOverlay(.slider)
            try await headUnit.moveSlider(to: 4)
            #expect(try await headUnit.overlay()?.sliderPosition == 4)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.moveSlider(to: 6) }
            try await headUnit.saveSlider()
            let response = try await client.response(to: id)
            #expect(response.resultCode == "SUCCESS")
            #expect(response.parameters["sliderPosition"] == 4)
        }
    }

    @Test("invalid Sliders are INVALID_DATA: the schema's with its report as info, Core's own checks with none", arguments: [
        (["numTicks": 5, "position": 6, "sliderHeader": "x"] as SDLJSONValue, false),
        (["numTicks": 27, "position": 1, "sliderHeader": "x"] as SDLJSONValue, true),
        (["numTicks": 1, "position": 1, "sliderHeader": "x"] as SDLJSONValue, true),
        (["numTicks": 3, "position": 1, "sliderHeader": "x", "sliderFooter": ["a", "b"]] as SDLJSONValue, false),
        (["numTicks": 3, "position": 1, "sliderHeader": "x", "timeout": 999] as SDLJSONValue, true),
        (["numTicks": 3, "position": 1] as SDLJSONValue, true),
    ])
    func invalidSliders(parameters: SDLJSONValue, hasInfo: Bool) async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.slider, parameters)
            #expect(response.resultCode == "INVALID_DATA")
            #expect((response.info?.isEmpty == false) == hasInfo)
        }
    }

    @Test("a Slider is DISALLOWED in LIMITED (policy allows it only in FULL)")
    func sliderInLimited() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            try await headUnit.setHMILevel(.limited)
            try await client.hmiStatus("LIMITED")
            let response = try await client.request(FID.slider, ["numTicks": 3, "position": 1, "sliderHeader": "x"])
            #expect(response.resultCode == "DISALLOWED")
        }
    }

    /// Registers, creates choice set 1 with choices 101 and 102, returns the client.
    private func clientWithChoices(_ headUnit: SDLHeadUnit) async throws -> TestSDLClient {
        let (client, _) = try await TestSDLClient.registered(to: headUnit)
        try await client.hmiStatus("FULL")
        let created = try await client.request(FID.createInteractionChoiceSet, [
            "interactionChoiceSetID": 1,
            "choiceSet": [["choiceID": 101, "menuName": "Home"], ["choiceID": 102, "menuName": "Work"]],
        ])
        #expect(created.resultCode == "SUCCESS")
        return client
    }

    @Test("a PerformInteraction shows the choices and times out after the default 10000 ms with TIMED_OUT")
    func performInteractionTimeout() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await clientWithChoices(headUnit)
            let id = try await client.sendRequest(FID.performInteraction, [
                "initialText": "Where to?", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1],
            ])
            let overlay = try await headUnit.nextOverlay(.performInteraction)
            #expect(overlay.choices.map(\.id) == [101, 102])
            #expect(overlay.choices.map(\.menuName) == ["Home", "Work"])
            #expect(overlay.timeout == .milliseconds(10_000))
            try await headUnit.advanceClock(by: .milliseconds(9_999))
            #expect(try await headUnit.overlay() != nil)
            try await headUnit.advanceClock(by: .milliseconds(1))
            #expect(try await client.response(to: id).resultCode == "TIMED_OUT")
        }
    }

    @Test("picking a choice answers SUCCESS with choiceID and triggerSource MENU")
    func performInteractionChoice() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await clientWithChoices(headUnit)
            let id = try await client.sendRequest(FID.performInteraction, [
                "initialText": "Where to?", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1], "timeout": 20000,
            ])
            _ = try await headUnit.nextOverlay(.performInteraction)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.selectChoice(999) }
            try await headUnit.selectChoice(102)
            let response = try await client.response(to: id)
            #expect(response.resultCode == "SUCCESS")
            #expect(response.parameters["choiceID"] == 102)
            #expect(response.parameters["triggerSource"] == "MENU")
        }
    }

    @Test("PerformInteraction with an unknown choice set is INVALID_ID; out-of-range timeout or VR_ONLY+KEYBOARD INVALID_DATA")
    func performInteractionInvalid() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await clientWithChoices(headUnit)
            let unknown = try await client.request(FID.performInteraction, ["initialText": "x", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [9]])
            #expect(unknown.resultCode == "INVALID_ID")
            let short = try await client.request(FID.performInteraction, ["initialText": "x", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1], "timeout": 4999])
            #expect(short.resultCode == "INVALID_DATA")
            let keyboard = try await client.request(FID.performInteraction, ["initialText": "x", "interactionMode": "VR_ONLY", "interactionChoiceSetIDList": [1], "interactionLayout": "KEYBOARD"])
            #expect(keyboard.resultCode == "INVALID_DATA")
            let badMode = try await client.request(FID.performInteraction, ["initialText": "x", "interactionMode": "TELEPATHY", "interactionChoiceSetIDList": [1]])
            #expect(badMode.resultCode == "INVALID_DATA")
            #expect(try await headUnit.overlay() == nil)
        }
    }

    @Test("a KEYBOARD interaction answers the typed text with triggerSource KEYBOARD")
    func keyboardInteraction() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.performInteraction, [
                "initialText": "Search", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [], "interactionLayout": "KEYBOARD",
            ])
            _ = try await headUnit.nextOverlay(.performInteraction)
            try await headUnit.enterText("pizza")
            let response = try await client.response(to: id)
            #expect(response.parameters["manualTextEntry"] == "pizza")
            #expect(response.parameters["triggerSource"] == "KEYBOARD")
        }
    }
}
