/// One main text field of an ``SDLTextView``: its text and the metadata types that describe it
/// (SDL-0073), e.g. the song title tagged `.mediaTitle`. A string literal is a field without
/// metadata. The DSL and the class API use the same type.
///
/// The screen manager puts the fields of the presented text views, in tree order, into
/// `mainField1`…`mainField4` of the `Show` RPC, joining them with `" - "` when the display has
/// fewer lines (see ``SDLTextFitting``). The metadata types follow the text they describe.
///
/// ```swift
/// SDLTextView {
///     SDLText(track.title, metadata: .mediaTitle)
///     "Track \(number)"
/// }
/// textView.fields = [SDLText("Blue in Green", metadata: .mediaTitle), "Miles Davis"]
/// ```
public struct SDLText: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text; `""` shows an empty line.
    public var text: String
    /// What the text is (title, artist, temperature …); empty when it describes nothing.
    public var metadata: [SDLMetadataType]

    /// A field showing `text`, described by `metadata` (none, one or several types).
    public init(_ text: String, metadata: SDLMetadataType...) {
        self.init(text, metadata: metadata)
    }

    /// A field showing `text`, described by the types in `metadata`.
    public init(_ text: String, metadata: [SDLMetadataType]) {
        self.text = text
        self.metadata = metadata
    }

    /// A field without metadata.
    public init(stringLiteral value: String) {
        self.init(value, metadata: [])
    }
}
