/// How a reloaded view tree keeps its buttons: each button view of the new tree that matches one of
/// the old tree takes over its soft button ID (so presses in flight still land) and, unless its
/// state comes from a value, its current state.
///
/// A new button matches the old one with the same ``SDLButtonView/identity``; a button without an
/// identity matches the old button at the same position among the identity-less buttons when both
/// have the same state names.
@MainActor
enum SDLButtonIdentity {
    /// Carries IDs and states from `old`'s buttons to `new`'s, claiming the IDs in `ids` at once
    /// so no other button is given one of them meanwhile.
    static func carryOver(from old: SDLView, to new: SDLView, ids: SDLSoftButtonIDs?) {
        let oldButtons = buttons(in: old)
        let newButtons = buttons(in: new)
        var oldByIdentity: [AnyHashable: SDLButtonView] = [:]
        for button in oldButtons { if let identity = button.identity { oldByIdentity[identity] = button } }
        let oldAnonymous = oldButtons.filter { $0.identity == nil }
        let newAnonymous = newButtons.filter { $0.identity == nil }
        var pairs: [(SDLButtonView, SDLButtonView)] = []
        for button in newButtons {
            if let identity = button.identity, let match = oldByIdentity[identity] { pairs.append((match, button)) }
        }
        for (previous, button) in zip(oldAnonymous, newAnonymous) where previous.states.map(\.name) == button.states.map(\.name) {
            pairs.append((previous, button))
        }
        for (previous, button) in pairs where previous !== button {
            guard let id = previous.softButtonID, button.softButtonID == nil else { continue }
            button.softButtonID = id
            ids?.claim(id, for: button)
            if button.pressTransition == nil { button.show(stateNamed: previous.currentStateName) }
        }
    }

    /// The button views of the tree under `root`, in tree order.
    private static func buttons(in root: SDLView) -> [SDLButtonView] {
        root.viewsInTreeOrder.compactMap { $0 as? SDLButtonView }
    }
}
