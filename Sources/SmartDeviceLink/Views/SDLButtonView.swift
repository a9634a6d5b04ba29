/// A soft button on the screen: every button view of the presented tree, in tree order, becomes
/// one entry of the `Show` RPC's `softButtons` (SDL-0134's multi-state soft button, SDL-0176's
/// button view).
///
/// The button shows its current state; ``transition(to:)-(SDLSoftButtonState)`` switches to another
/// of its ``states`` (``transition(to:)-(Value)`` to the state of a value) and the screen manager then sends only the soft buttons. Presses reach ``handler``
/// with the button view, so a handler can transition its own button. Handlers may be `async`:
/// each runs as a child task of the registration that received the press, so none outlives it
/// (a disconnect cancels them). The screen manager gives each button view an ID
/// (``softButtonID``) unique within the app the first time it shows it.
///
/// ```swift
/// SDLButtonView("Play") { [unowned self] in await player.play() }         // presses only
/// SDLButtonView("Seek") { event in seeking = event.kind == .down }        // every event
///     .receivingUpDownEvents()
/// let off = SDLSoftButtonState("Shuffle", name: "off")
/// let on = SDLSoftButtonState("Shuffle", isHighlighted: true, name: "on")
/// SDLButtonView(off, otherStates: [on]) { event in
///     try? event.button.transition(to: event.button.currentState == on ? off : on)
/// }
/// ```
@MainActor
public final class SDLButtonView: SDLView {
    /// Every state of the button, the initial one first. Names are unique: when two states share a
    /// name, the first one is used.
    public private(set) var states: [SDLSoftButtonState]

    /// The name of the state shown now.
    public private(set) var currentStateName: String

    /// Called on the main actor when the user presses the button (short or long), and for
    /// down/up events when ``receivesUpDownEvents`` is `true`; runs as a child task of the
    /// registration.
    public var handler: (@MainActor (SDLButtonEvent) async -> Void)?

    /// Whether ``handler`` also gets `.down` and `.up` events (`OnButtonEvent`). `false` by default,
    /// so one press calls the handler once. Down comes before up, but the head unit's
    /// `OnButtonEvent` and `OnButtonPress` are separate notifications: the press may reach the
    /// handler before or after them.
    public var receivesUpDownEvents = false

    /// The `softButtonID` the screen manager gave this button, once it has shown it.
    public internal(set) var softButtonID: Int?

    /// An optional identity that ``SDLViewController/setNeedsViewReload()`` matches a rebuilt
    /// button by (to keep its ID and state); without one, buttons match by position and state names.
    public var identity: AnyHashable?

    /// The app's value this button answers an overlay with (``init(_:value:artwork:isHighlighted:handler:)``);
    /// `nil` for a button made without one. Read it typed with ``value(as:)``.
    public internal(set) var value: (any Hashable & Sendable)?

    /// The value of each state, in the order of ``states``, for a button built from values; `nil`
    /// for one built from states.
    var stateValues: [AnyHashable]?
    /// Runs first on each press, synchronously: a button built from values shows its next state.
    var pressTransition: (@MainActor (SDLButtonView) -> Void)?
    /// Told of each press while an overlay showing this button is presented (its answer).
    var pressObserver: (@MainActor (SDLButtonView) -> Void)?

    /// A button showing `initialState`, able to switch to `otherStates`; `handler` gets every event.
    public init(
        _ initialState: SDLSoftButtonState,
        otherStates: [SDLSoftButtonState],
        handler: (@MainActor (SDLButtonEvent) async -> Void)? = nil
    ) {
        self.states = [initialState] + otherStates
        self.currentStateName = initialState.name
        self.handler = handler
        super.init(subviews: [])
    }

    /// A single-state button labelled `title` that calls `handler` when pressed (short or long).
    ///
    /// ```swift
    /// SDLButtonView("Play") { [unowned self] in plays += 1 }
    /// SDLButtonView("Info", artwork: SDLArtwork(staticIcon: "0x5C"))
    /// ```
    public convenience init(
        _ title: String, artwork: SDLArtwork? = nil, isHighlighted: Bool = false,
        handler: (@MainActor () async -> Void)? = nil
    ) {
        self.init(SDLSoftButtonState(title, artwork: artwork, isHighlighted: isHighlighted), otherStates: [])
        if let handler {
            self.handler = { event in
                if event.kind.isPress { await handler() }
            }
        }
    }

