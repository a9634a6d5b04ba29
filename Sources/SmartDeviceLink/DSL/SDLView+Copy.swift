extension SDLView {
    /// A new view like this one, its subviews copied too (a button's ID is not: the copy gets its
    /// own). `nil` for a subclass of the app's own, which the library cannot copy.
    func copiedTree() -> SDLView? {
        let subviews = self.subviews.compactMap { $0.copiedTree() }
        guard subviews.count == self.subviews.count else { return nil }
        let copy: SDLView
        switch self {
        case let text as SDLTextView:
            copy = SDLTextView(
                fields: text.fields, alignment: text.alignment, statusBar: text.statusBar,
                mediaTrack: text.mediaTrack, templateTitle: text.templateTitle, subviews: subviews)
        case let image as SDLImageView:
            copy = SDLImageView(artwork: image.artwork, subviews: subviews)
        case let button as SDLButtonView:
            copy = button.copied(states: button.states)
            copy.subviews = subviews
        default:
            guard type(of: self) == SDLView.self else { return nil }
            copy = SDLView(subviews: subviews)
        }
        copy.isOpaque = isOpaque
        return copy
    }

    /// A copy of this view changed by `change`; a subclass of the app's own is changed in place.
    func modified(_ change: (Self) -> Void) -> Self {
        let copy = copiedTree() as? Self ?? self
        change(copy)
        return copy
    }
}

extension SDLButtonView {
    /// A new button with `states` (same count and names as this one's), the same state shown, the
    /// same handler and event choice.
    func copied(states: [SDLSoftButtonState]) -> SDLButtonView {
        let first = states.first ?? currentState
        let copy = SDLButtonView(first, otherStates: Array(states.dropFirst()), handler: handler)
        copy.receivesUpDownEvents = receivesUpDownEvents
        try? copy.transition(toState: currentStateName)
        return copy
    }
}
