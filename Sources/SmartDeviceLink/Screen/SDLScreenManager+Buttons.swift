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

    /// Routes presses (`CUSTOM_BUTTON`) to the owning button view's handler, each as a child task
    /// (so an `async` handler runs beside the next press, and none outlives the registration).
    func followButtonPresses() async {
        await withDiscardingTaskGroup { group in
            for await press in buttonPresses {
                let kind: SDLButtonEvent.Kind = press.buttonPressMode == .long ? .longPress : .shortPress
                if let work = route(press.buttonName, press.customButtonID, kind) { group.addTask { await work() } }
            }
        }
    }

    /// Routes down/up events (`CUSTOM_BUTTON`) to the owning button view's handler, as child tasks.
    func followButtonEvents() async {
        await withDiscardingTaskGroup { group in
            for await event in buttonEvents {
                let kind: SDLButtonEvent.Kind = event.buttonEventMode == .buttondown ? .down : .up
                if let work = route(event.buttonName, event.customButtonID, kind) { group.addTask { await work() } }
            }
        }
    }

    /// The handler work of the button view owning `id`, if it is a custom button of a live view.
    func route(_ name: SDLButtonName, _ id: Int?, _ kind: SDLButtonEvent.Kind) -> (@MainActor @Sendable () async -> Void)? {
        guard name == .customButton, let id, let view = buttonIDs.view(for: id) else { return nil }
        return view.handle(kind)
    }
}
