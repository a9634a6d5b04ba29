// Every modifier changes the view it is called on and returns that same view, so a view kept in a
// property and changed with a modifier is still the one on screen (with its soft button ID).

extension SDLView {
    /// Sets ``isOpaque`` on this view and returns it.
    ///
    /// ```swift
    /// overlay.view = SDLView {
    ///     SDLTextView { "Loading…" }.opaque(false)     // only the first line
    ///     SDLButtonView("Cancel") { overlay.cancel() }
    /// }.opaque(false)
    /// ```
    @discardableResult
    public func opaque(_ isOpaque: Bool = true) -> Self {
        self.isOpaque = isOpaque
        return self
    }
}

extension SDLTextView {
    /// Sets ``alignment`` and returns this view.
    ///
    /// ```swift
    /// SDLTextView { "Now playing" }.alignment(.leftAligned)
    /// ```
    @discardableResult
    public func alignment(_ alignment: SDLTextAlignment?) -> SDLTextView {
        self.alignment = alignment
        return self
    }

    /// Sets ``statusBar`` and returns this view.
    ///
    /// ```swift
    /// SDLTextView { "Now playing" }.statusBar("FM 101.1")
    /// ```
    @discardableResult
    public func statusBar(_ text: String?) -> SDLTextView {
        statusBar = text
        return self
    }

    /// Sets ``mediaTrack`` and returns this view.
    ///
    /// ```swift
    /// SDLTextView { SDLText(track.title, metadata: .mediaTitle) }.mediaTrack("3/12")
    /// ```
    @discardableResult
    public func mediaTrack(_ text: String?) -> SDLTextView {
        mediaTrack = text
        return self
    }

    /// Sets ``templateTitle`` and returns this view.
    ///
    /// ```swift
    /// SDLTextView { "Stations" }.templateTitle("Radio")
    /// ```
    @discardableResult
    public func templateTitle(_ text: String?) -> SDLTextView {
        templateTitle = text
        return self
    }
}

extension SDLButtonView {
    /// Draws every state highlighted (or not) and returns this button, showing the same state.
    ///
    /// ```swift
    /// SDLButtonView("Favourite") { toggleFavourite() }.highlighted(track.isFavourite)
    /// ```
    @discardableResult
    public func highlighted(_ isHighlighted: Bool = true) -> SDLButtonView {
        replaceStates(states.map { state in
            var state = state
            state.isHighlighted = isHighlighted
            return state
        })
        return self
    }

    /// Sends `.down` and `.up` events to the handler too (``receivesUpDownEvents``) and returns this button.
    ///
    /// ```swift
    /// SDLButtonView("Seek") { event in seeking = event.kind == .down }.receivingUpDownEvents()
    /// ```
    @discardableResult
    public func receivingUpDownEvents(_ receives: Bool = true) -> SDLButtonView {
        receivesUpDownEvents = receives
        return self
    }

    /// Gives the button an ``identity`` (kept across ``SDLViewController/setNeedsViewReload()``)
    /// and returns it.
    ///
    /// ```swift
    /// for station in stations { SDLButtonView(station.name) { tune(station) }.identity(station.id) }
    /// ```
    @discardableResult
    public func identity(_ identity: some Hashable & Sendable) -> SDLButtonView {
        self.identity = AnyHashable(identity)
        return self
    }
}
