/// Builds an array of views from a block: `if`/`else`, `if let`, `switch` and `for` all work, and a
/// wrong element points at its own line.
///
/// ```swift
/// let views = SDLViewBuilder.build {
///     SDLTextView(fields: ["Now playing"])
///     if let cover { SDLImageView(artwork: cover) }
///     for action in actions { SDLButtonView(action.name) }
/// }
/// ```
@resultBuilder
@MainActor
public enum SDLViewBuilder {
    /// One view.
    public static func buildExpression(_ view: SDLView) -> [SDLView] { [view] }
    /// Several views (an inner block or a computed list).
    public static func buildExpression(_ views: [SDLView]) -> [SDLView] { views }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [SDLView]...) -> [SDLView] { parts.flatMap { $0 } }
    /// `if` without `else`, `if let`.
    public static func buildOptional(_ part: [SDLView]?) -> [SDLView] { part ?? [] }
    /// `if`/`else`, `switch`: the first branch.
    public static func buildEither(first part: [SDLView]) -> [SDLView] { part }
    /// `if`/`else`, `switch`: the second branch.
    public static func buildEither(second part: [SDLView]) -> [SDLView] { part }
    /// `for … in`.
    public static func buildArray(_ parts: [[SDLView]]) -> [SDLView] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [SDLView]) -> [SDLView] { part }

    /// The views `content` builds.
    public static func build(@SDLViewBuilder _ content: () -> [SDLView]) -> [SDLView] { content() }
}

/// Builds an array of button views from a block (an overlay's buttons, a row of soft buttons),
/// with the same control flow as ``SDLViewBuilder``.
///
/// ```swift
/// let buttons = SDLButtonBuilder.build {
///     SDLButtonView("Yes") { accept() }
///     if canDefer { SDLButtonView("Later") }
/// }
/// ```
@resultBuilder
@MainActor
public enum SDLButtonBuilder {
    /// One button.
    public static func buildExpression(_ button: SDLButtonView) -> [SDLButtonView] { [button] }
    /// Several buttons.
    public static func buildExpression(_ buttons: [SDLButtonView]) -> [SDLButtonView] { buttons }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [SDLButtonView]...) -> [SDLButtonView] { parts.flatMap { $0 } }
    /// `if` without `else`, `if let`.
    public static func buildOptional(_ part: [SDLButtonView]?) -> [SDLButtonView] { part ?? [] }
    /// `if`/`else`, `switch`: the first branch.
    public static func buildEither(first part: [SDLButtonView]) -> [SDLButtonView] { part }
    /// `if`/`else`, `switch`: the second branch.
    public static func buildEither(second part: [SDLButtonView]) -> [SDLButtonView] { part }
    /// `for … in`.
    public static func buildArray(_ parts: [[SDLButtonView]]) -> [SDLButtonView] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [SDLButtonView]) -> [SDLButtonView] { part }

    /// The buttons `content` builds.
    public static func build(@SDLButtonBuilder _ content: () -> [SDLButtonView]) -> [SDLButtonView] { content() }
}
