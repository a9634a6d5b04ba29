/// A soft button on the screen: every button view of the presented tree, in tree order, becomes
/// one entry of the `Show` RPC's `softButtons` (SDL-0134's multi-state soft button, SDL-0176's
/// button view).
///
/// The button shows its current state; ``transition(toState:)`` switches to another of its
/// ``states`` and the screen manager then sends only the soft buttons. Presses reach ``handler``
/// with the button view, so a handler can transition its own button. The screen manager gives each
/// button view an ID (``softButtonID``) unique within the app the first time it shows it.
///
/// ```swift
/// let shuffle = SDLButtonView(
///     SDLSoftButtonState(name: "off", text: "Shuffle"),
///     otherStates: [SDLSoftButtonState(name: "on", text: "Shuffle", isHighlighted: true)]
/// ) { event in
///     try? event.button.transition(toState: event.button.currentStateName == "on" ? "off" : "on")
/// }
/// ```
@MainActor
public final class SDLButtonView: SDLView {
    /// Every state of the button, the initial one first. Names are unique: when two states share a
    /// name, the first one is used.
    public let states: [SDLSoftButtonState]

    /// The name of the state shown now.
    public private(set) var currentStateName: String

    /// Called on the main actor when the user presses the button (short or long), and for
    /// down/up events when ``receivesUpDownEvents`` is `true`.
    public var handler: (@MainActor (SDLButtonEvent) -> Void)?

    /// Whether ``handler`` also gets `.down` and `.up` events (`OnButtonEvent`). `false` by default,
    /// so one press calls the handler once. Down comes before up, but the head unit's
    /// `OnButtonEvent` and `OnButtonPress` are separate notifications: the press may reach the
    /// handler before or after them.
    public var receivesUpDownEvents = false

    /// The `softButtonID` the screen manager gave this button, once it has shown it.
    public internal(set) var softButtonID: Int?

    /// A button showing `initialState`, able to switch to `otherStates`.
    public init(
        _ initialState: SDLSoftButtonState,
        otherStates: [SDLSoftButtonState] = [],
        handler: (@MainActor (SDLButtonEvent) -> Void)? = nil
    ) {
        self.states = [initialState] + otherStates
        self.currentStateName = initialState.name
        self.handler = handler
        super.init(subviews: [])
    }

    /// A single-state button labelled `title` (the state's name is the title too).
    public convenience init(
        title: String, artwork: SDLArtwork? = nil, isHighlighted: Bool = false,
        handler: (@MainActor (SDLButtonEvent) -> Void)? = nil
    ) {
        self.init(SDLSoftButtonState(name: title, text: title, artwork: artwork, isHighlighted: isHighlighted), handler: handler)
    }

    /// The state shown now.
    public var currentState: SDLSoftButtonState {
        states.first { $0.name == currentStateName } ?? states[0]
    }

    /// Shows the state named `name` (nothing is sent when it is the current one already).
    ///
    /// - Throws: ``SDLScreenManagerError`` `unknownState` when the button has no state of that
    ///   name; the button keeps its current state.
    public func transition(toState name: String) throws(SDLScreenManagerError) {
        guard states.contains(where: { $0.name == name }) else {
            let known = states.map(\.name).joined(separator: ", ")
            throw SDLScreenManagerError(
                code: .unknownState, message: "the button has no state named '\(name)' (it has: \(known))")
        }
        guard name != currentStateName else { return }
        currentStateName = name
        setNeedsUpdate()
    }

    /// Calls ``handler`` for `kind`, unless it is an up/down event the button does not want.
    func handle(_ kind: SDLButtonEvent.Kind) {
        if (kind == .down || kind == .up) && !receivesUpDownEvents { return }
        handler?(SDLButtonEvent(button: self, kind: kind))
    }
}
