/// What a template name resolves to in a render model: text, a number, a flag, one nested
/// context or a list. Sections render a list once per element, a flag when true and any other
/// value once with it pushed as the context; `nil` (no such value) renders like false.
public enum MustacheValue {
    /// Text, written as is (or HTML-escaped by `{{name}}` in a template without the TEXT pragma).
    case text(String)
    /// A whole number, written in decimal.
    case number(Int)
    /// A flag: a section renders when true, an inverted one when false.
    case flag(Bool)
    /// Lines of text: a section renders once per line with the line as `{{.}}`.
    case texts([String])
    /// One nested context: a section renders once with it pushed.
    case object(any MustacheContext)
    /// Nested contexts: a section renders once per element with it pushed.
    case objects(any MustacheContextList)
}

/// A render model a template can look names up in.
public protocol MustacheContext {
    /// The value of `key`, or `nil` when this context has none (the lookup then goes on to the
    /// enclosing contexts, as Mustache's context stack does).
    func mustacheValue(for key: RenderKey) -> MustacheValue?

    /// The value of `key` in element `index` of `elements`, read in place. The default is right
    /// for every model; as a requirement it is compiled once per model type, where the element
    /// is borrowed — a list section looking names up through the generic array would otherwise
    /// copy the whole element (retaining each of its strings) for every name.
    static func mustacheValue(of elements: [Self], at index: Int, for key: RenderKey) -> MustacheValue?
}

extension MustacheContext {
    /// The value of `key` in element `index` of `elements`, read in place.
    public static func mustacheValue(of elements: [Self], at index: Int, for key: RenderKey) -> MustacheValue? {
        elements.withUnsafeBufferPointer { $0[index].mustacheValue(for: key) }
    }
}

/// A list of contexts a section iterates without boxing each element.
public protocol MustacheContextList {
    /// How many elements the list has.
    var count: Int { get }
    /// The value of `key` in element `index`.
    func mustacheValue(at index: Int, for key: RenderKey) -> MustacheValue?
    /// Element `index` as text, for a stray `{{.}}`.
    func mustacheDescription(at index: Int) -> String
}

extension Array: MustacheContextList where Element: MustacheContext {
    /// The value of `key` in element `index`.
    public func mustacheValue(at index: Int, for key: RenderKey) -> MustacheValue? {
        Element.mustacheValue(of: self, at: index, for: key)
    }

    /// Element `index` as text.
    public func mustacheDescription(at index: Int) -> String {
        String(describing: self[index])
    }
}
