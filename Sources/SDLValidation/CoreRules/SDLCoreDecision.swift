/// What one of SDL Core's command checks answers a request with, exactly as Core sends it.
///
/// Core stops at the first check a request fails, so a report carries at most one decision:
///
/// ```swift
/// let report = validator.validate(parameters: json, function: "AddCommand", messageKind: .request,
///                                 options: SDLValidationOptions(coreRules: true))
/// if let decision = report.coreDecision {
///     print(decision.rule, decision.result, decision.info ?? "(no info)")
///     // AddCommand.menuParamsOrVrCommands INVALID_DATA (no info)
/// }
/// ```
public struct SDLCoreDecision: Hashable, Sendable {
    /// The rule's identifier in `docs/core-rules.md`, e.g. `AddCommand.menuParamsOrVrCommands`.
    public var rule: String
    /// The result code Core answers with.
    public var result: SDLCoreResult
    /// The `info` Core puts in the response, or `nil` when it sends none.
    public var info: String?

    /// Creates a decision.
    public init(rule: String, result: SDLCoreResult, info: String?) {
        self.rule = rule
        self.result = result
        self.info = info
    }
}
