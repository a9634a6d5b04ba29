import SDLRPC

/// The keyboard of a PerformInteraction, as SDL Core 8.2 and its reference HMI run it: the app's
/// `keyboardProperties` (SetGlobalProperties, ResetGlobalProperties), the user's keys and the
/// OnKeyboardInput notifications they produce (docs/core-rules.md, "Choice sets, the keyboard and
/// subtle alerts").
extension HeadUnitEngine {
    /// Core's info for more `customKeys` than the layout has configurable keys (SDL-0238 as accepted,
    /// sdl_core PR #3609; the 8.x handler is not in the index, so the text is the proposal's).
    static let tooManyCustomKeysInfo = "customKeys exceeds the number of customizable keys in this Layout"

    /// Whether `customKeys` fit the layout (the request's `keyboardLayout`, else the app's kept one, else
    /// QWERTY): at most its `numConfigurableKeys` in the display's `keyboardCapabilities` (0 for a layout
    /// it does not list). Always `true` when the profile declares no keyboard capabilities.
    func customKeysFit(_ object: SDLJSONObject, appID: Int) -> Bool {
        guard let keys = object["customKeys"]?.arrayValue, let capabilities = settings.profile.keyboardCapabilities else { return true }
        let layout = object["keyboardLayout"]?.stringValue ?? apps[appID]?.app.keyboardProperties?.keyboardLayout ?? "QWERTY"
        let supported = (capabilities["supportedKeyboards"]?.arrayValue ?? []).compactMap(\.objectValue)
        let allowed = supported.first { $0["keyboardLayout"]?.stringValue == layout }?["numConfigurableKeys"]?.intValue ?? 0
        return keys.count <= allowed
    }

    /// The info the emulator's HMI answers a `keyboardLayout` its display does not offer with (the
    /// HMI's text in sdl_atf_test_scripts' KeyboardEnhancements 011).
    static let unsupportedKeyboardLayoutInfo = "keyboard layout is not supported"

    /// The emulator HMI's answer to UI.SetGlobalProperties' `keyboardProperties`, which Core passes on
    /// without checking them against the capabilities (only `customKeys` is Core's own check) and
    /// answers with the HMI's result (sdl_atf_test_scripts KeyboardEnhancements 010 and 011): a
    /// `keyboardLayout` the display's `supportedKeyboards` does not list is UNSUPPORTED_RESOURCE
    /// ``unsupportedKeyboardLayoutInfo``; `maskInputCharacters` (other than `DISABLE_INPUT_KEY_MASK`)
    /// on a display whose `maskInputCharactersSupported` is false is WARNINGS. `nil` when the display
    /// takes them, or when the profile declares no keyboard capabilities (or leaves that field out).
    func keyboardHMIAnswer(_ object: SDLJSONObject) -> (resultCode: String, info: String?)? {
        guard let capabilities = settings.profile.keyboardCapabilities else { return nil }
        if let layout = object["keyboardLayout"]?.stringValue, let supported = capabilities["supportedKeyboards"]?.arrayValue,
           !supported.contains(where: { $0.objectValue?["keyboardLayout"]?.stringValue == layout }) {
            return ("UNSUPPORTED_RESOURCE", Self.unsupportedKeyboardLayoutInfo)
        }
        if let mask = object["maskInputCharacters"]?.stringValue, mask != "DISABLE_INPUT_KEY_MASK",
           capabilities["maskInputCharactersSupported"]?.boolValue == false {
            return ("WARNINGS", nil)
        }
        return nil
    }

    /// Keeps SetGlobalProperties' `keyboardProperties` for the app (the whole object replaces the last
    /// one, as Core's `set_keyboard_props` does) and shows them on its open keyboard.
    func keepKeyboardProperties(_ object: SDLJSONObject, appID: Int) {
        setKeyboardProperties(SDLHeadUnitKeyboardProperties(request: object), appID: appID)
    }

    /// Sets the app's keyboard properties and updates its open keyboard, if any.
    func setKeyboardProperties(_ properties: SDLHeadUnitKeyboardProperties, appID: Int) {
        apps[appID]?.app.keyboardProperties = properties
        guard var record = overlay, record.overlay.appID == appID, var entry = record.overlay.keyboard else { return }
        entry.properties = properties
        if !entry.userCanToggleMask {
            entry.isMasked = properties.maskInputCharacters == "ENABLE_INPUT_KEY_MASK"
        }
        record.overlay.keyboard = entry
        overlay = record
        emit(.screenChanged)
    }

    /// The open keyboard, checked to belong to `reference` when one is given.
    private func openKeyboard(app reference: Int?) throws(SDLHeadUnitError) -> (OverlayRecord, SDLHeadUnitKeyboardEntry) {
        let record = try currentOverlay([.performInteraction])
        guard let entry = record.overlay.keyboard else { throw .notApplicable("The interaction has no keyboard") }
        if let reference, try resolveApp(reference) != record.overlay.appID {
            throw .notApplicable("The keyboard belongs to app \(record.overlay.appID), not \(reference)")
        }
        return (record, entry)
    }

