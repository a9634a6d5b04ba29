/// The walk state shared by typed decoding and typed validation: the current JSON path and the
/// issues found so far. Generated code calls ``read(_:_:)`` and ``check(_:_:)``; each pushes the
/// parameter's key, so every issue carries its full path.
public struct SDLValidationContext: Sendable {
    /// Where the walk is.
    public var path: SDLJSONPath
    /// What it found.
    public var issues: [SDLValidationIssue]

    /// Starts at `path` with no issues.
    public init(path: SDLJSONPath = .root) {
        self.path = path
        self.issues = []
    }

    /// Whether any issue found so far is an error.
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }

    /// Records a violation at the current path.
    public mutating func record(_ violation: SDLRuleViolation, severity: SDLValidationIssue.Severity = .error, specLine: Int?) {
        issues.append(SDLValidationIssue(path: path, rule: violation.rule, severity: severity, message: violation.message, specLine: specLine))
    }

    /// Reads parameter `rule.name` from `object` as a `Value`; records a `mandatory` issue when a
    /// mandatory key is absent and a `type` issue when the JSON does not fit. Unknown keys are
    /// never looked at, so they are ignored as SDL Core ignores them.
    public mutating func read<Value: SDLParameterValue>(_ object: SDLJSONObject, _ rule: SDLParameterRule) -> Value? {
        guard let json = object[rule.name] else {
            if rule.isMandatory {
                path.push(key: rule.name)
                record(SDLRuleCheck.missing(rule), specLine: rule.specLine)
                path.pop()
            }
            return nil
        }
        path.push(key: rule.name)
        defer { path.pop() }
        return Value.read(json, rule, in: &self)
    }

    /// Validates parameter `rule.name` holding `value` (absent optional values pass).
    public mutating func check<Value: SDLParameterValue>(_ value: Value?, _ rule: SDLParameterRule) {
        guard let value else { return }
        path.push(key: rule.name)
        value.validate(against: rule, in: &self)
        path.pop()
    }

    /// Records a type mismatch for `json` at the current path.
    public mutating func recordTypeMismatch(expected: String, got json: SDLJSONValue, _ rule: SDLParameterRule) {
        record(SDLRuleCheck.type(expected: expected, got: json.typeName), specLine: rule.specLine)
    }
}
