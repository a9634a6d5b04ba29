extension SDLButtonView {
    /// A single-state button labelled `title` that calls `action` when pressed (short or long) —
    /// the same button as ``init(title:artwork:isHighlighted:handler:)``.
    ///
    /// ```swift
    /// SDLButtonView("Play") { [unowned self] in player.play() }
    /// SDLButtonView("Info", artwork: SDLArtwork(staticIcon: "0x5C"))
    /// ```
    public convenience init(_ title: String, artwork: SDLArtwork? = nil, action: (@MainActor () -> Void)? = nil) {
        var handler: (@MainActor (SDLButtonEvent) -> Void)?
        if let action {
            handler = { event in
                if event.kind.isPress { action() }
            }
        }
        self.init(title: title, artwork: artwork, handler: handler)
    }

    /// A multi-state button with one state per value of `values` (in order, a repeated value
    /// once), showing `selected`; each press shows the next value's state (after the last, the
    /// first) and hands that value to `onChange`.
    ///
    /// A state's name is the value's `String(describing:)` (with `#2`, `#3`… appended when two
    /// values describe alike), so ``transition(toState:)`` and ``currentStateName`` speak of the
    /// values. A `selected` that is not among `values` comes first, so the button always has a
    /// state to show. `look` gives each state its text, icon and highlight; by default the text is
    /// the value's description.
    ///
    /// ```swift
    /// enum RepeatMode: String, CaseIterable, Sendable { case off, one, all }
    /// SDLButtonView(states: RepeatMode.allCases, selected: repeatMode) { [unowned self] in repeatMode = $0 }
    /// SDLButtonView(states: [0.5, 1.0, 1.5, 2.0], selected: speed, look: { "\($0)×" }) { player.rate = $0 }
    /// ```
    public convenience init<Value: Hashable & Sendable>(
        states values: some Sequence<Value>,
        selected: Value,
        look: (Value) -> SDLButtonLook = { SDLButtonLook(String(describing: $0)) },
        onChange: @escaping @MainActor (Value) -> Void
    ) {
        var unique: [Value] = []
        for value in values where !unique.contains(value) { unique.append(value) }
        if !unique.contains(selected) { unique.insert(selected, at: 0) }
        let names = Self.stateNames(for: unique)
        let states = zip(unique, names).map { look($0).state(named: $1) }
        let first = states.first ?? look(selected).state(named: names.first ?? "")
        self.init(first, otherStates: Array(states.dropFirst()), handler: Self.cycling(names: names, values: unique, onChange: onChange))
        if let index = unique.firstIndex(of: selected) { try? transition(toState: names[index]) }
    }

    /// A multi-state button with one state per case of `Value` (`allCases`, in order), showing
    /// `selected` (see ``init(states:selected:look:onChange:)``).
    ///
    /// ```swift
    /// SDLButtonView(selected: repeatMode) { [unowned self] in repeatMode = $0 }
    /// ```
    public convenience init<Value: CaseIterable & Hashable & Sendable>(
        selected: Value,
        look: (Value) -> SDLButtonLook = { SDLButtonLook(String(describing: $0)) },
        onChange: @escaping @MainActor (Value) -> Void
    ) {
        self.init(states: Value.allCases, selected: selected, look: look, onChange: onChange)
    }

    /// A handler that shows the next state on each press and hands its value to `onChange`.
    private static func cycling<Value>(
        names: [String], values: [Value], onChange: @escaping @MainActor (Value) -> Void
    ) -> @MainActor (SDLButtonEvent) -> Void {
        { event in
            guard event.kind.isPress else { return }
            let index = names.firstIndex(of: event.button.currentStateName) ?? 0
            let next = (index + 1) % max(names.count, 1)
            guard next < values.count, next < names.count else { return }
            try? event.button.transition(toState: names[next])
            onChange(values[next])
        }
    }

    /// The state names of `values`: each one's description, with `#n` appended to the n-th
    /// value that describes like an earlier one.
    static func stateNames<Value>(for values: [Value]) -> [String] {
        var names: [String] = []
        for value in values {
            let base = String(describing: value)
            var name = base
            var number = 1
            while names.contains(name) {
                number += 1
                name = "\(base)#\(number)"
            }
            names.append(name)
        }
        return names
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
