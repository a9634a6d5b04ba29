/// The context SDL Core's command checks run in (the `Run()` stage of protocol.md §D.1, rules of
/// §D.6 and §E): the parameters Core passes on (unknown keys and dropped values already removed),
/// the stage being run, and what the checks found.
///
/// Each function's checks live in a rule table (``CoreRuleTable``) and are written in the order of
/// Core's handler; ``reject(_:at:_:result:info:stage:)`` records the first failure as the decision.
struct CoreCommandRules {
    /// One handler's checks.
    typealias Check = @Sendable (inout CoreCommandRules, SDLJSONObject) -> Void

    let function: String
    /// Which checks count in this run.
    let stage: SDLCoreRuleStage
    /// What the checks found, all with rule `core-rule`.
    private(set) var issues: [SDLValidationIssue] = []
    /// The first failure in scope: Core answers with it and stops.
    private(set) var decision: SDLCoreDecision?

    init(function: String, stage: SDLCoreRuleStage) {
        self.function = function
        self.stage = stage
    }

    /// Runs the checks Core's handler for this function makes (only requests have command checks).
    mutating func check(_ parameters: SDLJSONObject) {
        CoreRuleTable.check(for: function)?(&self, parameters)
    }

    // MARK: Recording

    /// Whether a check of `ruleStage` is run in this pass.
    func includes(_ ruleStage: SDLCoreRuleStage) -> Bool {
        stage == .all || ruleStage == .all || stage == ruleStage
    }

    /// Core refuses the request: `rule` (its id in docs/core-rules.md) failed at `path`.
    /// - Parameters:
    ///   - message: why, for a person reading `sdl-validate`'s output.
    ///   - result: the result code Core answers with.
    ///   - info: the `info` Core sends, exactly; `nil` when it sends none.
    ///   - stage: whether Core checks this before or after its checks on the app's state.
    mutating func reject(_ rule: String, at path: SDLJSONPath, _ message: String, result: SDLCoreResult = .invalidData,
                         info: String? = nil, stage ruleStage: SDLCoreRuleStage = .beforeAppState) {
        guard includes(ruleStage) else { return }
        issues.append(SDLValidationIssue(path: path, rule: .coreRule, severity: .error, message: "\(message) [\(rule)]"))
        if decision == nil { decision = SDLCoreDecision(rule: rule, result: result, info: info) }
    }

    /// Core accepts the request but answers WARNINGS because of `rule`.
    mutating func warn(_ rule: String, at path: SDLJSONPath, _ message: String, stage ruleStage: SDLCoreRuleStage = .beforeAppState) {
        guard includes(ruleStage) else { return }
        issues.append(SDLValidationIssue(path: path, rule: .coreRule, severity: .warning, message: "\(message) [\(rule)]"))
    }
}
