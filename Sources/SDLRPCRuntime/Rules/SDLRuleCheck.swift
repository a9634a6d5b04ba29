/// The rule primitives: one function per spec limit, each returning the violation (or `nil`).
/// The generated validators and `SDLValidation`'s dynamic validator both call these, so the two
/// faces of validation cannot drift apart on what a limit means or how it is worded.
public enum SDLRuleCheck {
    /// String length in Unicode code points against `minlength` (default 1) and `maxlength`.
    @inlinable
    public static func length(of string: String, _ rule: SDLParameterRule) -> SDLRuleViolation? {
        let minimum = rule.effectiveMinLength
        let maximum = rule.maxLength
        // Fast path: a string of n UTF-8 bytes has between ceil(n / 4) and n code points.
        let bytes = string.utf8.count
        if (bytes + 3) / 4 >= minimum, maximum.map({ bytes <= $0 }) ?? true { return nil }
        let length = string.unicodeScalars.count
        if length < minimum {
            return SDLRuleViolation(.minLength, "length \(length) is below minlength \(minimum)")
        }
        if let maximum, length > maximum {
            return SDLRuleViolation(.maxLength, "length \(length) exceeds maxlength \(maximum)")
        }
        return nil
    }

    /// An Integer against `minvalue`/`maxvalue`.
    @inlinable
    public static func range(of value: Int, _ rule: SDLParameterRule) -> SDLRuleViolation? {
        if let minimum = rule.minValue, Double(value) < minimum {
            return SDLRuleViolation(.minValue, "value \(value) is below minvalue \(SDLRuleCheck.format(minimum))")
        }
        if let maximum = rule.maxValue, Double(value) > maximum {
            return SDLRuleViolation(.maxValue, "value \(value) exceeds maxvalue \(SDLRuleCheck.format(maximum))")
        }
        return nil
    }

    /// A Float against `minvalue`/`maxvalue`.
    @inlinable
    public static func range(of value: Double, _ rule: SDLParameterRule) -> SDLRuleViolation? {
        if let minimum = rule.minValue, value < minimum {
            return SDLRuleViolation(.minValue, "value \(SDLRuleCheck.format(value)) is below minvalue \(SDLRuleCheck.format(minimum))")
        }
        if let maximum = rule.maxValue, value > maximum {
            return SDLRuleViolation(.maxValue, "value \(SDLRuleCheck.format(value)) exceeds maxvalue \(SDLRuleCheck.format(maximum))")
        }
        return nil
    }

    /// An array's element count against `minsize`/`maxsize`.
    @inlinable
    public static func size(_ count: Int, _ rule: SDLParameterRule) -> SDLRuleViolation? {
        if let minimum = rule.minSize, count < minimum {
            return SDLRuleViolation(.minSize, "array size \(count) is below minsize \(minimum)")
        }
        if let maximum = rule.maxSize, count > maximum {
            return SDLRuleViolation(.maxSize, "array size \(count) exceeds maxsize \(maximum)")
        }
        return nil
    }

    /// An enum value: `isKnown` says whether the enum has it; the rule's subset narrows further.
    public static func enumeration(_ rawValue: String, isKnown: Bool, _ rule: SDLParameterRule) -> SDLRuleViolation? {
        guard isKnown else {
            return SDLRuleViolation(.enumeration, "'\(rawValue)' is not an element of enum \(rule.kind)")
        }
        if let allowed = rule.allowedValues, !allowed.contains(rawValue) {
            return SDLRuleViolation(.enumeration, "'\(rawValue)' is not allowed here (allowed: \(allowed.joined(separator: ", ")))")
        }
        return nil
    }

    /// A missing mandatory parameter.
    public static func missing(_ rule: SDLParameterRule) -> SDLRuleViolation {
        SDLRuleViolation(.mandatory, "missing mandatory parameter '\(rule.name)'")
    }

    /// A JSON value of the wrong type.
    public static func type(expected: String, got: String) -> SDLRuleViolation {
        SDLRuleViolation(.type, "expected \(expected), got \(got)")
    }

    /// How severe an enum violation is: Core drops the value (a warning) unless that empties a
    /// mandatory scalar, which then fails as missing (an error).
    public static func enumSeverity(_ rule: SDLParameterRule) -> SDLValidationIssue.Severity {
        rule.isMandatory && !rule.isArray ? .error : .warning
    }

    /// Numbers as the spec writes them: `5000`, `359.99`.
    @usableFromInline
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15, let integer = Int(exactly: value) { return String(integer) }
        return String(value)
    }
}
