/// A generated spec enum. Enums are open: a value the app's spec does not know (a newer head
/// unit's) is kept as `unrecognized(String)` rather than failing the whole message, and the
/// validator reports it the way SDL Core treats it.
///
/// A generated enum states three things: its cases with their wire values (`rawValue`), the case
/// `unrecognized(String)`, and its ``enumerationInfo``; everything else is answered here once.
public protocol SDLEnumeration: SDLParameterValue, RawRepresentable, Codable where RawValue == String {
    /// The enum's spec name and known cases, stated once by the generated code.
    static var enumerationInfo: SDLEnumerationInfo<Self> { get }
    /// A value this spec does not define, kept as sent (the generated enum's case of that name).
    static func unrecognized(_ rawValue: String) -> Self
}

extension SDLEnumeration {
    /// Maps a wire string to its case, or to `unrecognized`; never fails.
    public init(rawValue: String) {
        self = Self.enumerationInfo.casesByRawValue[rawValue] ?? Self.unrecognized(rawValue)
    }

    /// Every case the spec defines, in spec order.
    public static var knownCases: [Self] { enumerationInfo.knownCases }

    /// The enum's name in the spec, e.g. `HMILevel`.
    public static var specName: String { enumerationInfo.specName }

    /// Whether the spec defines this wire value (false for a value read as `unrecognized`).
    public var isKnown: Bool { Self.enumerationInfo.casesByRawValue[rawValue] != nil }

    /// A JSON string (or an integer, which Core treats as an invalid value); any other JSON type is a
    /// type error (SDL Core: "Incorrect type").
    public static func read(_ json: SDLJSONValue, _ rule: SDLParameterRule, in context: inout SDLValidationContext) -> Self? {
        let wire: String
        switch json {
        case .string(let name): wire = name
        // Core filters an integer like an unknown name (§D.4): kept here as unrecognized, then dropped.
        case .integer(let number): wire = String(number)
        default:
            context.recordTypeMismatch(expected: "String (enum \(specName))", got: json, rule)
            return nil
        }
        // One lookup gives both the case and whether the spec defines it.
        let known = enumerationInfo.casesByRawValue[wire]
        if let violation = SDLRuleCheck.enumeration(wire, isKnown: known != nil, rule) {
            context.noteFilteredEnum(violation, rule)
        }
        return known ?? unrecognized(wire)
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
