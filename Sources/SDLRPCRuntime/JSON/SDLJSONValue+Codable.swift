extension SDLJSONValue: Codable {
    /// Decodes any JSON value through a single-value container.
    ///
    /// Tries, in order: `nil` → ``null``, `Bool`, `Int`, `Double`, `String`, `[SDLJSONValue]`,
    /// `[String: SDLJSONValue]`. Two limits of the `Codable` bridge follow from this:
    /// - whether a number becomes ``integer(_:)`` or ``float(_:)`` depends on what the decoder accepts as
    ///   `Int` (Foundation's `JSONDecoder` decodes `5.0` as `Int` 5), so the lexical form is not preserved;
    /// - objects arrive as a `Dictionary`, which has no order: members are stored sorted by key (byte-wise
    ///   on UTF-8) so the result is at least deterministic.
    ///
    /// Use ``SDLJSONParser`` or ``init(parsing:)`` to keep the document's order and number forms.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .float(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let elements = try? container.decode([SDLJSONValue].self) {
            self = .array(elements)
        } else if let members = try? container.decode([String: SDLJSONValue].self) {
            var object = SDLJSONObject()
            for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                if let value = members[key] {
                    object.append(key, value)
                }
            }
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "value is not null, Boolean, number, string, array or object"
            )
        }
    }

    /// Encodes the value the natural way: scalars through a single-value container, arrays through an
    /// unkeyed container, objects through a keyed container in stored member order (whether the output keeps
    /// that order is up to the encoder).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .integer(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .float(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .object(let object):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in object {
                try container.encode(value, forKey: MemberKey(stringValue: key))
            }
        }
    }

    /// A coding key for arbitrary object member names.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            return nil
        }
    }
}
