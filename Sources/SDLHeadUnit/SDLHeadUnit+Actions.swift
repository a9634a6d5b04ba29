import SDLRPC

/// What a person does at the head unit. `app` names an app by its head-unit id; without it the app
/// in FULL (or the only app) is meant.
extension SDLHeadUnit {
    /// Presses soft button `id` on the overlay or the screen (OnButtonEvent down/up, OnButtonPress;
    /// the overlay reacts per the button's systemAction).
    public func pressSoftButton(_ id: Int, longPress: Bool = false) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.pressSoftButton(id, longPress: longPress) } }
    }

    /// Presses a hardware button (`OK`, `PLAY_PAUSE`, `SEEKLEFT`, …) the app subscribed to, as Core
    /// passes it on: OnButtonEvent BUTTONDOWN, OnButtonEvent BUTTONUP, OnButtonPress SHORT — or with
    /// `longPress` BUTTONDOWN, OnButtonPress LONG, BUTTONUP — without `customButtonID`. Throws
    /// ``SDLHeadUnitError`` when the app is not subscribed to it, is neither in FULL nor LIMITED, or
    /// `name` is CUSTOM_BUTTON (use ``pressSoftButton(_:longPress:)``) or no ButtonName.
    public func pressButton(_ name: String, app: Int? = nil, longPress: Bool = false) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.pressButton(name, app: app, longPress: longPress) } }
    }

    /// Picks a command from the menu of the app in FULL: OnCommand with `triggerSource` MENU, then the
    /// menu closes (OnHMIStatus MAIN) when it was open. Throws ``SDLHeadUnitError`` for an unknown or
    /// voice-only command (use ``sayVoiceCommand(_:app:)``) or an app not in FULL.
    public func selectCommand(_ id: Int, app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.selectCommand(id, app: app) } }
    }

    /// Moves the open slider.
    public func moveSlider(to position: Int) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.moveSlider(to: position) } }
    }

    /// Saves the open slider (Slider answers SUCCESS with `sliderPosition`).
    public func saveSlider(position: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.saveSlider(position: position) } }
    }

    /// Picks a choice of the open PerformInteraction (SUCCESS with `choiceID` and `triggerSource`).
    public func selectChoice(_ id: Int, triggerSource: String = "MENU") async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.selectChoice(id, triggerSource: triggerSource) } }
    }

    /// Types into a keyboard PerformInteraction (SUCCESS with `manualTextEntry`).
    public func enterText(_ text: String) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.enterText(text) } }
    }

    /// Touches the open SubtleAlert (not a soft button): it closes with SUCCESS, its app goes to FULL
    /// and gets OnSubtleAlertPressed. Throws ``SDLHeadUnitError`` when no SubtleAlert is open.
    public func pressSubtleAlert() async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.pressSubtleAlert() } }
    }

    /// Closes the open overlay as the user would (its request answers ABORTED).
    public func dismissOverlay() async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.dismissOverlay() } }
    }

    /// Lets the open overlay time out now (TIMED_OUT, or SUCCESS for Alert/ScrollableMessage).
    public func expireOverlay() async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.expireOverlay() } }
    }

    /// Ends the running audio pass-thru as the user would (SUCCESS).
    public func finishAudioPassThru() async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.finishAudioPassThru() } }
    }

    /// Activates an app (FULL).
    public func activate(app: Int? = nil) async throws(SDLHeadUnitError) {
        try await setHMILevel(.full, app: app)
    }

    /// Changes an app's HMI level (OnHMIStatus).
    public func setHMILevel(_ level: SDLHMILevel, app: Int? = nil) async throws(SDLHeadUnitError) {
        guard level.isKnown else { throw .invalidCommand("Unknown HMI level \(level.rawValue)") }
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setLevel(try engine.resolveApp(app), level) }
        }
    }

    /// Changes an app's audio streaming state (OnHMIStatus).
    public func setAudioStreamingState(_ state: SDLAudioStreamingState, app: Int? = nil) async throws(SDLHeadUnitError) {
        guard state.isKnown else { throw .invalidCommand("Unknown audio streaming state \(state.rawValue)") }
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setStatus(try engine.resolveApp(app), audio: state) }
        }
    }

    /// Changes an app's system context (OnHMIStatus).
    public func setSystemContext(_ context: SDLSystemContext, app: Int? = nil) async throws(SDLHeadUnitError) {
        guard context.isKnown else { throw .invalidCommand("Unknown system context \(context.rawValue)") }
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setStatus(try engine.resolveApp(app), context: context) }
        }
    }

    /// Changes the head unit's language: OnLanguageChange to every app, then
    /// OnAppInterfaceUnregistered(LANGUAGE_CHANGE) to apps that wanted another language (§C.5).
    public func changeLanguage(_ language: String, hmiDisplayLanguage: String? = nil) async throws(SDLHeadUnitError) {
        let display = hmiDisplayLanguage ?? language
        guard SDLLanguage(rawValue: language).isKnown, SDLLanguage(rawValue: display).isKnown else {
            throw .invalidCommand("'\(language)' or '\(display)' is not a Language of the spec")
        }
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.changeLanguage(to: language, displayLanguage: display) }
        }
    }

    /// The driver is distracted (`DD_ON`: the vehicle moves) or not (`DD_OFF`): every registered app
    /// receives OnDriverDistraction, with the lock-screen dismissal fields its version takes.
    ///
    /// ```swift
    /// try await headUnit.setDriverDistraction(.ddOn)   // apps show their lock screen
    /// ```
    public func setDriverDistraction(_ state: SDLDriverDistractionState) async throws(SDLHeadUnitError) {
        guard state.isKnown else { throw .invalidCommand("'\(state.rawValue)' is not a DriverDistractionState (DD_ON or DD_OFF)") }
        let checked = state
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setDriverDistraction(checked) }
        }
    }

    /// Unregisters an app with OnAppInterfaceUnregistered(`reason`); the connection stays open.
    public func unregisterApp(_ app: Int? = nil, reason: String) async throws(SDLHeadUnitError) {
        guard SDLAppInterfaceUnregisteredReason(rawValue: reason).isKnown else {
            throw .invalidCommand("'\(reason)' is not an AppInterfaceUnregisteredReason")
        }
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.unregister(try engine.resolveApp(app), reason: reason, close: false) }
        }
    }

    /// Drops an app's connection, after OnAppInterfaceUnregistered(`reason`) when a reason is given.
    public func disconnectApp(_ app: Int? = nil, reason: String? = nil) async throws(SDLHeadUnitError) {
        if let reason, !SDLAppInterfaceUnregisteredReason(rawValue: reason).isKnown {
            throw .invalidCommand("'\(reason)' is not an AppInterfaceUnregisteredReason")
        }
        try await onLoop { core throws(SDLHeadUnitError) in
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.disconnect(app, reason: reason) }
        }
    }
}
