/// One problem with a message or value: where, which rule, how bad, and why.
public struct SDLValidationIssue: Hashable, Sendable, CustomStringConvertible {
    /// How bad an issue is, the way SDL Core would treat it.
    public enum Severity: String, Hashable, Sendable {
        /// Core answers INVALID_DATA.
        case error
        /// Core drops the value and answers WARNINGS (or says nothing, for unknown keys).
        case warning
    }

    /// Where, from the parameters object.
    public var path: SDLJSONPath
    /// Which rule.
    public var rule: SDLValidationRule
    /// How bad.
    public var severity: Severity
    /// Why, in words: "length 600 exceeds maxlength 500".
    public var message: String
    /// The line of the spec item that sets the rule, when there is one.
    public var specLine: Int?

    /// Creates an issue.
    public init(path: SDLJSONPath, rule: SDLValidationRule, severity: Severity = .error, message: String, specLine: Int? = nil) {
        self.path = path
        self.rule = rule
        self.severity = severity
        self.message = message
        self.specLine = specLine
    }

    /// `error: $.a.b: message`.
    public var description: String { "\(severity.rawValue): \(path): \(message)" }
}
