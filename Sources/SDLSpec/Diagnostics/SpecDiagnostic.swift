/// One problem found in a spec, printed as `file:line: error: message` (or `file:line:column:`),
/// the form compilers use so that `swift build` and editors show it as-is.
public struct SpecDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        /// Generation cannot go on.
        case error
        /// Worth a look; generation goes on.
        case warning
    }

    /// Where.
    public var location: SourceLocation
    /// How bad.
    public var severity: Severity
    /// What, in one line.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `file:line: error: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Thrown when a spec cannot be used: every diagnostic found, errors first in file order.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// All diagnostics (at least one error).
    public var diagnostics: [SpecDiagnostic]

    /// Creates the error.
    public init(diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
