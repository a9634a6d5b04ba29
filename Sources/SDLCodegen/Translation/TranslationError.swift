import SDLSpec

/// Problems that make a spec untranslatable to Swift even though it is a valid spec (two
/// elements whose Swift names collide, a struct that contains itself by value).
public struct TranslationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem, as `file:line: error: …`.
    public var diagnostics: [SpecDiagnostic]

    /// Creates the error.
    public init(diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
