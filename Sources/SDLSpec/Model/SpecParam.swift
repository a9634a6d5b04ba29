/// The type a `param` names: one of the four scalar types, or an enum or struct of the spec.
public enum SpecParamType: Hashable, Sendable, CustomStringConvertible {
    /// `String`.
    case string
    /// `Integer`.
    case integer
    /// `Float` (the parser also accepts `Double`).
    case float
    /// `Boolean`.
    case boolean
    /// The name of an enum or struct, resolved by the semantic checks.
    case named(String)

    /// Reads the `type` attribute.
    public init(attribute: String) {
        switch attribute {
        case "String": self = .string
        case "Integer": self = .integer
        case "Float", "Double": self = .float
        case "Boolean": self = .boolean
        default: self = .named(attribute)
        }
    }

    /// The spec's spelling.
    public var description: String {
        switch self {
        case .string: "String"
        case .integer: "Integer"
        case .float: "Float"
        case .boolean: "Boolean"
        case .named(let name): name
        }
    }
}

/// A number bound as the spec writes it: integers stay exact, decimals are doubles.
public enum SpecNumber: Hashable, Sendable, CustomStringConvertible {
    /// A bound without a fraction, e.g. `100000000000`.
    case integer(Int)
    /// A bound with a fraction or exponent, e.g. `359.99`.
    case float(Double)

    /// The value as a double.
    public var doubleValue: Double {
        switch self {
        case .integer(let value): Double(value)
        case .float(let value): value
        }
    }

    /// The spec's spelling (integers without a fraction).
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .float(let value): String(value)
        }
    }
}

/// A `<param>` of a function or struct.
public struct SpecParam: Hashable, Sendable {
    /// The JSON key.
    public var name: String
    /// The declared type.
    public var type: SpecParamType
    /// `array="true"`.
    public var isArray: Bool
    /// `mandatory="true"`.
    public var isMandatory: Bool
    /// `minvalue`.
    public var minValue: SpecNumber?
    /// `maxvalue`.
    public var maxValue: SpecNumber?
    /// `minlength` as written (Core's default of 1 is applied by consumers, not here).
    public var minLength: Int?
    /// `maxlength`.
    public var maxLength: Int?
    /// `minsize`.
    public var minSize: Int?
    /// `maxsize`.
    public var maxSize: Int?
    /// `defvalue` as written.
    public var defaultValue: String?
    /// `<element>` children: the enum subset this param is restricted to (empty: the whole enum).
    public var enumSubset: [String]
    /// Since/until/deprecated/removed.
    public var availability: Availability
    /// `platform`, e.g. "documentation".
    public var platform: String?
    /// The prose.
    public var documentation: Documentation
    /// Older definitions from the param's `<history>`.
    public var history: [SpecParam]
    /// Where the `<param>` tag stands.
    public var location: SourceLocation

    /// Creates a param.
    public init(
        name: String, type: SpecParamType, isArray: Bool = false, isMandatory: Bool,
        minValue: SpecNumber? = nil, maxValue: SpecNumber? = nil, minLength: Int? = nil, maxLength: Int? = nil,
        minSize: Int? = nil, maxSize: Int? = nil, defaultValue: String? = nil, enumSubset: [String] = [],
        availability: Availability = Availability(), platform: String? = nil,
        documentation: Documentation = Documentation(), history: [SpecParam] = [], location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.isArray = isArray
        self.isMandatory = isMandatory
        self.minValue = minValue
        self.maxValue = maxValue
        self.minLength = minLength
        self.maxLength = maxLength
        self.minSize = minSize
        self.maxSize = maxSize
        self.defaultValue = defaultValue
        self.enumSubset = enumSubset
        self.availability = availability
        self.platform = platform
        self.documentation = documentation
        self.history = history
        self.location = location
    }
}
