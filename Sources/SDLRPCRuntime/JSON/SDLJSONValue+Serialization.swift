extension SDLJSONValue {
    /// Parses a UTF-8 JSON document with ``SDLJSONParser`` (default nesting limit).
    /// - Throws: ``SDLJSONSyntaxError`` with the position of the first problem.
    public init(parsing bytes: some Collection<UInt8>) throws(SDLJSONSyntaxError) {
        self = try SDLJSONParser.parse(bytes)
    }

    /// The compact UTF-8 JSON serialization of this value (see ``SDLJSONSerializer``).
    public var jsonBytes: [UInt8] {
        SDLJSONSerializer.serialize(self)
    }

    /// The compact JSON serialization of this value as a string (see ``SDLJSONSerializer``).
    public var jsonString: String {
        SDLJSONSerializer.serializeToString(self)
    }
}
