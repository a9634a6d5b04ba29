/// A view that shows text: the main fields, their alignment, the status bar, the media track and
/// the template title of the `Show` RPC (SDL-0176).
///
/// Several text views in one tree combine in tree order (depth first, ``SDLView/subviews``
/// order): their ``fields`` are concatenated (the first text view's fields come first), and for
/// ``alignment``, ``statusBar``, ``mediaTrack`` and ``templateTitle`` the first view that sets one
/// (non-`nil`) wins.
///
/// ```swift
/// let text = SDLTextView(fields: ["Now playing", SDLText("Blue in Green", metadata: [.mediaTitle])],
///                        alignment: .leftAligned)
/// viewController.view.addSubview(text)
/// text.fields[0] = "Paused"          // the screen manager sends one Show with mainField1 only
/// ```
@MainActor
public final class SDLTextView: SDLView {
    /// The main text fields, in order (`mainField1` first).
    public var fields: [SDLText] {
        didSet { if fields != oldValue { setNeedsUpdate() } }
    }

    /// How the main fields are aligned; `nil` leaves the alignment as it is (the head unit centers
    /// text until told otherwise).
    public var alignment: SDLTextAlignment? {
        didSet { if alignment != oldValue { setNeedsUpdate() } }
    }

    /// The status bar text (`statusBar`).
    public var statusBar: String? {
        didSet { if statusBar != oldValue { setNeedsUpdate() } }
    }

    /// The media track text (`mediaTrack`).
    public var mediaTrack: String? {
        didSet { if mediaTrack != oldValue { setNeedsUpdate() } }
    }

    /// The template's title (`templateTitle`, RPC 6.0 and later).
    public var templateTitle: String? {
        didSet { if templateTitle != oldValue { setNeedsUpdate() } }
    }

    /// Creates a text view.
    public init(
        fields: [SDLText] = [],
        alignment: SDLTextAlignment? = nil,
        statusBar: String? = nil,
        mediaTrack: String? = nil,
        templateTitle: String? = nil,
        subviews: [SDLView] = []
    ) {
        self.fields = fields
        self.alignment = alignment
        self.statusBar = statusBar
        self.mediaTrack = mediaTrack
        self.templateTitle = templateTitle
        super.init(subviews: subviews)
    }
}
