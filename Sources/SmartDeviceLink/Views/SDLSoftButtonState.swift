/// One look of a soft button (SDL-0134): the text and/or artwork shown in it, whether it is
/// highlighted, and a name unique within its button. A string literal is a state with that text.
///
/// A button with several states (repeat off / one / all) switches between them with
/// ``SDLButtonView/transition(to:)-(SDLSoftButtonState)``; a button built from values
/// (``SDLButtonView/init(states:selected:state:onChange:)``) names each state after its value and
/// shows a value's state with ``SDLButtonView/transition(to:)-(Value)``.
///
/// ```swift
/// let off = SDLSoftButtonState("Repeat", name: "off")
/// let all = SDLSoftButtonState("Repeat all", isHighlighted: true, name: "all")
/// let button = SDLButtonView(off, otherStates: [all]) { event in
///     try? event.button.transition(to: event.button.currentState == off ? all : off)
/// }
/// ```
public struct SDLSoftButtonState: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The state's name, unique within its button.
    public var name: String
    /// The label, or `nil` for an image-only button.
    public var text: String?
    /// The icon, or `nil` for a text-only button.
    public var artwork: SDLArtwork?
    /// Whether the head unit draws the button highlighted.
    public var isHighlighted: Bool

    /// Creates a state; give `text`, `artwork` or both. `name` defaults to the text (or the
    /// artwork's name).
    public init(_ text: String? = nil, artwork: SDLArtwork? = nil, isHighlighted: Bool = false, name: String? = nil) {
        self.name = name ?? text ?? artwork?.name ?? ""
        self.text = text
        self.artwork = artwork
        self.isHighlighted = isHighlighted
    }

    /// A state with text only, named after it.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// This state under another name.
    func named(_ name: String) -> SDLSoftButtonState {
        var state = self
        state.name = name
        return state
    }
}
