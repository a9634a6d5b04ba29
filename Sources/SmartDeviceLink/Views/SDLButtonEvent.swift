/// What the user did to a soft button, handed to ``SDLButtonView/handler`` with the button view so
/// the handler can change it (e.g. ``SDLButtonView/transition(to:)-(SDLSoftButtonState)``).
///
/// ```swift
/// let play = SDLButtonView("Play") { event in
///     if event.kind == .longPress { player.stop() } else { player.play() }
/// }
/// ```
public struct SDLButtonEvent: Sendable {
    /// The kinds of events.
    public enum Kind: Hashable, Sendable {
        /// A short press (`OnButtonPress` SHORT).
        case shortPress
        /// A long press (`OnButtonPress` LONG).
        case longPress
        /// The button went down (`OnButtonEvent` BUTTONDOWN); only with ``SDLButtonView/receivesUpDownEvents``.
        case down
        /// The button came up (`OnButtonEvent` BUTTONUP); only with ``SDLButtonView/receivesUpDownEvents``.
        case up
    }

    /// The button view the user pressed.
    public let button: SDLButtonView
    /// What happened.
    public let kind: Kind

    /// Creates an event.
    public init(button: SDLButtonView, kind: Kind) {
        self.button = button
        self.kind = kind
    }
}
