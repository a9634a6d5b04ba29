/// The prose the spec attaches to an item: its `<description>` children (in order), any `<warning>`
/// and `<todo>` text. Whitespace inside each paragraph is folded to single spaces.
public struct Documentation: Hashable, Sendable {
    /// One entry per `<description>` element.
    public var descriptions: [String]
    /// One entry per `<warning>` element (enum elements only).
    public var warnings: [String]
    /// One entry per `<todo>` element (params only).
    public var todos: [String]

    /// Creates documentation.
    public init(descriptions: [String] = [], warnings: [String] = [], todos: [String] = []) {
        self.descriptions = descriptions
        self.warnings = warnings
        self.todos = todos
    }

    /// Whether there is no text at all.
    public var isEmpty: Bool { descriptions.isEmpty && warnings.isEmpty && todos.isEmpty }
}
