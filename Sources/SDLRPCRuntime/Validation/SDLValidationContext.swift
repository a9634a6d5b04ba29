/// The walk state shared by typed decoding and typed validation: the current JSON path and the
/// issues found so far. Generated code calls ``read(_:_:)`` and ``check(_:_:)``; each pushes the
/// parameter's key, so every issue carries its full path.
public struct SDLValidationContext: Sendable {
    /// Where the walk is.
    public var path: SDLJSONPath
    /// What it found.
    public var issues: [SDLValidationIssue]
    /// Set by the value being checked when SDL Core would drop it (§D.4): an invalid enum value, a
    /// struct left without a mandatory member by such a drop, or an array that drops shrank below
    /// `minsize`. ``endMember(_:isMandatory:)`` and ``endElement(_:)`` act on it and reset it.
    public var isDropped: Bool
    /// How reading treats a part that cannot be read (strict by default).
    public var decodingPolicy: SDLDecodingPolicy
    /// Enum values reading found filtered, held by ``noteFilteredEnum(_:_:)`` until
    /// ``endRead(_:failed:)`` decides their fate.
    var filteredEnums: [SDLValidationIssue] = []
    /// For each array (its path in the JSON read) the indices of the elements reading removed
    /// unread, ascending; ``originalPath(_:)`` maps a decoded value's paths back through them.
    var removedElements: [SDLJSONPath: [Int]] = [:]

    /// Starts at `path` with no issues.
    public init(path: SDLJSONPath = .root, decodingPolicy: SDLDecodingPolicy = .strict) {
        var components = path.components
        components.reserveCapacity(8)  // one allocation for the walk instead of regrowing
        self.path = SDLJSONPath(components)
        self.issues = []
        self.isDropped = false
        self.decodingPolicy = decodingPolicy
    }

    /// Whether any issue found so far is an error.
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }

    /// Records a violation at the current path.
    public mutating func record(_ violation: SDLRuleViolation, severity: SDLValidationIssue.Severity = .error, specLine: Int?) {
        issues.append(SDLValidationIssue(path: path, rule: violation.rule, severity: severity, message: violation.message, specLine: specLine))
    }

    /// Reads parameter `rule.name` from `object` as a `Value`; records a `mandatory` issue when a
    /// mandatory key is absent and a `type` issue when the JSON does not fit. Unknown keys are
    /// never looked at, so they are ignored as SDL Core ignores them. A value that cannot be read
    /// because Core's enum filter empties it is removed as Core removes it (``endRead(_:failed:)``).
    /// Under the lenient policy an optional parameter that cannot be read is dropped (`nil`) with its
    /// issues as warnings.
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
        let mark = beginValue()
        let value = Value.read(json, rule, in: &self)
        let droppedByCore = isDropped
        if endRead(mark, failed: value == nil) {
            // Core removes an optional member its enum filter emptied; a mandatory one is missing
            // after the filter, which fails the enclosing struct (and is withdrawn with it when
            // that struct is filtered in turn).
            if rule.isMandatory {
                record(SDLRuleCheck.missing(rule), specLine: rule.specLine)
                isDropped = true
            }
            return nil
        }
        if droppedByCore {
            // A mandatory member Core's filter drops leaves the enclosing struct invalid too; an
            // optional one is removed before Core validates anything in it (validation reports it).
            if rule.isMandatory { isDropped = true } else { withdrawIssues(since: mark.issueCount) }
        }
        if value == nil, decodingPolicy == .lenient, !rule.isMandatory {
            recordLenientDrop(since: mark.issueCount, of: "the optional parameter", specLine: rule.specLine)
        }
        return value
    }

    /// Lenient reading dropped the value at the current path: the errors found inside it since
    /// `mark` become warnings (the value is gone, so they no longer fail anything), and one
    /// `dropped` warning says what went.
    public mutating func recordLenientDrop(since mark: Int, of what: String, specLine: Int?) {
        for index in issues.indices[mark...] where issues[index].severity == .error {
            issues[index].severity = .warning
        }
        issues.append(SDLValidationIssue(
            path: path, rule: .dropped, severity: .warning, message: "dropped: \(what) cannot be read", specLine: specLine))
    }

    /// Validates parameter `rule.name` holding `value` (absent optional values pass), applying Core's
    /// drop propagation to it.
    public mutating func check<Value: SDLParameterValue>(_ value: Value?, _ rule: SDLParameterRule) {
        guard let value else { return }
        path.push(key: rule.name)
        let mark = beginValue()
        value.validate(against: rule, in: &self)
        endMember(mark, isMandatory: rule.isMandatory)
        path.pop()
    }

    /// Records a type mismatch for `json` at the current path.
    public mutating func recordTypeMismatch(expected: String, got json: SDLJSONValue, _ rule: SDLParameterRule) {
        record(SDLRuleCheck.type(expected: expected, got: json.typeName), specLine: rule.specLine)
    }
}

extension SDLValidationContext {
    /// Keys SDL Core never strips, at any depth (it uses them internally, §D.4).
    public static let keysCoreKeeps: Set<String> = ["connection_key", "binary_data", "appID"]

    /// Records a warning for each key of `object` that no rule in `known` names: Core drops such
    /// keys silently, which is almost always a typo worth seeing.
    public mutating func noteUnknownKeys(in object: SDLJSONObject, known: [SDLParameterRule], specLine: Int?) {
        for (key, _) in object where !known.contains(where: { $0.name == key }) && !Self.keysCoreKeeps.contains(key) {
            path.push(key: key)
            issues.append(SDLValidationIssue(
                path: path, rule: .unknownParameter, severity: .warning,
                message: "unknown parameter '\(key)' is dropped", specLine: specLine))
            path.pop()
        }
    }
}
