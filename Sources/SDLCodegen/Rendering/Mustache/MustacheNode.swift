/// One compiled piece of a template. Names are resolved when the template is compiled.
enum MustacheNode: Sendable {
    /// Literal template text (never more than one line: it ends at a newline).
    case text([UInt8])
    /// The start of a template line: where a standalone partial's indentation goes.
    case lineStart
    /// `{{name}}` (HTML-escaped unless the TEXT pragma is on) or `{{{name}}}` / `{{&name}}`.
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(MustacheName, inverted: Bool, children: [MustacheNode])
    /// `{{> name}}`: the template at `template` in the set, each line indented by `indentation`.
    case partial(template: Int, indentation: [UInt8])
}

/// A name in a tag, resolved at compile time.
enum MustacheName: Sendable, Equatable {
    /// `.`: the current context.
    case implicit
    /// A render model's value, looked up through the context stack.
    case key(RenderKey)
    /// A name no render model has: always missing.
    case unknown
    /// `first()`, `last()`, `index()`, `even()`, `odd()`: the position in the innermost list.
    case position(MustachePosition)
}

/// The sequence functions of swift-mustache, answered for the element a list section renders.
enum MustachePosition: String, Sendable {
    case first, last, index, even, odd
}
