extension SDLView {
    /// A copy of this view (and its subviews) with ``isOpaque`` set; this view stays as it is.
    /// A subclass of the app's own cannot be copied and is changed in place.
    ///
    /// ```swift
    /// overlay.view = SDLView {
    ///     SDLTextView { "Loading…" }.opaque(false)     // only the first line
    ///     SDLButtonView("Cancel") { overlay.cancel() }
    /// }.opaque(false)
    /// ```
    public func opaque(_ isOpaque: Bool = true) -> Self {
        modified { $0.isOpaque = isOpaque }
    }
}

extension SDLTextView {
    /// A copy with ``alignment`` set.
    ///
    /// ```swift
    /// SDLTextView { "Now playing" }.alignment(.leftAligned)
    /// ```
    public func alignment(_ alignment: SDLTextAlignment?) -> SDLTextView {
        modified { $0.alignment = alignment }
    }

    /// A copy with ``statusBar`` set.
    ///
    /// ```swift
    /// SDLTextView { "Now playing" }.statusBar("FM 101.1")
    /// ```
    public func statusBar(_ text: String?) -> SDLTextView {
        modified { $0.statusBar = text }
    }

    /// A copy with ``mediaTrack`` set.
    ///
    /// ```swift
    /// SDLTextView { SDLText(track.title, metadata: .mediaTitle) }.mediaTrack("3/12")
    /// ```
    public func mediaTrack(_ text: String?) -> SDLTextView {
        modified { $0.mediaTrack = text }
    }

    /// A copy with ``templateTitle`` set.
    ///
    /// ```swift
    /// SDLTextView { "Stations" }.templateTitle("Radio")
    /// ```
    public func templateTitle(_ text: String?) -> SDLTextView {
        modified { $0.templateTitle = text }
    }
}

extension SDLButtonView {
    /// A copy whose every state is drawn highlighted (or not), showing the same state.
    ///
    /// ```swift
    /// SDLButtonView("Favourite") { toggleFavourite() }.highlighted(track.isFavourite)
    /// ```
    public func highlighted(_ isHighlighted: Bool = true) -> SDLButtonView {
        let states = self.states.map { state in
            var state = state
            state.isHighlighted = isHighlighted
            return state
        }
        let copy = copied(states: states)
        copy.isOpaque = isOpaque
        copy.subviews = subviews.compactMap { $0.copiedTree() }
        return copy
    }

    /// A copy whose handler also gets `.down` and `.up` events (``receivesUpDownEvents``).
    ///
    /// ```swift
    /// SDLButtonView(title: "Seek") { event in seeking = event.kind == .down }.receivingUpDownEvents()
    /// ```
    public func receivingUpDownEvents(_ receives: Bool = true) -> SDLButtonView {
        modified { $0.receivesUpDownEvents = receives }
    }
}
