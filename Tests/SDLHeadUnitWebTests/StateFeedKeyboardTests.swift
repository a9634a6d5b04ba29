import SDLHeadUnit
@testable import SDLHeadUnitWeb
import SDLRPC
import SDLTestSupport
import Testing

@Suite("State feed: the keyboard")
struct StateFeedKeyboardTests {
    static let setGlobalProperties = SDLSetGlobalProperties.rpcFunctionID

    @Test("a keyboard interaction carries the entry (masked when masking is on), layout, keypress mode, suggestions and keys")
    func keyboardEntry() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            let properties = try await client.request(Self.setGlobalProperties, ["keyboardProperties": [
                "keyboardLayout": "AZERTY", "keypressMode": "QUEUE_KEYPRESSES", "maskInputCharacters": "USER_CHOICE_INPUT_KEY_MASK",
                "autoCompleteList": ["Paris", "Pau"], "limitedCharacterList": ["p", "a"], "customKeys": ["é"],
            ]])
            #expect(properties.resultCode == "SUCCESS")
            _ = try await client.sendRequest(FID.performInteraction, [
                "initialText": "City?", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": [], "interactionLayout": "KEYBOARD",
            ])
            _ = try await headUnit.nextOverlay(.performInteraction)
            try await headUnit.typeText("pa")
            var entry = try await WebHarness.state(headUnit)["overlay"]["keyboardEntry"]
            #expect(entry["text"] == "••")
            #expect(entry["masked"] == true)
            #expect(entry["maskToggle"] == true)
            #expect(entry["keyboardLayout"] == "AZERTY")
            #expect(entry["keypressMode"] == "QUEUE_KEYPRESSES")
            #expect(entry["autoCompleteList"] == ["Paris", "Pau"])
            #expect(entry["limitedCharacterList"] == ["p", "a"])
            #expect(entry["customKeys"] == ["é"])
            // Every keyboard action is one the page may send.
            for action in ["typeText", "submitKeyboard", "cancelKeyboard", "abortKeyboard", "toggleKeyboardMask"] {
                #expect(WebPageCommand.refusal(#"{"action":"\#(action)"}"#) == nil)
            }
            try await headUnit.toggleKeyboardMask()
            entry = try await WebHarness.state(headUnit)["overlay"]["keyboardEntry"]
            #expect(entry["text"] == "pa")
            #expect(entry["masked"] == false)
        }
    }
}
