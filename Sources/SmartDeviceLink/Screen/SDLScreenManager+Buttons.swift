extension SDLScreenManager {
    /// A soft button ID no button view of this manager uses, for soft buttons the app shows by
    /// other means (alerts, overlays), so presses are never confused. IDs stay in the spec's
    /// `softButtonID` range.
    ///
    /// ```swift
    /// let id = screenManager.allocateSoftButtonID()
    /// let ok = SDLSoftButton(type: .text, text: "OK", softButtonID: id)
    /// ```
    public func allocateSoftButtonID() -> Int {
        let id = nextFreeButtonID()
        reservedButtonIDs.insert(id)
        return id
    }

    /// The ID of `view`, given on first sight and kept for the view's life.
    func buttonID(for view: SDLButtonView) -> Int {
        let id = view.softButtonID ?? nextFreeButtonID()
        view.softButtonID = id
        buttons[id] = SDLWeakButton(view: view)
        return id
    }

    /// The next ID in the spec's range that is neither reserved nor owned by a live button view
    /// (wrapping around at the end of the range).
    private func nextFreeButtonID() -> Int {
        let rule = SDLSoftButton.Parameters.softButtonID
        let lowest = rule.minValue.map { Int($0) } ?? 0
        let highest = rule.maxValue.map { Int($0) } ?? Int(Int32.max)
        for _ in lowest...highest {
            let candidate = nextButtonID
            nextButtonID = candidate >= highest ? lowest : candidate + 1
            if !reservedButtonIDs.contains(candidate), buttons[candidate]?.view == nil { return candidate }
        }
        return nextButtonID
    }

    /// Routes presses (`CUSTOM_BUTTON`) to the owning button view's handler.
    func followButtonPresses() async {
        for await press in buttonPresses {
            route(press.buttonName, press.customButtonID, press.buttonPressMode == .long ? .longPress : .shortPress)
        }
    }

    /// Routes down/up events (`CUSTOM_BUTTON`) to the owning button view's handler.
    func followButtonEvents() async {
        for await event in buttonEvents {
            route(event.buttonName, event.customButtonID, event.buttonEventMode == .buttondown ? .down : .up)
        }
    }

    /// Calls the handler of the button view owning `id`, if it is a custom button of a live view.
    func route(_ name: SDLButtonName, _ id: Int?, _ kind: SDLButtonEvent.Kind) {
        guard name == .customButton, let id, let view = buttons[id]?.view else { return }
        view.handle(kind)
    }
}