    /// Stores the edited entry back into the open overlay.
    private func storeKeyboard(_ entry: SDLHeadUnitKeyboardEntry) {
        guard var record = overlay else { return }
        record.overlay.keyboard = entry
        overlay = record
        emit(.screenChanged)
    }

    /// The app Core sends OnKeyboardInput to (`on_keyboard_input_notification.cc`): the app whose active
    /// PerformInteraction has layout KEYBOARD, otherwise the app in FULL.
    private var keyboardInputTarget: Int? {
        if let current = overlay?.overlay, current.kind == .performInteraction, current.interactionLayout == "KEYBOARD" {
            return current.appID
        }
        return fullAppID
    }

    /// Sends OnKeyboardInput to ``keyboardInputTarget``.
    private func sendKeyboardInput(_ event: SDLKeyboardEvent, data: String? = nil) {
        guard let target = keyboardInputTarget else { return }
        notify(target, SDLOnKeyboardInput(event: event, data: data))
    }

    /// The user types `text` key by key. Each key resets the interaction's timeout (the HMI's
    /// OnResetTimeout) and, by `keypressMode`, sends OnKeyboardInput KEYPRESS with the key
    /// (SINGLE_KEYPRESS), nothing (QUEUE_KEYPRESSES) or the whole entry so far (RESEND_CURRENT_ENTRY,
    /// the default). A character outside `limitedCharacterList` (compared ignoring case, as the
    /// reference HMI does) is a disabled key: nothing is typed.
    func typeText(_ text: String, app reference: Int?) throws(SDLHeadUnitError) {
        var (_, entry) = try openKeyboard(app: reference)
        let allowed = Set((entry.properties?.limitedCharacterList ?? []).map { $0.lowercased() })
        if !allowed.isEmpty, let disabled = text.first(where: { !allowed.contains(String($0).lowercased()) }) {
            throw .notApplicable("Key '\(disabled)' is disabled: it is not in the limitedCharacterList")
        }
        let mode = entry.properties?.effectiveKeypressMode ?? "RESEND_CURRENT_ENTRY"
        for character in text {
            entry.text.append(character)
            storeKeyboard(entry)
            restartOverlayTimeout()
            switch mode {
            case "SINGLE_KEYPRESS": sendKeyboardInput(.keypress, data: String(character))
            case "QUEUE_KEYPRESSES": break
            default: sendKeyboardInput(.keypress, data: entry.text)
            }
        }
    }

    /// The user submits the entry: OnKeyboardInput ENTRY_SUBMITTED with the whole text, then the
    /// PerformInteraction answers SUCCESS with `manualTextEntry` and `triggerSource` KEYBOARD (an empty
    /// entry: SUCCESS without either, as Core 8.x drops an empty `manualTextEntry`).
    func submitKeyboard(app reference: Int?) throws(SDLHeadUnitError) {
        let (_, entry) = try openKeyboard(app: reference)
        sendKeyboardInput(.entrySubmitted, data: entry.text.isEmpty ? nil : entry.text)
        finishKeyboard(text: entry.text)
    }

    /// Answers the open interaction with `text` as its manual text entry.
    func finishKeyboard(text: String) {
        guard !text.isEmpty else {
            closeOverlay(resultCode: "SUCCESS")
            return
        }
        closeOverlay(resultCode: "SUCCESS", extra: ["manualTextEntry": .string(text), "triggerSource": "KEYBOARD"])
    }

    /// The user leaves the keyboard (its back button): OnKeyboardInput ENTRY_CANCELLED without data;
    /// a KEYBOARD interaction then ends ABORTED, a search layout clears the entry and keeps its list.
    func cancelKeyboard(app reference: Int?) throws(SDLHeadUnitError) {
        let (record, current) = try openKeyboard(app: reference)
        var entry = current
        sendKeyboardInput(.entryCancelled)
        if record.overlay.interactionLayout == "KEYBOARD" {
            closeOverlay(resultCode: "ABORTED")
        } else {
            entry.text = ""
            storeKeyboard(entry)
        }
    }

    /// The system ends the keyboard: OnKeyboardInput ENTRY_ABORTED without data, then the interaction
    /// ends ABORTED.
    func abortKeyboard(app reference: Int?) throws(SDLHeadUnitError) {
        _ = try openKeyboard(app: reference)
        sendKeyboardInput(.entryAborted)
        closeOverlay(resultCode: "ABORTED")
    }

    /// The user's mask key (only with USER_CHOICE_INPUT_KEY_MASK): the entry is masked or shown, and
    /// OnKeyboardInput INPUT_KEY_MASK_ENABLED or INPUT_KEY_MASK_DISABLED, without data, tells the app.
    func toggleKeyboardMask(app reference: Int?) throws(SDLHeadUnitError) {
        var (_, entry) = try openKeyboard(app: reference)
        guard entry.userCanToggleMask else {
            throw .notApplicable("maskInputCharacters is not USER_CHOICE_INPUT_KEY_MASK: the keyboard has no mask key")
        }
        entry.isMasked.toggle()
        storeKeyboard(entry)
        sendKeyboardInput(entry.isMasked ? .inputKeyMaskEnabled : .inputKeyMaskDisabled)
    }
}
