import SDLRPC

/// Choice sets, the keyboard and subtle alerts as the head unit holds them, and what the user does at
/// the keyboard of a PerformInteraction (KEYBOARD, LIST_WITH_SEARCH or ICON_WITH_SEARCH). `app` names
/// an app by its head-unit id; without it the app in FULL (or the only app) is meant — for the keyboard
/// actions, a given `app` must own the open keyboard.
///
/// ```swift
/// try await headUnit.typeText("pizza")         // OnKeyboardInput KEYPRESS per character
/// try await headUnit.submitKeyboard()          // ENTRY_SUBMITTED, then SUCCESS with manualTextEntry
/// let sets = try await headUnit.choiceSets()   // [SDLHeadUnitChoiceSet], by set id
/// ```
extension SDLHeadUnit {
    /// Types `text` on the open keyboard, one key per character. Each key sends OnKeyboardInput
    /// KEYPRESS as the app's `keypressMode` asks: the key (SINGLE_KEYPRESS), nothing (QUEUE_KEYPRESSES)
    /// or the whole entry so far (RESEND_CURRENT_ENTRY, the default), and restarts the interaction's
    /// timeout. Throws ``SDLHeadUnitError`` when no keyboard is open or a character is not in the
    /// `limitedCharacterList` (nothing is typed then).
    public func typeText(_ text: String, app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.typeText(text, app: app) } }
    }

    /// Submits the entry: OnKeyboardInput ENTRY_SUBMITTED with the whole text, then the
    /// PerformInteraction answers SUCCESS with `manualTextEntry` and `triggerSource` KEYBOARD.
    public func submitKeyboard(app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.submitKeyboard(app: app) } }
    }

    /// Leaves the keyboard with its back button: OnKeyboardInput ENTRY_CANCELLED; a KEYBOARD
    /// interaction then answers ABORTED, a search layout clears the entry and keeps its choices open.
    public func cancelKeyboard(app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.cancelKeyboard(app: app) } }
    }

    /// The system ends the keyboard: OnKeyboardInput ENTRY_ABORTED, then the interaction answers ABORTED.
    public func abortKeyboard(app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.abortKeyboard(app: app) } }
    }

    /// Presses the keyboard's mask key (only with `maskInputCharacters` USER_CHOICE_INPUT_KEY_MASK; the
    /// keyboard opens masked): OnKeyboardInput INPUT_KEY_MASK_DISABLED, or INPUT_KEY_MASK_ENABLED when
    /// it masks again. Throws ``SDLHeadUnitError`` for any other mask setting.
    public func toggleKeyboardMask(app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.toggleKeyboardMask(app: app) } }
    }

    /// The app's choice sets as the head unit holds them (CreateInteractionChoiceSet minus
    /// DeleteInteractionChoiceSet), sorted by set id, each with its choices in the order sent.
    public func choiceSets(app: Int? = nil) async throws(SDLHeadUnitError) -> [SDLHeadUnitChoiceSet] {
        try await registeredApp(app).choiceSetList
    }

    /// The app's keyboard properties as the head unit holds them: `nil` before any SetGlobalProperties
    /// with `keyboardProperties`, Core's reset values after ResetGlobalProperties(KEYBOARDPROPERTIES).
    public func keyboardProperties(app: Int? = nil) async throws(SDLHeadUnitError) -> SDLHeadUnitKeyboardProperties? {
        try await registeredApp(app).keyboardProperties
    }
}
