public import SDLRPC

/// One RPC message as it travels, untyped: what the binary header says (protocol.md §B.1) plus
/// the parsed JSON parameters and any bulk data.
///
/// Tools that handle any RPC by name (such as `sdl-rpc`) use it with
/// ``SDLSession/send(functionID:parameters:bulkData:timeout:)`` and ``SDLSession/messages()``.
public struct SDLRPCEnvelope: Hashable, Sendable {
    /// Request, response or notification.
    public var kind: SDLRPCMessageKind
    /// The function ID of the binary header.
    public var functionID: Int
    /// The correlation ID (0 for notifications).
    public var correlationID: Int32
    /// The JSON parameters (`{}` when the message carried no JSON).
    public var parameters: SDLJSONObject
    /// The binary data after the JSON (empty when there is none).
    public var bulkData: [UInt8]
    /// The typed forms decoded so far, shared by every copy of this envelope.
    @SDLNotCompared var decoded = SDLDecodedMessageCache()

    /// Creates an envelope.
    public init(kind: SDLRPCMessageKind, functionID: Int, correlationID: Int32, parameters: SDLJSONObject, bulkData: [UInt8] = []) {
        self.kind = kind
        self.functionID = functionID
        self.correlationID = correlationID
        self.parameters = parameters
        self.bulkData = bulkData
    }

    /// The spec's function name for ``functionID`` (e.g. `Show`), or `nil` for an unknown ID.
    public var functionName: String? { SDLFunctionNames.name(forFunctionID: functionID) }

    /// For a response: its `success` parameter (`nil` when absent or not a response).
    public var success: Bool? {
        guard kind == .response else { return nil }
        return parameters["success"]?.boolValue
    }

    /// For a response: its `resultCode` parameter.
    public var resultCode: String? { parameters["resultCode"]?.stringValue }

    /// Decodes the parameters as `Message`.
    ///
    /// - Parameters:
    ///   - type: the message type to decode.
    ///   - policy: `.lenient` (the default; this is what a head unit sent) drops the parts
    ///     that cannot be read and records them in `decodingIssues`; `.strict` fails on them.
    /// - Throws: `SDLDecodingError` listing every problem.
    public func decode<Message: SDLRPCMessage>(
        as type: Message.Type, policy: SDLDecodingPolicy = .lenient
    ) throws(SDLDecodingError) -> Message {
        guard policy == .lenient else { return try Message(json: .object(parameters), policy: policy) }
        return try decoded.decode(type, from: parameters).result.get()
    }
}
