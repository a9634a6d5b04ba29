/// SDL Core's handling of invalid enum values (protocol.md §D.4), shared by the generated validators
/// and the dynamic one so both drop exactly the same things.
///
/// Core removes an invalid enum value instead of rejecting the message. A struct that thereby loses
/// a mandatory member becomes invalid too, and so does an array that shrinks below `minsize`; an
/// invalid optional member or array element is removed, while a mandatory one is kept, and the later
/// validation fails on it (INVALID_DATA). Everything inside a removed value goes unchecked by Core, so
/// its errors are withdrawn here; the enum issues inside stay, as warnings ("ignored invalid value").
extension SDLValidationContext {
    /// What ``beginValue()`` saves: where the value's issues start and the enclosing value's drop flag.
    public struct ValueMark: Sendable {
        let issueCount: Int
        let enclosingIsDropped: Bool
    }

    /// Starts checking one member or element.
    public mutating func beginValue() -> ValueMark {
        let mark = ValueMark(issueCount: issues.count, enclosingIsDropped: isDropped)
        isDropped = false
        return mark
    }

    /// Ends checking a struct member; returns whether Core removes it. A dropped mandatory member
    /// is kept (its own issues say why it fails) and makes the enclosing struct invalid.
    @discardableResult
    public mutating func endMember(_ mark: ValueMark, isMandatory: Bool) -> Bool {
        let dropped = isDropped
        isDropped = mark.enclosingIsDropped
        guard dropped else { return false }
        if isMandatory {
            isDropped = true
            return false
        }
        withdrawIssues(since: mark.issueCount)
        return true
    }

    /// Ends checking an array element; returns whether Core removes it from its array.
    public mutating func endElement(_ mark: ValueMark) -> Bool {
        let dropped = isDropped
        isDropped = mark.enclosingIsDropped
        if dropped { withdrawIssues(since: mark.issueCount) }
        return dropped
    }

    /// minsize/maxsize on the `remaining` elements of an array that had `original`; an array that
    /// drops shrank below `minsize` is itself dropped.
    public mutating func checkSize(_ remaining: Int, of original: Int, _ rule: SDLParameterRule) {
        guard let violation = SDLRuleCheck.size(remaining, rule) else { return }
        record(violation, specLine: rule.specLine)
        if remaining < original, let minimum = rule.minSize, remaining < minimum { isDropped = true }
    }

    /// Withdraws the errors found inside a removed value; its enum issues stay as warnings.
    mutating func withdrawIssues(since start: Int) {
        guard start < issues.count else { return }
        var kept = Array(issues[..<start])
        for var issue in issues[start...] {
            switch issue.rule {
            case .enumeration:
                issue.severity = .warning
                kept.append(issue)
            case .unknownParameter, .notInVersion:
                kept.append(issue)
            default:
                continue
            }
        }
        issues = kept
    }
}
