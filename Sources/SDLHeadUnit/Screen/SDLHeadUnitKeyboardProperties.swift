import SDLRPC

/// An app's `KeyboardProperties` as the head unit holds them: the last SetGlobalProperties'
/// `keyboardProperties` (SDL Core keeps the whole object, `set_keyboard_props`), or Core's reset values
/// after ResetGlobalProperties(KEYBOARDPROPERTIES): EN-US, QWERTY and an empty autocomplete list.
///
/// ```swift
/// let keyboard = try await headUnit.keyboardProperties()
/// #expect(keyboard?.keyboardLayout == "QWERTZ")
/// #expect(keyboard?.effectiveKeypressMode == "RESEND_CURRENT_ENTRY")   // the spec's default
/// ```
public struct SDLHeadUnitKeyboardProperties: Sendable, Hashable {
    /// The object as held (after Core moved a deprecated `autoCompleteText` into `autoCompleteList`).
    public var json: SDLJSONObject

    /// Wraps a `KeyboardProperties` object.
    public init(json: SDLJSONObject) {
        self.json = json
    }

    /// What ResetGlobalProperties(KEYBOARDPROPERTIES) sends the HMI (`reset_global_properties_request.cc`).
    public static let coreReset = SDLHeadUnitKeyboardProperties(json: [
        "language": "EN-US", "keyboardLayout": "QWERTY", "autoCompleteList": .array([]),
    ])

    /// `language`.
    public var language: String? { json["language"]?.stringValue }
    /// `keyboardLayout` (QWERTY, QWERTZ, AZERTY, NUMERIC).
    public var keyboardLayout: String? { json["keyboardLayout"]?.stringValue }
    /// `keypressMode` as sent.
    public var keypressMode: String? { json["keypressMode"]?.stringValue }
    /// `keypressMode`, or RESEND_CURRENT_ENTRY when omitted (MOBILE_API's KeyboardProperties).
    public var effectiveKeypressMode: String { keypressMode ?? "RESEND_CURRENT_ENTRY" }
    /// `limitedCharacterList` (empty: every key enabled).
    public var limitedCharacterList: [String] { strings("limitedCharacterList") }
    /// `autoCompleteList`.
    public var autoCompleteList: [String] { strings("autoCompleteList") }
    /// `maskInputCharacters` (ENABLE_INPUT_KEY_MASK, DISABLE_INPUT_KEY_MASK, USER_CHOICE_INPUT_KEY_MASK).
    public var maskInputCharacters: String? { json["maskInputCharacters"]?.stringValue }
    /// `customKeys`.
    public var customKeys: [String] { strings("customKeys") }

    private func strings(_ key: String) -> [String] {
        (json[key]?.arrayValue ?? []).compactMap(\.stringValue)
    }

    /// The properties as Core keeps them from a SetGlobalProperties: a deprecated `autoCompleteText`
    /// becomes `autoCompleteList[0]` when there is no list, and is dropped (`set_global_properties_request.cc`).
    init(request object: SDLJSONObject) {
        var kept = SDLJSONObject()
        for (key, value) in object where key != "autoCompleteText" { kept.append(key, value) }
        if kept["autoCompleteList"] == nil, let text = object["autoCompleteText"]?.stringValue {
            kept.append("autoCompleteList", .array([.string(text)]))
        }
        self.json = kept
    }
}

/// The keyboard of an open PerformInteraction (KEYBOARD, LIST_WITH_SEARCH or ICON_WITH_SEARCH).
public struct SDLHeadUnitKeyboardEntry: Sendable, Hashable {
    /// What the user has typed so far.
    public var text: String
    /// Whether the entry is shown masked (ENABLE_INPUT_KEY_MASK, or USER_CHOICE_INPUT_KEY_MASK until
    /// the user unmasks it: the reference HMI starts masked).
    public var isMasked: Bool
    /// The app's keyboard properties while the keyboard is open (they change when the app sends
    /// SetGlobalProperties during the interaction); `nil`: the HMI's defaults.
    public var properties: SDLHeadUnitKeyboardProperties?

    /// An empty entry with `properties`.
    public init(properties: SDLHeadUnitKeyboardProperties?) {
        self.text = ""
        self.properties = properties
        self.isMasked = properties?.maskInputCharacters == "ENABLE_INPUT_KEY_MASK"
            || properties?.maskInputCharacters == "USER_CHOICE_INPUT_KEY_MASK"
    }

    /// Whether the user may switch masking (USER_CHOICE_INPUT_KEY_MASK).
    public var userCanToggleMask: Bool { properties?.maskInputCharacters == "USER_CHOICE_INPUT_KEY_MASK" }

    /// The entry as shown: one `•` per character when masked.
    public var displayedText: String { isMasked ? String(repeating: "•", count: text.count) : text }

    /// The JSON form for state dumps, the control channel and the web page (`text` is the displayed,
    /// possibly masked, entry).
    public var json: SDLJSONValue {
        let properties = properties ?? SDLHeadUnitKeyboardProperties(json: [:])
        return [
            "text": .string(displayedText), "masked": .bool(isMasked), "maskToggle": .bool(userCanToggleMask),
            "keyboardLayout": .string(properties.keyboardLayout ?? "QWERTY"),
            "keypressMode": .string(properties.effectiveKeypressMode),
            "language": properties.language.map { .string($0) } ?? .null,
            "autoCompleteList": .array(properties.autoCompleteList.map { .string($0) }),
            "limitedCharacterList": .array(properties.limitedCharacterList.map { .string($0) }),
            "customKeys": .array(properties.customKeys.map { .string($0) }),
        ]
    }
}
