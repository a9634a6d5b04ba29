extension SDLJSONValue: ExpressibleByNilLiteral {
    /// Creates ``null`` from the `nil` literal.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension SDLJSONValue: ExpressibleByBooleanLiteral {
    /// Creates a ``bool(_:)`` from a Boolean literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension SDLJSONValue: ExpressibleByIntegerLiteral {
    /// Creates an ``integer(_:)`` from an integer literal.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension SDLJSONValue: ExpressibleByFloatLiteral {
    /// Creates a ``float(_:)`` from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .float(value)
    }
}

extension SDLJSONValue: ExpressibleByStringLiteral {
    /// Creates a ``string(_:)`` from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension SDLJSONValue: ExpressibleByArrayLiteral {
    /// Creates an ``array(_:)`` from an array literal.
    public init(arrayLiteral elements: SDLJSONValue...) {
        self = .array(elements)
    }
}

extension SDLJSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an ``object(_:)`` from a dictionary literal, keeping the literal's order.
    ///
    /// A key repeated in the literal keeps its first position and takes the last value.
    public init(dictionaryLiteral elements: (String, SDLJSONValue)...) {
        var object = SDLJSONObject()
        for (key, value) in elements {
            object[key] = value
        }
        self = .object(object)
    }
}
