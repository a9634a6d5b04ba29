/// Builds the main text fields of an ``SDLTextView`` from a block: ``SDLText``, plain strings,
/// ``SDLMainTextField``s or arrays of them, with `if`/`else`, `if let`, `switch` and `for`.
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
    /// A field with metadata.
    public static func buildExpression(_ text: SDLText) -> [SDLMainTextField] { [text.field] }
    /// A field without metadata.
    public static func buildExpression(_ text: String) -> [SDLMainTextField] { [SDLMainTextField(text)] }
    /// A field of the class API.
    public static func buildExpression(_ field: SDLMainTextField) -> [SDLMainTextField] { [field] }
    /// Several fields (a computed list).
    public static func buildExpression(_ fields: [SDLMainTextField]) -> [SDLMainTextField] { fields }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [SDLMainTextField]...) -> [SDLMainTextField] { parts.flatMap { $0 } }
    /// `if` without `else`, `if let`.
    public static func buildOptional(_ part: [SDLMainTextField]?) -> [SDLMainTextField] { part ?? [] }
    /// `if`/`else`, `switch`: the first branch.
    public static func buildEither(first part: [SDLMainTextField]) -> [SDLMainTextField] { part }
    /// `if`/`else`, `switch`: the second branch.
    public static func buildEither(second part: [SDLMainTextField]) -> [SDLMainTextField] { part }
    /// `for … in`.
    public static func buildArray(_ parts: [[SDLMainTextField]]) -> [SDLMainTextField] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [SDLMainTextField]) -> [SDLMainTextField] { part }
}
