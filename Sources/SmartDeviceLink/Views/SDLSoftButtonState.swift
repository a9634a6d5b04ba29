/// One look of a soft button (SDL-0134): a name, and the text and/or artwork shown in it.
///
/// A button with several states (repeat off / one / all) switches between them with
/// ``SDLButtonView/transition(toState:)``.
///
/// ```swift
/// let off = SDLSoftButtonState(name: "off", text: "Repeat")
/// let all = SDLSoftButtonState(name: "all", text: "Repeat all", isHighlighted: true)
/// let button = SDLButtonView(off, otherStates: [all]) { event in
///     try? event.button.transition(toState: event.button.currentStateName == "off" ? "all" : "off")
/// }
/// ```
public struct SDLSoftButtonState: Hashable, Sendable {
    /// The state's name, unique within its button.
    public var name: String
    /// The label, or `nil` for an image-only button.
    public var text: String?
    /// The icon, or `nil` for a text-only button.
    public var artwork: SDLArtwork?
    /// Whether the head unit draws the button highlighted.
    public var isHighlighted: Bool

    /// Creates a state; give `text`, `artwork` or both.
    public init(name: String, text: String? = nil, artwork: SDLArtwork? = nil, isHighlighted: Bool = false) {
        self.name = name
        self.text = text
        self.artwork = artwork
        self.isHighlighted = isHighlighted
    }
}
