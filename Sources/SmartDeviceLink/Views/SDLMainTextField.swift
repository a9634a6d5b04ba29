/// One main text field of a ``SDLTextView``: its text and the metadata types that describe it
/// (SDL-0073), e.g. the song title tagged `.mediaTitle`.
///
/// The screen manager puts the fields of the presented text views, in tree order, into
/// `mainField1`…`mainField4` of the `Show` RPC, joining them with `" - "` when the display has
/// fewer lines (see ``SDLTextFitting``). The metadata types follow the text they describe.
///
/// ```swift
/// let title = SDLMainTextField("Blue in Green", metadataTypes: [.mediaTitle])
/// let artist: SDLMainTextField = "Miles Davis"
/// textView.fields = [title, artist, "Track \(number)"]
/// ```
public struct SDLMainTextField: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text; `""` shows an empty line.
    public var text: String
    /// What the text is (title, artist, temperature …); empty when it describes nothing.
    public var metadataTypes: [SDLMetadataType]

    /// A field with `text` described by `metadataTypes`.
    public init(_ text: String, metadataTypes: [SDLMetadataType] = []) {
        self.text = text
        self.metadataTypes = metadataTypes
    }

    /// A field without metadata.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
