/// A generated spec enum. Enums are open: a value the app's spec does not know (a newer head
/// unit's) is kept as `unrecognized(String)` rather than failing the whole message, and the
/// validator reports it the way SDL Core treats it.
public protocol SDLEnumeration: SDLParameterValue, RawRepresentable, Codable where RawValue == String {
    /// Maps a wire string to its case, or to `unrecognized`; never fails.
    init(rawValue: String)
    /// Every case the spec defines, in spec order.
    static var knownCases: [Self] { get }
    /// The enum's name in the spec, e.g. `HMILevel`.
    static var specName: String { get }
    /// Whether the spec defines this value (false for `unrecognized`).
    var isKnown: Bool { get }
}

extension SDLEnumeration {
    /// A JSON string (or an integer, which Core treats as an invalid value); any other JSON type is a
    /// type error (SDL Core: "Incorrect type").
    public static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> Self? {
        let value: Self
        switch json {
        case .string(let name): value = Self(rawValue: name)
        // Core filters an integer like an unknown name (§D.4): kept here as unrecognized, then dropped.
        case .integer(let number): value = Self(rawValue: String(number))
        default:
            context.recordTypeMismatch(expected: "String (enum \(specName))", got: json, rule)
            return nil
        }
        if let violation = SDLRuleCheck.enumeration(value.rawValue, isKnown: value.isKnown, rule) {
            context.noteFilteredEnum(violation, rule)
        }
        return value
    }

    /// The wire string.
    public var jsonValue: SDLJSONValue { .string(rawValue) }

    /// Membership in the enum and in the parameter's subset; an invalid value is dropped (§D.4).
    public func validate(against rule: SDLParameterRule, in context: inout SDLValidationContext) {
        if let violation = SDLRuleCheck.enumeration(rawValue, isKnown: isKnown, rule) {
            context.record(violation, severity: SDLRuleCheck.enumSeverity(rule), specLine: rule.specLine)
            context.isDropped = true
        }
    }
}
