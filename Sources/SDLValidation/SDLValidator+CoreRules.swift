/// SDL Core's command checks as a stage of their own, after the schema (and, in the emulator,
/// after the policy table), as Core runs them (§D.1).
extension SDLValidator {
    /// Runs Core's command checks of `stage` on a schema report of a request and returns the report
    /// with their issues and decision added. A report that already failed (schema errors, unknown
    /// function) or is not a request is returned unchanged, as Core never reaches the handler.
    ///
    /// ```swift
    /// let schema = validator.validate(parameters: json, function: "AddCommand", messageKind: .request)
    /// let checked = validator.applyCoreRules(to: schema, stage: .all)
    /// checked.result        // .invalidData for an AddCommand with neither menuParams nor vrCommands
    /// checked.coreDecision  // the rule, Core's result code and info
    /// ```
    public func applyCoreRules(to report: SDLValidationReport, stage: SDLCoreRuleStage = .all) -> SDLValidationReport {
        guard report.messageKind == .request, let function = report.function, report.result.isSuccess else { return report }
        var rules = CoreCommandRules(function: function, stage: stage)
        rules.check(report.parameters)
        guard !rules.issues.isEmpty else { return report }
        var checked = report
        checked.issues += rules.issues
        checked.coreDecision = rules.decision
        checked.result = rules.decision?.result ?? Self.result(of: checked.issues)
        return checked
    }
}
