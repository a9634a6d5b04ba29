/// Everything the spec says about one parameter: its type and every limit, its default and its
/// availability. Generated types expose one per parameter (`SDLAlert.Parameters.duration`), so
/// code reads the spec's numbers instead of typing them in.
public struct SDLParameterRule: Hashable, Sendable {
    /// The JSON key.
    public let name: String
    /// The spec type.
    public let kind: SDLValueKind
    /// `array="true"`.
    public let isArray: Bool
    /// `mandatory="true"`.
    public let isMandatory: Bool
    /// `minvalue` (Integer and Float).
    public let minValue: Double?
    /// `maxvalue` (Integer and Float).
    public let maxValue: Double?
    /// `minlength` as the spec writes it; see ``effectiveMinLength`` for the rule Core applies.
    public let minLength: Int?
    /// `maxlength`.
    public let maxLength: Int?
    /// `minsize` (arrays).
    public let minSize: Int?
    /// `maxsize` (arrays).
    public let maxSize: Int?
    /// `defvalue`, typed: Core inserts it when the parameter is absent.
    public let defaultValue: SDLJSONValue?
    /// The enum elements this parameter is restricted to (`<element>` children), or `nil` for all.
    public let allowedValues: [String]?
    /// `since`.
    public let since: SDLRPCVersion?
    /// `until`.
    public let until: SDLRPCVersion?
    /// `deprecated="true"`.
    public let isDeprecated: Bool
    /// The line of the `<param>` in the spec file.
    public let specLine: Int

    /// Creates a rule. Generated code passes only what the spec sets.
    public init(
        name: String, kind: SDLValueKind, isArray: Bool = false, isMandatory: Bool,
        minValue: Double? = nil, maxValue: Double? = nil, minLength: Int? = nil, maxLength: Int? = nil,
        minSize: Int? = nil, maxSize: Int? = nil, defaultValue: SDLJSONValue? = nil, allowedValues: [String]? = nil,
        since: SDLRPCVersion? = nil, until: SDLRPCVersion? = nil, isDeprecated: Bool = false, specLine: Int
    ) {
        self.name = name
        self.kind = kind
        self.isArray = isArray
        self.isMandatory = isMandatory
        self.minValue = minValue
        self.maxValue = maxValue
        self.minLength = minLength
        self.maxLength = maxLength
        self.minSize = minSize
        self.maxSize = maxSize
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.since = since
        self.until = until
        self.isDeprecated = isDeprecated
        self.specLine = specLine
    }

    /// The minimum string length Core enforces: the spec's `minlength`, or 1 when it has none
    /// (so `""` is refused unless the spec says `minlength="0"`).
    public var effectiveMinLength: Int { minLength ?? 1 }
}
