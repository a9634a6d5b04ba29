/// Everything a view tree asks the screen to show, as a value: the step between the views and the
/// `Show` RPC (``SDLScreenLayout`` turns it into one for a given display).
///
/// Built from a tree in tree order (depth first, ``SDLView/subviews`` order): the main fields of
/// all ``SDLTextView``s one after another; for alignment, status bar, media track and template
/// title the first text view that sets one; the first ``SDLImageView`` gives the primary graphic,
/// the second the secondary; every ``SDLButtonView`` gives one soft button in its current state.
///
/// ```swift
/// let content = SDLScreenContent(fields: ["Now playing", "Blue in Green"], alignment: .leftAligned)
/// let show = try SDLScreenLayout.show(for: content, capabilities: capabilities, rpcVersion: version)
/// ```
public struct SDLScreenContent: Hashable, Sendable {
    /// One soft button: the ID the screen manager gave it and the state it shows.
    public struct SoftButton: Hashable, Sendable {
        /// The `softButtonID`.
        public var id: Int
        /// The state to show.
        public var state: SDLSoftButtonState

        /// Creates a soft button.
        public init(id: Int, state: SDLSoftButtonState) {
            self.id = id
            self.state = state
        }
    }

    /// The main text fields, unfitted (any number; fitted to the display's lines later).
    public var fields: [SDLText]
    /// The alignment of the main fields; `nil` leaves it as it is.
    public var alignment: SDLTextAlignment?
    /// The status bar text.
    public var statusBar: String?
    /// The media track text.
    public var mediaTrack: String?
    /// The template title.
    public var templateTitle: String?
    /// The primary graphic.
    public var primaryGraphic: SDLArtwork?
    /// The secondary graphic.
    public var secondaryGraphic: SDLArtwork?
    /// The soft buttons, in order.
    public var softButtons: [SoftButton]
    /// The template (layout) name; `nil` leaves the template as it is.
    public var template: String?
    /// The media clock the tree declares (its first ``SDLMediaClockView`` with a clock).
    var mediaClock: SDLMediaClockDeclaration?

    /// Creates content.
    public init(
        fields: [SDLText] = [],
        alignment: SDLTextAlignment? = nil,
        statusBar: String? = nil,
        mediaTrack: String? = nil,
        templateTitle: String? = nil,
        primaryGraphic: SDLArtwork? = nil,
        secondaryGraphic: SDLArtwork? = nil,
        softButtons: [SoftButton] = [],
        template: String? = nil
    ) {
        self.fields = fields
        self.alignment = alignment
        self.statusBar = statusBar
        self.mediaTrack = mediaTrack
        self.templateTitle = templateTitle
        self.primaryGraphic = primaryGraphic
        self.secondaryGraphic = secondaryGraphic
        self.softButtons = softButtons
        self.template = template
    }

    /// Every artwork the content shows (graphics, then soft button images).
    public var artworks: [SDLArtwork] {
        [primaryGraphic, secondaryGraphic].compactMap { $0 } + softButtons.compactMap(\.state.artwork)
    }
}
