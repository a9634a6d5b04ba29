import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The keyboard of a PerformInteraction (docs/core-rules.md, "Choice sets, the keyboard and subtle
/// alerts"): keyboard properties kept per app, OnKeyboardInput as the reference HMI sends it through Core.
@Suite("The keyboard: properties, keys and OnKeyboardInput")
struct KeyboardTests {
    static let onKeyboardInput = SDLOnKeyboardInput.rpcFunctionID

    /// An app in FULL with `keyboard` set by SetGlobalProperties (none when `nil`).
    static func app(_ headUnit: SDLHeadUnit, keyboard: SDLJSONValue?) async throws -> TestSDLClient {
        let client = try await MenuTestApp.inFull(headUnit)
        if let keyboard {
            let reply = try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": keyboard])
            #expect(reply.resultCode == "SUCCESS")
        }
        return client
    }

    /// Opens a KEYBOARD PerformInteraction without choice sets.
    static func openKeyboard(_ client: TestSDLClient, _ headUnit: SDLHeadUnit, layout: String = "KEYBOARD") async throws -> Int32 {
        let id = try await client.sendRequest(FID.performInteraction, [
            "initialText": "Search", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [], "interactionLayout": .string(layout),
        ])
        _ = try await headUnit.nextOverlay(.performInteraction)
        return id
    }

    static func keyEvents(_ client: TestSDLClient, count: Int) async throws -> [TestSDLClient.RPC] {
        var events: [TestSDLClient.RPC] = []
        for _ in 0..<count { events.append(try await client.notification(onKeyboardInput)) }
        return events
    }

    @Test("SINGLE_KEYPRESS sends each key, RESEND_CURRENT_ENTRY (the default) the entry so far")
    func keypressModes() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.app(headUnit, keyboard: ["keypressMode": "SINGLE_KEYPRESS"])
            _ = try await Self.openKeyboard(client, headUnit)
            try await headUnit.typeText("ab")
            let single = try await Self.keyEvents(client, count: 2)
            #expect(single.map { $0.parameters["event"] } == ["KEYPRESS", "KEYPRESS"])
            #expect(single.map { $0.parameters["data"] } == ["a", "b"])
            #expect(try await headUnit.overlay()?.keyboard?.text == "ab")
            try await headUnit.dismissOverlay()
            _ = try await client.request(MenuTestApp.resetGlobalProperties, ["properties": ["KEYBOARDPROPERTIES"]])
            _ = try await Self.openKeyboard(client, headUnit)
            try await headUnit.typeText("ab")
            #expect(try await Self.keyEvents(client, count: 2).map { $0.parameters["data"] } == ["a", "ab"])
        }
    }

    @Test("QUEUE_KEYPRESSES sends no KEYPRESS; submitting sends ENTRY_SUBMITTED with the text, then SUCCESS with manualTextEntry")
    func queueAndSubmit() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.app(headUnit, keyboard: ["keypressMode": "QUEUE_KEYPRESSES"])
            let interaction = try await Self.openKeyboard(client, headUnit)
            try await headUnit.typeText("pizza")
            try await headUnit.submitKeyboard()
            let submitted = try await client.notification(Self.onKeyboardInput)
            let response = try await client.response(to: interaction)
            #expect(submitted.parameters["event"] == "ENTRY_SUBMITTED")
            #expect(submitted.parameters["data"] == "pizza")
            #expect(submitted.messageID < response.messageID)
            #expect(response.resultCode == "SUCCESS")
            #expect(response.parameters["manualTextEntry"] == "pizza")
            #expect(response.parameters["triggerSource"] == "KEYBOARD")
            #expect(client.pendingRPCs.allSatisfy { $0.functionID != Self.onKeyboardInput })
        }
    }

    @Test("cancel: ENTRY_CANCELLED without data, then ABORTED; abort: ENTRY_ABORTED, then ABORTED; a search layout keeps its list on cancel")
    func cancelAndAbort() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.app(headUnit, keyboard: nil)
            let first = try await Self.openKeyboard(client, headUnit)
            try await headUnit.cancelKeyboard()
            let cancelled = try await client.notification(Self.onKeyboardInput)
            #expect(cancelled.parameters["event"] == "ENTRY_CANCELLED")
            #expect(cancelled.parameters["data"] == nil)
            #expect(try await client.response(to: first).resultCode == "ABORTED")
            let second = try await Self.openKeyboard(client, headUnit)
            try await headUnit.abortKeyboard()
            #expect(try await client.notification(Self.onKeyboardInput).parameters["event"] == "ENTRY_ABORTED")
            #expect(try await client.response(to: second).resultCode == "ABORTED")
            // LIST_WITH_SEARCH: the keyboard's back button leaves the list open.
            let set = try await client.request(FID.createInteractionChoiceSet, ["interactionChoiceSetID": 1, "choiceSet": [["choiceID": 1, "menuName": "Roma"]]])
            #expect(set.resultCode == "SUCCESS")
            let third = try await client.sendRequest(FID.performInteraction, [
                "initialText": "Search", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [1], "interactionLayout": "LIST_WITH_SEARCH",
            ])
            _ = try await headUnit.nextOverlay(.performInteraction)
            try await headUnit.typeText("r")
            _ = try await client.notification(Self.onKeyboardInput)
            try await headUnit.cancelKeyboard()
            #expect(try await client.notification(Self.onKeyboardInput).parameters["event"] == "ENTRY_CANCELLED")
            #expect(try await headUnit.overlay()?.keyboard?.text == "")
            try await headUnit.selectChoice(1)
            #expect(try await client.response(to: third).parameters["choiceID"] == 1)
        }
    }

    @Test("USER_CHOICE_INPUT_KEY_MASK opens masked; the mask key sends INPUT_KEY_MASK_DISABLED / _ENABLED; other settings have no mask key")
    func masking() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.app(headUnit, keyboard: ["maskInputCharacters": "USER_CHOICE_INPUT_KEY_MASK"])
            _ = try await Self.openKeyboard(client, headUnit)
            try await headUnit.typeText("1234")
            _ = try await Self.keyEvents(client, count: 4)
            #expect(try await headUnit.overlay()?.keyboard?.isMasked == true)
            #expect(try await headUnit.renderText().contains("> ••••▏"))
            try await headUnit.toggleKeyboardMask()
            let shown = try await client.notification(Self.onKeyboardInput)
            #expect(shown.parameters["event"] == "INPUT_KEY_MASK_DISABLED")
            #expect(shown.parameters["data"] == nil)
            #expect(try await headUnit.renderText().contains("> 1234▏"))
            try await headUnit.toggleKeyboardMask()
            #expect(try await client.notification(Self.onKeyboardInput).parameters["event"] == "INPUT_KEY_MASK_ENABLED")
            try await headUnit.dismissOverlay()
            _ = try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": ["maskInputCharacters": "ENABLE_INPUT_KEY_MASK"]])
            _ = try await Self.openKeyboard(client, headUnit)
            #expect(try await headUnit.overlay()?.keyboard?.isMasked == true)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.toggleKeyboardMask() }
        }
    }

    @Test("keyboard properties are kept whole per app (autoCompleteText becomes autoCompleteList), reset to Core's values, and reach an open keyboard")
    func propertiesKeptAndReset() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.app(headUnit, keyboard: nil)
            #expect(try await headUnit.keyboardProperties() == nil)
            _ = try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": [
                "language": "DE-DE", "keyboardLayout": "QWERTZ", "autoCompleteText": "Pizza", "customKeys": ["€"],
            ]])
            let kept = try #require(try await headUnit.keyboardProperties())
            #expect(kept.keyboardLayout == "QWERTZ" && kept.language == "DE-DE" && kept.customKeys == ["€"])
            #expect(kept.autoCompleteList == ["Pizza"])
            #expect(kept.json["autoCompleteText"] == nil)
            _ = try await Self.openKeyboard(client, headUnit)
            // The app updates its suggestions while the user types; a new object replaces the old one.
            _ = try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": ["autoCompleteList": ["Pizza Roma", "Pizza Hut"]]])
            let open = try #require(try await headUnit.overlay()?.keyboard)
            #expect(open.properties?.autoCompleteList == ["Pizza Roma", "Pizza Hut"])
            #expect(open.properties?.keyboardLayout == nil)
            #expect(try await headUnit.renderText().contains("suggest: Pizza Roma | Pizza Hut"))
            try await headUnit.dismissOverlay()
            _ = try await client.request(MenuTestApp.resetGlobalProperties, ["properties": ["KEYBOARDPROPERTIES"]])
            #expect(try await headUnit.keyboardProperties() == .coreReset)
            #expect(SDLHeadUnitKeyboardProperties.coreReset.json == ["language": "EN-US", "keyboardLayout": "QWERTY", "autoCompleteList": []])
        }
    }

    @Test("a key outside limitedCharacterList is disabled: nothing is typed or sent")
    func limitedCharacters() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.app(headUnit, keyboard: ["limitedCharacterList": ["a", "b"], "keypressMode": "SINGLE_KEYPRESS"])
            _ = try await Self.openKeyboard(client, headUnit)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.typeText("ax") }
            #expect(try await headUnit.overlay()?.keyboard?.text == "")
            try await headUnit.typeText("BA")
            #expect(try await Self.keyEvents(client, count: 2).map { $0.parameters["data"] } == ["B", "A"])
            #expect(try await headUnit.renderText().contains("keys: a b"))
        }
    }

    @Test("the keyboard's control lines are listed by help and act as the Swift API does; enterText still answers at once")
    func controlLines() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.app(headUnit, keyboard: nil)
            let help = await headUnit.execute(controlLine: #"{"action":"help"}"#)
            for action in ["typeText", "submitKeyboard", "cancelKeyboard", "abortKeyboard", "toggleKeyboardMask", "choiceSets", "keyboardProperties"] {
                #expect(help.contains("\"\(action)\""))
            }
            let interaction = try await Self.openKeyboard(client, headUnit)
            #expect(await headUnit.execute(controlLine: #"{"action":"typeText","text":"hi"}"#).contains("\"ok\":true"))
            _ = try await Self.keyEvents(client, count: 2)
            #expect(await headUnit.execute(controlLine: #"{"action":"submitKeyboard"}"#).contains("\"ok\":true"))
            #expect(try await client.response(to: interaction).parameters["manualTextEntry"] == "hi")
            #expect(await headUnit.execute(controlLine: #"{"action":"submitKeyboard"}"#).contains("noOverlay"))
            let direct = try await Self.openKeyboard(client, headUnit)
            try await headUnit.enterText("fast")
            #expect(try await client.response(to: direct).parameters["manualTextEntry"] == "fast")
            _ = try await client.request(FID.createInteractionChoiceSet, ["interactionChoiceSetID": 4, "choiceSet": [["choiceID": 9, "menuName": "Nine"]]])
            let sets = await headUnit.execute(controlLine: #"{"action":"choiceSets"}"#)
            #expect(sets.contains(#""interactionChoiceSetID":4"#) && sets.contains(#""menuName":"Nine""#))
        }
    }

    @Test("customKeys beyond the layout's numConfigurableKeys are INVALID_DATA and not kept; the layout is the request's, else the kept one, else QWERTY")
    func customKeys() async throws {
        let capabilities: SDLJSONObject = ["maskInputCharactersSupported": true, "supportedKeyboards": [
            ["keyboardLayout": "QWERTY", "numConfigurableKeys": 2], ["keyboardLayout": "NUMERIC", "numConfigurableKeys": 1],
        ]]
        try await HeadUnitHarness.run({ $0.profile.keyboardCapabilities = capabilities }) { headUnit, _ in
            let client = try await Self.app(headUnit, keyboard: ["customKeys": ["!", "?"]])
            let tooMany = try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": ["customKeys": ["!", "?", "#"]]])
            CoreMenuRuleTests.expect(tooMany, "INVALID_DATA", info: "customKeys exceeds the number of customizable keys in this Layout")
            #expect(try await headUnit.keyboardProperties()?.customKeys == ["!", "?"])
            let numeric = try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": ["keyboardLayout": "NUMERIC", "customKeys": [".", ","]]])
            CoreMenuRuleTests.expect(numeric, "INVALID_DATA", info: "customKeys exceeds the number of customizable keys in this Layout")
            CoreMenuRuleTests.expect(try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": ["keyboardLayout": "NUMERIC"]]), "SUCCESS")
            // The kept layout (NUMERIC, one key) counts when the request names none; AZERTY is not listed: no keys.
            CoreMenuRuleTests.expect(try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": ["customKeys": ["1", "2"]]]), "INVALID_DATA",
                                     info: "customKeys exceeds the number of customizable keys in this Layout")
            CoreMenuRuleTests.expect(try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": ["keyboardLayout": "AZERTY", "customKeys": ["é"]]]), "INVALID_DATA",
                                     info: "customKeys exceeds the number of customizable keys in this Layout")
            let displays = try await client.request(FID.getSystemCapability, ["systemCapabilityType": "DISPLAYS"])
            let display = displays.parameters["systemCapability"]?.objectValue?["displayCapabilities"]?.arrayValue?.first?.objectValue
            let window = display?["windowCapabilities"]?.arrayValue?.first?.objectValue
            #expect(window?["keyboardCapabilities"] == .object(capabilities))
        }
    }
}
