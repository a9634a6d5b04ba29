/// How the user answered a subtle alert presented with `answering: Value.self`
/// (`presentOverlayController(_:answering:)`):
/// the value of the button pressed, or the alert itself touched.
///
/// ```swift
/// switch try await presentOverlayController(subtle, answering: TrafficChoice.self).answer {
/// case .button(.reroute)?: navigator.reroute()
/// case .button(.ignore)?, nil: break
/// case .touched?: showDetails()
/// }
/// ```
public enum SDLSubtleAlertValueAnswer<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The user pressed the button with this value.
    case button(Value)
    /// The user touched the alert outside its buttons (OnSubtleAlertPressed).
    case touched

    /// `answer` typed: `nil` when the button pressed has no value of type `Value`.
    @MainActor
    init?(_ answer: SDLSubtleAlertAnswer) {
        switch answer {
        case .touched: self = .touched
        case .button(let button):
            guard let value = button.value(as: Value.self) else { return nil }
            self = .button(value)
        }
    }
}
