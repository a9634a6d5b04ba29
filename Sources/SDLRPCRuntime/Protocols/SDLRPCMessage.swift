/// Which of the three message types a function is.
public enum SDLRPCMessageKind: String, Hashable, Sendable, CaseIterable {
    /// Sent to ask for something; answered by a response.
    case request
    /// The answer to a request.
    case response
    /// One-way.
    case notification

    /// The RPC type nibble of the binary header (0, 1, 2).
    public var wireValue: UInt8 {
        switch self {
        case .request: 0
        case .response: 1
        case .notification: 2
        }
    }
}

/// A generated request, response or notification.
public protocol SDLRPCMessage: SDLStructure {
    /// The spec's name, line, parameter rules, function ID and message type of this message (one
    /// value per type: see ``SDLMessageInfo``).
    static var messageInfo: SDLMessageInfo { get }
    /// What decoding noted and dropped, each with its JSON path: parts a head unit sent that could
    /// not be read (under ``SDLDecodingPolicy/lenient``), unknown keys. Empty for a message made in
    /// code. Takes no part in equality.
    var decodingIssues: [SDLValidationIssue] { get set }
}

extension SDLRPCMessage {
    /// The struct facts of ``messageInfo``.
    public static var structureInfo: SDLStructureInfo { messageInfo.structure }
    /// The function name shared by request and response, e.g. `Alert`.
    public static var rpcName: String { messageInfo.structure.specName }
    /// The numeric function ID of the binary header (the FunctionID element's `value`).
    public static var rpcFunctionID: Int { messageInfo.functionID }
    /// Request, response or notification.
    public static var rpcMessageKind: SDLRPCMessageKind { messageInfo.kind }

    /// Keeps the issues in ``decodingIssues``.
    public mutating func keepDecodingIssues(_ issues: [SDLValidationIssue]) {
        decodingIssues = issues
    }
}

/// A generated request, typed to its response.
public protocol SDLRequest: SDLRPCMessage {
    /// The response this request is answered with.
    associatedtype Response: SDLResponse
}

/// A generated response: every response carries `success` and `resultCode`; most carry `info`
/// (older specs have responses without it, which then answer `nil`).
public protocol SDLResponse: SDLRPCMessage {
    /// The spec's `Result` enum (or the subset type this response uses).
    associatedtype ResultCode: SDLEnumeration
    /// Whether the request succeeded.
    var success: Bool { get }
    /// How it went.
    var resultCode: ResultCode { get }
    /// Any extra words from the head unit.
    var info: String? { get }
}

extension SDLResponse {
    /// `nil` for a response whose spec defines no `info`.
    public var info: String? { nil }
}

/// A generated notification.
public protocol SDLNotification: SDLRPCMessage {}
