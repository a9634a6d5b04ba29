/// The short answer about one message.
public enum SDLValidationVerdict: String, Hashable, Sendable, CaseIterable {
    /// No issue at all.
    case ok
    /// Only warnings: values Core drops (invalid enum values, unknown keys, parameters not in the
    /// app's version) or Core's own warnings.
    case warnings
    /// At least one error: Core refuses the message.
    case invalid
}
