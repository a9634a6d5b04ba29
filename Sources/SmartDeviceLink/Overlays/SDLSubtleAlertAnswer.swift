/// How the user answered a subtle alert (``SDLSubtleAlertController``): one of its buttons, or the
/// alert itself (OnSubtleAlertPressed: the head unit opens the app and says so).
///
/// ```swift
/// switch try await presentOverlayController(subtle).answer {
/// case .button(let button)?: print("pressed \(button.currentState.text ?? "")")
/// case .touched?: showDetails()       // the driver touched the alert: the app is in front now
/// case nil: break                     // it timed out, or was cancelled
/// }
/// ```
public enum SDLSubtleAlertAnswer: Sendable {
    /// The user pressed this button of the alert.
    case button(SDLButtonView)
    /// The user touched the alert outside its buttons (OnSubtleAlertPressed).
    case touched

    /// The button pressed, if the answer is one.
    public var button: SDLButtonView? {
        if case .button(let button) = self { return button }
        return nil
    }

    /// Whether the user touched the alert itself.
    public var isTouched: Bool {
        if case .touched = self { return true }
        return false
    }
}
