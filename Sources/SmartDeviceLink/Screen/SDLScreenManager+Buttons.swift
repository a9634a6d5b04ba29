extension SDLScreenManager {
    /// A soft button ID no button view of this app uses, for soft buttons the app shows by
    /// other means (alerts, overlays), so presses are never confused. IDs stay in the spec's
    /// `softButtonID` range.
    ///
    /// ```swift
    /// let id = screenManager.allocateSoftButtonID()
    /// let ok = SDLSoftButton(type: .text, text: "OK", softButtonID: id)
    /// ```
    public func allocateSoftButtonID() -> Int {
        buttonIDs.reserve()
    }

    /// The ID of `view`, given on first sight and kept for the view's life.
    func buttonID(for view: SDLButtonView) -> Int {
        buttonIDs.id(for: view)
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
        guard name == .customButton, let id, let view = buttonIDs.view(for: id) else { return }
        view.handle(kind)
    }
}
