/// A BSON value of one of the seven types SDL control payloads and Core's `bson_c_lib` use (§A.11).
public indirect enum SDLBSONValue: Hashable, Sendable {
    /// Type 0x02: a UTF-8 string.
    case string(String)
    /// Type 0x10: a 32-bit integer (e.g. `hashId`, `height`, `width`).
    case int32(Int32)
    /// Type 0x12: a 64-bit integer (e.g. `mtu`).
    case int64(Int64)
    /// Type 0x01: an IEEE-754 double.
    case double(Double)
    /// Type 0x08: a Boolean.
    case bool(Bool)
    /// Type 0x04: an array (on the wire, a document with keys "0", "1", …).
    case array([SDLBSONValue])
    /// Type 0x03: an embedded document.
    case document(SDLBSONDocument)

    /// The BSON type byte of this value.
    public var typeByte: UInt8 {
        switch self {
        case .double: 0x01
        case .string: 0x02
        case .document: 0x03
        case .array: 0x04
        case .bool: 0x08
        case .int32: 0x10
        case .int64: 0x12
        }
    }

    /// The string, or `nil` for other types.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The 32-bit integer, or `nil` for other types (an int64 is not converted).
    public var int32Value: Int32? {
        if case .int32(let value) = self { return value }
        return nil
    }

    /// The 64-bit integer, or `nil` for other types (an int32 is not converted).
    public var int64Value: Int64? {
        if case .int64(let value) = self { return value }
        return nil
    }

    /// The double, or `nil` for other types.
    public var doubleValue: Double? {
        if case .double(let value) = self { return value }
        return nil
    }

    /// The Boolean, or `nil` for other types.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, or `nil` for other types.
    public var arrayValue: [SDLBSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The embedded document, or `nil` for other types.
    public var documentValue: SDLBSONDocument? {
        if case .document(let value) = self { return value }
        return nil
    }
}
