import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// SetGlobalProperties' keyboard properties against the display's `keyboardCapabilities`: Core
/// passes layout and masking on to the HMI and answers with the HMI's result (sdl_atf_test_scripts
/// KeyboardEnhancements 010, 011); the emulator's HMI follows its profile.
@Suite("Keyboard properties against the display's keyboard capabilities")
struct KeyboardCapabilityTests {
    static let capabilities: SDLJSONObject = ["maskInputCharactersSupported": false, "supportedKeyboards": [
        ["keyboardLayout": "QWERTY", "numConfigurableKeys": 2], ["keyboardLayout": "NUMERIC", "numConfigurableKeys": 1],
    ]]

    @Test("a layout the display lacks is UNSUPPORTED_RESOURCE and not kept; masking it cannot do is WARNINGS and kept; a listed layout is SUCCESS")
    func layoutAndMasking() async throws {
        try await HeadUnitHarness.run({ $0.profile.keyboardCapabilities = Self.capabilities }) { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            let azerty = try await client.request(MenuTestApp.setGlobalProperties, ["keyboardProperties": ["keyboardLayout": "AZERTY"]])
            CoreMenuRuleTests.expect(azerty, "UNSUPPORTED_RESOURCE", info: "keyboard layout is not supported")
            #expect(azerty.success == false)
            #expect(try await headUnit.keyboardProperties()?.keyboardLayout != "AZERTY")
            let masked = try await client.request(MenuTestApp.setGlobalProperties,
                                                  ["keyboardProperties": ["keyboardLayout": "NUMERIC", "maskInputCharacters": "ENABLE_INPUT_KEY_MASK"]])
            CoreMenuRuleTests.expect(masked, "WARNINGS")
            #expect(masked.success == true)
            #expect(try await headUnit.keyboardProperties()?.keyboardLayout == "NUMERIC")
            let unmasked = try await client.request(MenuTestApp.setGlobalProperties,
                                                    ["keyboardProperties": ["keyboardLayout": "QWERTY", "maskInputCharacters": "DISABLE_INPUT_KEY_MASK"]])
            CoreMenuRuleTests.expect(unmasked, "SUCCESS")
        }
    }

    @Test("without keyboard capabilities in the profile any layout and mask is SUCCESS")
    func noCapabilities() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            let reply = try await client.request(MenuTestApp.setGlobalProperties,
                                                 ["keyboardProperties": ["keyboardLayout": "AZERTY", "maskInputCharacters": "ENABLE_INPUT_KEY_MASK"]])
            CoreMenuRuleTests.expect(reply, "SUCCESS")
        }
    }
}
