import SDLRPC

/// What a person does at the head unit. Each throws ``SDLHeadUnitError`` when it does not apply (no
/// such app, no overlay of that kind, …) and otherwise produces what the HMI would send.
extension HeadUnitEngine {
    /// The app `reference` names, or — without one — the app in FULL, else the only app.
    func resolveApp(_ reference: Int?) throws(SDLHeadUnitError) -> Int {
        if let reference {
            guard apps[reference] != nil else { throw .noApp("No registered app with id \(reference)") }
            return reference
        }
        if let full = fullAppID { return full }
        if apps.count == 1, let only = apps.keys.first { return only }
        throw .noApp(apps.isEmpty ? "No app is registered" : "Several apps are registered and none is in FULL: name one with \"app\"")
    }

    /// The open overlay, if it is of one of `kinds`.
    func currentOverlay(_ kinds: Set<SDLOverlay.Kind>) throws(SDLHeadUnitError) -> OverlayRecord {
        guard let record = overlay else { throw .noOverlay("No overlay is open") }
        guard kinds.contains(record.overlay.kind) else {
            throw .noOverlay("The open overlay is a \(record.overlay.kind.rawValue), not \(kinds.map(\.rawValue).sorted().joined(separator: "/"))")
        }
        return record
    }

    /// Presses soft button `id`: on the open overlay if it has that button, else on the visible screen.
    /// Sends OnButtonEvent down/up and OnButtonPress (CUSTOM_BUTTON); an Alert, SubtleAlert or
    /// ScrollableMessage then closes with SUCCESS unless the button is KEEP_CONTEXT, and STEAL_FOCUS
    /// also brings the app to FULL.
    func pressSoftButton(_ id: Int, longPress: Bool) throws(SDLHeadUnitError) {
        if let record = overlay, let button = record.overlay.softButtons.first(where: { $0.id == id }) {
            sendButtonPress(to: record.overlay.appID, name: "CUSTOM_BUTTON", customID: id, longPress: longPress)
            switch button.systemAction {
            case "KEEP_CONTEXT":
                restartOverlayTimeout()
            case "STEAL_FOCUS":
                closeOverlay(resultCode: "SUCCESS")
                activate(record.overlay.appID)
            default:
                closeOverlay(resultCode: "SUCCESS")
            }
            return
        }
        guard let appID = visibleAppID, let button = apps[appID]?.app.screen.softButtons.first(where: { $0.id == id }) else {
            throw .notApplicable("No soft button with id \(id) on the overlay or the screen")
        }
        sendButtonPress(to: appID, name: "CUSTOM_BUTTON", customID: button.id, longPress: longPress)
    }

    /// Presses a hardware button the app subscribed to. Core (`on_button_press_notification.cc`,
    /// `on_button_event_notification.cc`) passes a hardware button's notifications only to apps
    /// subscribed to it and in FULL or LIMITED (without an app named, only to the app in FULL), and
    /// without `customButtonID`, which only CUSTOM_BUTTON (a soft button: ``pressSoftButton(_:longPress:)``) has.
    func pressButton(_ name: String, app reference: Int?, longPress: Bool) throws(SDLHeadUnitError) {
        guard name != "CUSTOM_BUTTON" else {
            throw .invalidCommand("CUSTOM_BUTTON is a soft button: press it with pressSoftButton and its id")
        }
        guard SDLButtonName(rawValue: name).isKnown else { throw .invalidCommand("'\(name)' is not a ButtonName") }
        let appID = try resolveApp(reference)
        guard let app = apps[appID]?.app, app.subscribedButtons.contains(name) else {
            throw .notApplicable("App \(appID) is not subscribed to button \(name)")
        }
        guard app.hmiLevel == .full || app.hmiLevel == .limited else {
            throw .notApplicable("App \(appID) is in \(app.hmiLevel.rawValue): Core sends button notifications only to apps in FULL or LIMITED")
        }
        sendButtonPress(to: appID, name: name, customID: nil, longPress: longPress)
    }

