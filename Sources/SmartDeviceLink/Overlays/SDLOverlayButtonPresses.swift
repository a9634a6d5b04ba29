/// Remembers which of an overlay's buttons the user pressed while it was presented: the answer of
/// an alert or a scrollable message. The latest press wins.
@MainActor
final class SDLOverlayButtonPresses {
    private let buttons: [SDLButtonView]
    /// The button pressed last, if any.
    private(set) var pressed: SDLButtonView?

    /// Starts listening to presses of `buttons` (until ``stop()``).
    init(_ buttons: [SDLButtonView]) {
        self.buttons = buttons
        for button in buttons {
            button.pressObserver = { [weak self] in self?.pressed = $0 }
        }
    }

    /// Stops listening.
    func stop() {
        for button in buttons { button.pressObserver = nil }
    }
}
