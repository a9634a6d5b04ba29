/// Thrown when JSON cannot become a typed value: every `type`, `mandatory` and `syntax` issue
/// found, each with its JSON path.
public struct SDLDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The issues (at least one error).
    public var issues: [SDLValidationIssue]

    /// Creates the error.
    public init(issues: [SDLValidationIssue]) {
        self.issues = issues
    }

    /// One issue per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
