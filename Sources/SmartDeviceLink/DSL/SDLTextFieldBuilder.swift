/// Builds the main text fields of an ``SDLTextView`` from a block: ``SDLText``, plain strings or
/// arrays of fields, with `if`/`else`, `if let`, `switch` and `for`.
///
/// A Show has at most four main fields; more fields are not an error: they are joined onto the
/// display's lines with `" - "` as with the class API (``SDLTextFitting``).
///
/// ```swift
/// let text = SDLTextView {
///     SDLText(track.title, metadata: .mediaTitle)
///     if let album = track.album { SDLText(album, metadata: .mediaAlbum) }
///     for credit in track.credits { credit }
/// }
/// ```
@resultBuilder
public enum SDLTextFieldBuilder {
    /// A field.
    public static func buildExpression(_ field: SDLText) -> [SDLText] { [field] }
    /// A field without metadata.
    public static func buildExpression(_ text: String) -> [SDLText] { [SDLText(text)] }
    /// Several fields (a computed list).
    public static func buildExpression(_ fields: [SDLText]) -> [SDLText] { fields }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [SDLText]...) -> [SDLText] { parts.flatMap { $0 } }
    /// `if` without `else`, `if let`.
    public static func buildOptional(_ part: [SDLText]?) -> [SDLText] { part ?? [] }
    /// `if`/`else`, `switch`: the first branch.
    public static func buildEither(first part: [SDLText]) -> [SDLText] { part }
    /// `if`/`else`, `switch`: the second branch.
    public static func buildEither(second part: [SDLText]) -> [SDLText] { part }
    /// `for … in`.
    public static func buildArray(_ parts: [[SDLText]]) -> [SDLText] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [SDLText]) -> [SDLText] { part }
}
