extension SDLButtonView {
    /// A multi-state button with one state per value of `values` (in order, a repeated value
    /// once), showing `selected`; each press shows the next value's state (after the last, the
    /// first) and hands that value to `onChange`.
    ///
    /// A state's name is the value's `String(describing:)` (with `#2`, `#3`… appended when two
    /// values describe alike); ``transition(to:)-(Value)`` shows a value's state. A `selected` that is not among `values` comes first, so the button always has a
    /// state to show. `state` gives each value its text, icon and highlight (its name is replaced);
    /// by default the text is the value's description.
    ///
    /// ```swift
    /// enum RepeatMode: String, CaseIterable, Sendable { case off, one, all }
    /// SDLButtonView(states: RepeatMode.allCases, selected: repeatMode) { [unowned self] in repeatMode = $0 }
    /// SDLButtonView(states: [0.5, 1.0, 1.5, 2.0], selected: speed, state: { "\($0)×" }) { player.rate = $0 }
    /// ```
    public convenience init<Value: Hashable & Sendable>(
        states values: some Sequence<Value>,
        selected: Value,
        state: (Value) -> SDLSoftButtonState = { SDLSoftButtonState(String(describing: $0)) },
        onChange: @escaping @MainActor (Value) async -> Void
    ) {
        var unique: [Value] = []
        for value in values where !unique.contains(value) { unique.append(value) }
        if !unique.contains(selected) { unique.insert(selected, at: 0) }
        let names = Self.stateNames(for: unique)
        let states = zip(unique, names).map { state($0).named($1) }
        let first = states.first ?? state(selected).named(names.first ?? "")
        self.init(first, otherStates: Array(states.dropFirst()))
        stateValues = unique.map { AnyHashable($0) }
        pressTransition = Self.cycling(names: names)
        handler = { event in
            guard event.kind.isPress, let index = names.firstIndex(of: event.button.currentStateName), index < unique.count else { return }
            await onChange(unique[index])
        }
        if let index = unique.firstIndex(of: selected) { show(stateNamed: names[index]) }
    }

    /// A multi-state button with one state per case of `Value` (`allCases`, in order), showing
    /// `selected` (see ``init(states:selected:state:onChange:)``).
    ///
    /// ```swift
    /// SDLButtonView(selected: repeatMode) { [unowned self] in repeatMode = $0 }
    /// ```
    public convenience init<Value: CaseIterable & Hashable & Sendable>(
        selected: Value,
        state: (Value) -> SDLSoftButtonState = { SDLSoftButtonState(String(describing: $0)) },
        onChange: @escaping @MainActor (Value) async -> Void
    ) {
        self.init(states: Value.allCases, selected: selected, state: state, onChange: onChange)
    }

    /// Shows the next state on each press (after the last, the first).
    private static func cycling(names: [String]) -> @MainActor (SDLButtonView) -> Void {
        { button in
            let index = names.firstIndex(of: button.currentStateName) ?? 0
            let next = (index + 1) % max(names.count, 1)
            guard next < names.count else { return }
            button.show(stateNamed: names[next])
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
