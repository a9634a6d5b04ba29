import SDLRPC

/// The control lines for choice sets and the keyboard (see ``SDLHeadUnit/typeText(_:app:)`` and its
/// neighbours).
extension HeadUnitControl {
    /// The keyboard and choice-set actions, with their parameters, for `help`.
    static let keyboardActions: [(name: String, parameters: String)] = [
        ("typeText", "text, app?"),
        ("submitKeyboard", "app?"),
        ("cancelKeyboard", "app?"),
        ("abortKeyboard", "app?"),
        ("toggleKeyboardMask", "app?"),
        ("choiceSets", "app?"),
        ("keyboardProperties", "app?"),
    ]

    /// Performs a keyboard or choice-set action; `nil` when `action` is none of them.
    static func performKeyboard(_ action: String, _ command: SDLJSONObject, core: HeadUnitCore) throws(SDLHeadUnitError) -> SDLJSONValue? {
        let app = command["app"]?.intValue
        switch action {
        case "typeText":
            guard let text = command["text"]?.stringValue else { throw .invalidCommand("\"text\" must be a string") }
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.typeText(text, app: app) }
        case "submitKeyboard":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.submitKeyboard(app: app) }
        case "cancelKeyboard":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.cancelKeyboard(app: app) }
        case "abortKeyboard":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.abortKeyboard(app: app) }
        case "toggleKeyboardMask":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.toggleKeyboardMask(app: app) }
        case "choiceSets":
            return .array((core.engine.apps[try core.engine.resolveApp(app)]?.app.choiceSetList ?? []).map(\.json))
        case "keyboardProperties":
            let properties = core.engine.apps[try core.engine.resolveApp(app)]?.app.keyboardProperties
            return properties.map { .object($0.json) } ?? .null
        default:
            return nil
        }
        return .null
    }
}
