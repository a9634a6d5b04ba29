/// How one state of a multi-state button built from values looks: its text, icon and highlight.
/// A string literal is a look with text only.
///
/// ```swift
/// SDLButtonView(states: RepeatMode.allCases, selected: mode) { mode in
///     SDLButtonLook("Repeat \(mode)", isHighlighted: mode != .off)
/// } onChange: { mode = $0 }
/// ```
public struct SDLButtonLook: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The label, or `nil` for an image-only state.
    public var text: String?
    /// The icon, or `nil` for a text-only state.
    public var artwork: SDLArtwork?
    /// Whether the head unit draws the state highlighted.
    public var isHighlighted: Bool

    /// Creates a look; give `text`, `artwork` or both.
    public init(_ text: String? = nil, artwork: SDLArtwork? = nil, isHighlighted: Bool = false) {
        self.text = text
        self.artwork = artwork
        self.isHighlighted = isHighlighted
    }

    /// A look with text only.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The state named `name` that looks like this.
    func state(named name: String) -> SDLSoftButtonState {
        SDLSoftButtonState(name: name, text: text, artwork: artwork, isHighlighted: isHighlighted)
    }
}
