/// One main text field in an ``SDLTextView`` block: its text and the metadata types that describe
/// it. It builds the same ``SDLMainTextField`` as the class API.
///
/// ```swift
/// let text = SDLTextView(alignment: .centered) {
///     SDLText(track.title, metadata: .mediaTitle)
///     SDLText(track.artist, metadata: .mediaArtist)
///     "Track \(track.number)"                       // a plain string is a field without metadata
/// }
/// ```
public struct SDLText: Hashable, Sendable {
    /// The field this builds.
    public var field: SDLMainTextField

    /// A field showing `text`, described by `metadata` (none, one or several types).
    public init(_ text: String, metadata: SDLMetadataType...) {
        field = SDLMainTextField(text, metadataTypes: metadata)
    }
}
