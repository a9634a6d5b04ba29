/// Where an item stands in the spec file: a 1-based line (and column where libxml2 knows it).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as it should appear in diagnostics (usually its last path component).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, when known.
    public var column: Int?

    /// Creates a location.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line` or `file:line:column`.
    public var description: String {
        if let column { return "\(file):\(line):\(column)" }
        return "\(file):\(line)"
    }
}
