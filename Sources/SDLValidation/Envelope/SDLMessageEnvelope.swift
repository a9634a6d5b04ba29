/// A message as the protocol-v1 JSON envelope writes it (protocol.md §B.2):
/// `{"request"|"response"|"notification": {"name": …, "correlationID": …, "parameters": {…}}}`.
public struct SDLMessageEnvelope: Hashable, Sendable {
    /// Request, response or notification (the envelope's one key).
    public var messageKind: SDLRPCMessageKind
    /// `name`, when given.
    public var name: String?
    /// `functionID`, when given instead of (or beside) the name.
    public var functionID: Int?
    /// `correlationID`, when given.
    public var correlationID: Int?
    /// `parameters` (an empty object when absent).
    public var parameters: SDLJSONValue

    /// Creates an envelope.
    public init(messageKind: SDLRPCMessageKind, name: String?, functionID: Int? = nil, correlationID: Int? = nil, parameters: SDLJSONValue) {
        self.messageKind = messageKind
        self.name = name
        self.functionID = functionID
        self.correlationID = correlationID
        self.parameters = parameters
    }

    /// Reads an envelope; the issue says what is wrong with one that is not.
    public static func read(_ json: SDLJSONValue) -> Result<SDLMessageEnvelope, SDLEnvelopeError> {
        guard case .object(let root) = json, root.count == 1, let (key, body) = root.first(where: { _ in true }),
              let kind = SDLRPCMessageKind(rawValue: key)
        else {
            return .failure(SDLEnvelopeError("not a message envelope: expected one key, \"request\", \"response\" or \"notification\" (use --function and --type for bare parameters)"))
        }
        guard case .object(let message) = body else {
            return .failure(SDLEnvelopeError("\"\(key)\" must be an object with name, correlationID and parameters"))
        }
        let name = message["name"]?.stringValue
        let functionID = message["functionID"]?.intValue
        guard name != nil || functionID != nil else {
            return .failure(SDLEnvelopeError("\"\(key)\" has no \"name\" (a string) or \"functionID\" (an integer)"))
        }
        return .success(SDLMessageEnvelope(
            messageKind: kind, name: name, functionID: functionID,
            correlationID: message["correlationID"]?.intValue,
            parameters: message["parameters"] ?? .object(SDLJSONObject())))
    }
}

/// Why a JSON value is not a message envelope.
public struct SDLEnvelopeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
