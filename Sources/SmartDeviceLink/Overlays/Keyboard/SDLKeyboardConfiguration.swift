public import SDLRPC

/// How the head unit's keyboard looks and reports keys: the `KeyboardProperties` (`SDLKeyboardProperties`) an
/// ``SDLKeyboardController`` sends with SetGlobalProperties before it opens, and takes back after).
///
/// ```swift
/// var keyboard = SDLKeyboardConfiguration(layout: .qwertz, keypressMode: .resendCurrentEntry)
/// keyboard.autoCompleteList = ["Berlin", "Bern"]
/// ```
public struct SDLKeyboardConfiguration: Hashable, Sendable {
    /// The keyboard's language; `nil` leaves the head unit's.
    public var language: SDLLanguage?
    /// QWERTY, QWERTZ, AZERTY or NUMERIC (RPC 7.1); checked against the display's keyboards.
    public var layout: SDLKeyboardLayout?
    /// What each KEYPRESS carries: the key (`singleKeypress`, `queueKeypresses`) or the whole entry so
    /// far (`resendCurrentEntry`).
    public var keypressMode: SDLKeypressMode?
    /// The only keys the user may press (at most 100); `nil` or empty: every key.
    public var limitedCharacters: [String]?
    /// Words offered as the user types (at most 100; RPC 6.0, before that the first is sent as
    /// `autoCompleteText`).
    public var autoCompleteList: [String]?
    /// Whether typed characters are masked (RPC 7.1): always, never, or the user's choice.
    public var masking: SDLKeyboardInputMask?
    /// Keys the app adds to the layout (RPC 7.1, at most the layout's configurable keys).
    public var customKeys: [String]?

    /// Properties; everything left `nil` is left to the head unit.
    public init(
        language: SDLLanguage? = nil, layout: SDLKeyboardLayout? = nil, keypressMode: SDLKeypressMode? = nil,
        limitedCharacters: [String]? = nil, autoCompleteList: [String]? = nil, masking: SDLKeyboardInputMask? = nil,
        customKeys: [String]? = nil
    ) {
        self.language = language
        self.layout = layout
        self.keypressMode = keypressMode
        self.limitedCharacters = limitedCharacters
        self.autoCompleteList = autoCompleteList
        self.masking = masking
        self.customKeys = customKeys
    }

    /// The RPC struct with what `version` has (newer fields left out; before 6.0 the first
    /// autocomplete word goes as `autoCompleteText`).
    func keyboardProperties(for version: SDLRPCVersion) -> SDLKeyboardProperties {
        let rules = SDLKeyboardProperties.Parameters.self
        func has(_ rule: SDLParameterRule) -> Bool { rule.since.map { $0 <= version } ?? true }
        let list = autoCompleteList.flatMap { $0.isEmpty ? nil : $0 }
        return SDLKeyboardProperties(
            language: language,
            keyboardLayout: layout,
            keypressMode: keypressMode,
            limitedCharacterList: limitedCharacters.flatMap { $0.isEmpty ? nil : $0 },
            autoCompleteText: has(rules.autoCompleteList) ? nil : list?.first,
            autoCompleteList: has(rules.autoCompleteList) ? list : nil,
            maskInputCharacters: has(rules.maskInputCharacters) ? masking : nil,
            customKeys: has(rules.customKeys) ? customKeys.flatMap { $0.isEmpty ? nil : $0 } : nil)
    }
}
