/// The verdict of one rule primitive: which rule failed and the message, without a path (the
/// caller knows where it is). Shared by the generated static validators and the dynamic one.
public struct SDLRuleViolation: Hashable, Sendable {
    /// The rule.
    public var rule: SDLValidationRule
    /// The message.
    public var message: String

    /// Creates a violation.
    public init(_ rule: SDLValidationRule, _ message: String) {
        self.rule = rule
        self.message = message
    }
}
