/// A JSON document value as it appears on the SDL wire.
///
/// Unlike `Any`-based JSON models, `SDLJSONValue` keeps the *lexical* distinction between integers and
/// floating-point numbers: the parser produces ``integer(_:)`` for a number written without a fraction or
/// exponent that fits in `Int`, and ``float(_:)`` otherwise. This matters for SDL validation, which rejects
/// `5.0` where an `Integer` parameter is expected.
///
/// Equality is structural and strict: `.integer(5)` is not equal to `.float(5.0)`, and objects compare
/// their members in order (see ``SDLJSONObject``).
public enum SDLJSONValue: Hashable, Sendable {
    /// The JSON literal `null`.
    case null
    /// The JSON literals `true` and `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits in a 64-bit `Int`.
    case integer(Int)
    /// A number written with a fraction or exponent, or an integer too large for `Int`.
    case float(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array.
    case array([SDLJSONValue])
    /// A JSON object with its members in document order.
    case object(SDLJSONObject)
}

extension SDLJSONValue {
    /// The SDL-style name of this value's type, for diagnostics such as `"expected String, got Null"`.
    ///
    /// One of `"Null"`, `"Boolean"`, `"Integer"`, `"Float"`, `"String"`, `"Array"` or `"Object"`.
    public var typeName: String {
        switch self {
        case .null: "Null"
        case .bool: "Boolean"
        case .integer: "Integer"
        case .float: "Float"
        case .string: "String"
        case .array: "Array"
        case .object: "Object"
        }
    }

    /// The string payload, or `nil` if this is not a ``string(_:)``.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer payload, or `nil` if this is not an ``integer(_:)``.
    ///
    /// Floats are never converted, not even integral ones such as `5.0`.
    public var intValue: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The numeric payload as a `Double` for both ``integer(_:)`` and ``float(_:)``, otherwise `nil`.
    ///
    /// Integers with a magnitude above 2^53 are rounded to the nearest representable `Double`.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .float(let value): value
        default: nil
        }
    }

    /// The Boolean payload, or `nil` if this is not a ``bool(_:)``.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, or `nil` if this is not an ``array(_:)``.
    public var arrayValue: [SDLJSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, or `nil` if this is not an ``object(_:)``.
    public var objectValue: SDLJSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }
}