    /// OnButtonEvent(BUTTONDOWN), OnButtonEvent(BUTTONUP), OnButtonPress(SHORT) — or for a long press
    /// BUTTONDOWN, OnButtonPress(LONG), BUTTONUP: MOBILE_API's ButtonPressMode has SHORT happen when
    /// the button is released and LONG once it has been held, before it is released.
    private func sendButtonPress(to appID: Int, name: String, customID: Int?, longPress: Bool) {
        let button = SDLButtonName(rawValue: name)
        notify(appID, SDLOnButtonEvent(buttonName: button, buttonEventMode: .buttondown, customButtonID: customID))
        if longPress {
            notify(appID, SDLOnButtonPress(buttonName: button, buttonPressMode: .long, customButtonID: customID))
            notify(appID, SDLOnButtonEvent(buttonName: button, buttonEventMode: .buttonup, customButtonID: customID))
        } else {
            notify(appID, SDLOnButtonEvent(buttonName: button, buttonEventMode: .buttonup, customButtonID: customID))
            notify(appID, SDLOnButtonPress(buttonName: button, buttonPressMode: .short, customButtonID: customID))
        }
    }

    /// Moves the open slider to `position` (1…numTicks).
    func moveSlider(to position: Int) throws(SDLHeadUnitError) {
        var record = try currentOverlay([.slider])
        guard let ticks = record.overlay.numTicks, ticks >= 1, (1...ticks).contains(position) else {
            throw .invalidCommand("Slider position must be 1...\(record.overlay.numTicks ?? 0)")
        }
        record.overlay.sliderPosition = position
        overlay = record
        restartOverlayTimeout()
        emit(.screenChanged)
    }

    /// Saves the slider: SUCCESS with `sliderPosition`.
    func saveSlider(position: Int?) throws(SDLHeadUnitError) {
        if let position { try moveSlider(to: position) }
        let record = try currentOverlay([.slider])
        closeOverlay(resultCode: "SUCCESS", extra: ["sliderPosition": .integer(record.overlay.sliderPosition ?? 1)])
    }

    /// Picks choice `id` of the open PerformInteraction: SUCCESS with `choiceID` and `triggerSource`.
    func selectChoice(_ id: Int, triggerSource: String) throws(SDLHeadUnitError) {
        let record = try currentOverlay([.performInteraction])
        guard record.overlay.choices.contains(where: { $0.id == id }) else {
            throw .notApplicable("The interaction has no choice \(id)")
        }
        closeOverlay(resultCode: "SUCCESS", extra: ["choiceID": .integer(id), "triggerSource": .string(triggerSource)])
    }

    /// Types `text` into a KEYBOARD PerformInteraction: SUCCESS with `manualTextEntry`.
    func enterText(_ text: String) throws(SDLHeadUnitError) {
        let record = try currentOverlay([.performInteraction])
        guard record.overlay.interactionLayout == "KEYBOARD" || record.overlay.interactionLayout?.hasSuffix("_WITH_SEARCH") == true else {
            throw .notApplicable("The interaction has no keyboard")
        }
        closeOverlay(resultCode: "SUCCESS", extra: ["manualTextEntry": .string(text), "triggerSource": "KEYBOARD"])
    }

    /// The user touches the open SubtleAlert outside its soft buttons, as the reference HMI handles it
    /// (generic_hmi's `onSubtleAlertStealFocus`) and Core relays it: OnSubtleAlertPressed (no
    /// parameters) first, then the SubtleAlert answers SUCCESS, then the app is activated (OnHMIStatus
    /// FULL). MOBILE_API's description asks for the app to open first; the HMI Core 8.2 ships with does
    /// it last.
    func pressSubtleAlert() throws(SDLHeadUnitError) {
        let record = try currentOverlay([.subtleAlert])
        notify(record.overlay.appID, SDLOnSubtleAlertPressed())
        closeOverlay(resultCode: "SUCCESS")
        activate(record.overlay.appID)
    }

    /// The user closes the overlay (back/close button): ABORTED.
    func dismissOverlay() throws(SDLHeadUnitError) {
        _ = try currentOverlay(Set(SDLOverlay.Kind.allCases))
        closeOverlay(resultCode: "ABORTED")
    }

    /// Lets the overlay time out now, as if its timer fired.
    func expireOverlay() throws(SDLHeadUnitError) {
        _ = try currentOverlay(Set(SDLOverlay.Kind.allCases))
        overlayTimedOut()
    }

    /// The user ends the audio pass-thru (done button): SUCCESS.
    func finishAudioPassThru() throws(SDLHeadUnitError) {
        _ = try currentOverlay([.performAudioPassThru])
        closeOverlay(resultCode: "SUCCESS")
    }

    /// Disconnects an app's transport; with a `reason` OnAppInterfaceUnregistered is sent first.
    func disconnect(_ reference: Int?, reason: String?) throws(SDLHeadUnitError) {
        let appID = try resolveApp(reference)
        guard let record = apps[appID] else { return }
        if let reason {
            unregister(appID, reason: reason, close: true)
        } else {
            emit(.close(connection: record.endpoint.connection))
        }
    }
}
