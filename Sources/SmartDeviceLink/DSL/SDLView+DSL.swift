extension SDLView {
    /// A view holding the views `content` builds, in order (the same tree as
    /// ``init(subviews:)``).
    ///
    /// ```swift
    /// view = SDLView {
    ///     SDLTextView { SDLText(track.title, metadata: .mediaTitle) }
    ///     SDLImageView(artwork: track.cover)
    ///     SDLButtonView("Play") { player.play() }
    /// }
    /// ```
    public convenience init(@SDLViewBuilder _ content: () -> [SDLView]) {
        self.init(subviews: content())
    }
}

extension SDLTextView {
    /// A text view with the fields `fields` builds (the same view as
    /// ``init(fields:alignment:statusBar:mediaTrack:templateTitle:subviews:)``). More than four
    /// fields are joined onto the display's lines, as with the class API.
    ///
    /// ```swift
    /// SDLTextView(alignment: .centered) {
    ///     SDLText(track.title, metadata: .mediaTitle)
    ///     SDLText(track.artist, metadata: .mediaArtist)
    /// }
    /// ```
    public convenience init(
        alignment: SDLTextAlignment? = nil,
        statusBar: String? = nil,
        mediaTrack: String? = nil,
        templateTitle: String? = nil,
        @SDLTextFieldBuilder fields: () -> [SDLText]
    ) {
        self.init(
            fields: fields(), alignment: alignment, statusBar: statusBar,
            mediaTrack: mediaTrack, templateTitle: templateTitle)
    }
}

extension SDLViewController {
    /// A controller showing `template` with the views `content` builds as its view (the view is
    /// set, so ``loadView()`` and ``viewDidLoad()`` are not called). The tree is checked against the
    /// spec's limits for one Show first (``SDLView/checkLimits()``).
    ///
    /// ```swift
    /// let detail = try SDLViewController(template: .predefined(.nonMedia)) {
    ///     SDLTextView { SDLText(station.name, metadata: .mediaStation) }
    ///     SDLButtonView("Back") { manager.pop() }
    /// }
    /// ```
    /// - Throws: `SDLError` `tooManySoftButtons` or `unshowableSoftButton`.
    public convenience init(
        template: SDLTemplate? = nil, @SDLViewBuilder view content: () -> [SDLView]
    ) throws(SDLError) {
        let root = SDLView(subviews: content())
        try root.checkLimits()
        self.init()
        self.template = template
        self.view = root
    }
}
