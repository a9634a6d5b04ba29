public import SDLRPCRuntime

/// An RPC in protocol v1 form (§B.2): the whole frame payload is JSON,
/// `{"request"|"response"|"notification": {"name": …, "correlationID": …, "parameters": {…}}}`.
///
/// Core 8.2 answers every v1 RPC with `UNSUPPORTED_VERSION` in this form, with a NUL byte after the
/// JSON; decoding ignores trailing NUL bytes. Only a head-unit emulator mimicking that answer, and
/// a capture reader, need this.
public struct SDLRPCEnvelopeV1: Hashable, Sendable {
    /// Request, response or notification (the envelope's only key).
    public var rpcType: SDLRPCType
    /// The function name, e.g. `"RegisterAppInterface"`.
    public var name: String
    /// The correlation ID; absent in notifications.
    public var correlationID: Int?
    /// The RPC's parameters.
    public var parameters: SDLJSONObject

    /// Creates an envelope.
    public init(rpcType: SDLRPCType, name: String, correlationID: Int?, parameters: SDLJSONObject = SDLJSONObject()) {
        self.rpcType = rpcType
        self.name = name
        self.correlationID = correlationID
        self.parameters = parameters
    }

    /// Reads an envelope from a v1 frame payload.
    ///
    /// - Throws: ``SDLProtocolError`` `invalidJSON` when the bytes are not JSON, or not an object
    ///   with exactly one of the three keys whose value holds a string `name`, an optional integer
    ///   `correlationID` and an optional object `parameters`.
    public init(decoding bytes: some Collection<UInt8>) throws(SDLProtocolError) {
        var text = Array(bytes)
        while text.last == 0 { text.removeLast() }
        let value: SDLJSONValue
        do {
            value = try SDLJSONParser.parse(text)
        } catch {
            throw SDLProtocolError(code: .invalidJSON, message: "v1 RPC JSON: \(error)")
        }
        guard let envelope = value.objectValue, envelope.count == 1, let (key, body) = envelope.first(where: { _ in true }) else {
            throw SDLProtocolError(code: .invalidJSON, message: "v1 RPC JSON is not an object with one key")
        }
        let types: [SDLRPCType] = [.request, .response, .notification]
        guard let type = types.first(where: { $0.envelopeKey == key }) else {
            throw SDLProtocolError(code: .invalidJSON, message: "v1 RPC envelope key \"\(key)\" is not request, response or notification")
        }
        guard let fields = body.objectValue, let name = fields["name"]?.stringValue else {
            throw SDLProtocolError(code: .invalidJSON, message: "v1 RPC \(key) has no string \"name\"")
        }
        var correlationID: Int?
        if let correlation = fields["correlationID"] {
            guard let number = correlation.intValue else {
                throw SDLProtocolError(code: .invalidJSON, message: "v1 RPC correlationID is not an integer")
            }
            correlationID = number
        }
        var parameters = SDLJSONObject()
        if let given = fields["parameters"] {
            guard let object = given.objectValue else {
                throw SDLProtocolError(code: .invalidJSON, message: "v1 RPC parameters is not an object")
            }
            parameters = object
        }
        self.init(rpcType: type, name: name, correlationID: correlationID, parameters: parameters)
    }

    /// The JSON bytes, keys in the order name, correlationID, parameters.
    ///
    /// - Parameter appendingNUL: add a NUL byte after the JSON, as Core does on its v1 output.
    public func encodedBytes(appendingNUL: Bool = false) -> [UInt8] {
        var fields = SDLJSONObject()
        fields["name"] = .string(name)
        if let correlationID { fields["correlationID"] = .integer(correlationID) }
        fields["parameters"] = .object(parameters)
        var envelope = SDLJSONObject()
        envelope[rpcType.envelopeKey ?? "request"] = .object(fields)
        var bytes = SDLJSONSerializer.serialize(.object(envelope))
        if appendingNUL { bytes.append(0) }
        return bytes
    }
}