    /// A single-state button labelled `title` whose `handler` gets every event with the button
    /// (presses, and down/up with ``receivesUpDownEvents``).
    ///
    /// ```swift
    /// SDLButtonView("Seek") { event in if event.kind == .longPress { player.seek() } }
    /// ```
    public convenience init(
        _ title: String, artwork: SDLArtwork? = nil, isHighlighted: Bool = false,
        handler: @escaping @MainActor (SDLButtonEvent) async -> Void
    ) {
        self.init(SDLSoftButtonState(title, artwork: artwork, isHighlighted: isHighlighted), otherStates: [], handler: handler)
    }

    /// The state shown now.
    public var currentState: SDLSoftButtonState {
        states.first { $0.name == currentStateName } ?? states[0]
    }

    /// Shows `state`, one of ``states`` (nothing is sent when it is shown already).
    ///
    /// ```swift
    /// try? event.button.transition(to: event.button.currentState == off ? all : off)
    /// ```
    /// - Throws: `SDLError` `unknownState` when `state` is not one of the button's; the button
    ///   keeps its current state.
    public func transition(to state: SDLSoftButtonState) throws(SDLError) {
        guard states.contains(state) else { throw unknownState("state '\(state.name)'") }
        show(stateNamed: state.name)
    }

    /// Shows the state of `value`: for a button built from values
    /// (``init(states:selected:state:onChange:)``), the state of that value; for a button built from
    /// states, `value` is one of its ``states``. Nothing is sent when that state is shown already.
    ///
    /// ```swift
    /// try repeatButton.transition(to: RepeatMode.all)
    /// ```
    /// - Throws: `SDLError` `unknownState` when the button has no state for `value` (a value of
    ///   another type included — a string literal is a `String`, not a state); the button keeps
    ///   its current state.
    public func transition<Value: Hashable & Sendable>(to value: Value) throws(SDLError) {
        try transition(toValue: AnyHashable(value), described: "\(Value.self) \(value)")
    }

    /// Shows the state whose value is `value` (a state-built button's values are its states).
    private func transition(toValue value: AnyHashable, described: String) throws(SDLError) {
        let values = stateValues ?? states.map { AnyHashable($0) }
        guard let index = values.firstIndex(of: value), index < states.count else { throw unknownState(described) }
        show(stateNamed: states[index].name)
    }

    /// `unknownState` for what was asked for, listing the button's states.
    private func unknownState(_ described: String) -> SDLError {
        let known = states.map(\.name).joined(separator: ", ")
        return SDLError(code: .unknownState, message: "the button has no state for \(described) (its states: \(known))")
    }

    /// Shows the state named `name`, one of ``states`` (nothing is sent when it is shown already);
    /// `false` when there is none.
    @discardableResult
    func show(stateNamed name: String) -> Bool {
        guard states.contains(where: { $0.name == name }) else { return false }
        guard name != currentStateName else { return true }
        currentStateName = name
        setNeedsUpdate()
        return true
    }

    /// Replaces every state (same names, so the current one stays shown).
    func replaceStates(_ states: [SDLSoftButtonState]) {
        guard states != self.states, !states.isEmpty else { return }
        self.states = states
        setNeedsUpdate()
    }

    /// Takes in `kind`: a press moves a value-driven button to its next state at once; returns the
    /// handler's work for the event (to run as a child task), or `nil` when there is none.
    func handle(_ kind: SDLButtonEvent.Kind) -> (@MainActor @Sendable () async -> Void)? {
        if (kind == .down || kind == .up) && !receivesUpDownEvents { return nil }
        if kind.isPress {
            pressTransition?(self)
            pressObserver?(self)
        }
        guard let handler else { return nil }
        let event = SDLButtonEvent(button: self, kind: kind)
        return { await handler(event) }
    }
}

extension SDLButtonEvent.Kind {
    /// Whether it is a press (short or long), not a down or up event.
    var isPress: Bool {
        switch self {
        case .shortPress, .longPress: true
        case .down, .up: false
        }
    }
}
