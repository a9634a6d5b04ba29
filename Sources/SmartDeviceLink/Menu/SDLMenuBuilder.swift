/// Builds menu cells from a block: commands (``SDLMenuCell``) and submenus
/// (``SDLMenuCell/subMenu(_:secondaryText:tertiaryText:artwork:secondaryArtwork:layout:_:)``), with
/// `if`/`else`, `if let`, `switch` and `for`.
///
/// ```swift
/// let cells = SDLMenuBuilder.build {
///     SDLMenuCell("Play") { await player.play() }
///     if hasQueue { SDLMenuCell.subMenu("Queue") { for song in queue { SDLMenuCell(song.name) } } }
/// }
/// ```
@resultBuilder
public enum SDLMenuBuilder {
    /// One cell (a command or a submenu).
    public static func buildExpression(_ cell: SDLMenuCell) -> [SDLMenuCell] { [cell] }
    /// Several cells (an inner block or a computed list).
    public static func buildExpression(_ cells: [SDLMenuCell]) -> [SDLMenuCell] { cells }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [SDLMenuCell]...) -> [SDLMenuCell] { parts.flatMap { $0 } }
    /// `if` without `else`, `if let`.
    public static func buildOptional(_ part: [SDLMenuCell]?) -> [SDLMenuCell] { part ?? [] }
    /// `if`/`else`, `switch`: the first branch.
    public static func buildEither(first part: [SDLMenuCell]) -> [SDLMenuCell] { part }
    /// `if`/`else`, `switch`: the second branch.
    public static func buildEither(second part: [SDLMenuCell]) -> [SDLMenuCell] { part }
    /// `for … in`.
    public static func buildArray(_ parts: [[SDLMenuCell]]) -> [SDLMenuCell] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [SDLMenuCell]) -> [SDLMenuCell] { part }

    /// The cells `content` builds.
    public static func build(@SDLMenuBuilder _ content: () -> [SDLMenuCell]) -> [SDLMenuCell] { content() }
}
