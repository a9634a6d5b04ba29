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
        let filteredEnumCount: Int
    }

    /// Starts checking (or reading) one member or element.
    public mutating func beginValue() -> ValueMark {
        let mark = ValueMark(issueCount: issues.count, enclosingIsDropped: isDropped, filteredEnumCount: filteredEnums.count)
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

    // MARK: Core's filter while reading

    /// Reading met an enum value Core filters out (unknown, or outside the parameter's subset): the
    /// value being read is dropped, and the issue is held until it is known whether validation will
    /// see the value (then it reports it) or an enclosing value is removed unread (then the issue
    /// stays, as a warning; see ``endRead(_:failed:)``).
    mutating func noteFilteredEnum(_ violation: SDLRuleViolation, _ rule: SDLParameterRule) {
        filteredEnums.append(SDLValidationIssue(
            path: path, rule: violation.rule, severity: .warning, message: violation.message, specLine: rule.specLine))
        isDropped = true
    }

    /// Ends reading one member or element; returns whether Core's enum filter removes it although
    /// it could not be read. Core filters invalid enum values before it validates anything (§D.4),
    /// so a struct or array that loses a mandatory member or falls below `minsize` that way is
    /// removed unread: whatever else is wrong inside it (a missing member, a wrong type) is never
    /// seen, and only its enum and unknown-key notes remain. A value that could be read is kept,
    /// and validation applies the same rules to it.
    mutating func endRead(_ mark: ValueMark, failed: Bool) -> Bool {
        let dropped = isDropped
        isDropped = mark.enclosingIsDropped
        guard failed, dropped else { return false }
        withdrawIssues(since: mark.issueCount)
        issues.append(contentsOf: filteredEnums[mark.filteredEnumCount...])
        filteredEnums.removeSubrange(mark.filteredEnumCount...)
        return true
    }

    /// `path` in a decoded value as a path in the JSON it was read from: an index past elements
    /// that reading removed unread moves up by their number.
    func originalPath(_ path: SDLJSONPath) -> SDLJSONPath {
        guard !removedElements.isEmpty else { return path }
        var result = SDLJSONPath()
        for component in path.components {
            switch component {
            case .index(let decoded):
                var original = decoded
                for removed in removedElements[result] ?? [] where removed <= original { original += 1 }
                result.push(index: original)
            case .key(let key):
                result.push(key: key)
            }
        }
        return result
    }

    /// Ends a whole decode: the enum values still held belong to values that were read, which
    /// validation reports itself.
    mutating func endDecoding() {
        filteredEnums.removeAll()
    }
}
