public import NIOCore

/// A whole message of one service: a single frame's payload, or a multi-frame message put back
/// together by ``SDLMessageAssembler`` (§A.4). Split it into frames with ``SDLMessageFragmenter``.
public struct SDLMessage: Hashable, Sendable, CustomStringConvertible {
    /// The frame header version the message travels (or travelled) in, 1–5.
    public var version: UInt8
    /// The service (``SDLServiceType/rpc`` or ``SDLServiceType/hybrid`` for RPCs).
    public var serviceType: SDLServiceType
    /// The session ID.
    public var sessionID: UInt8
    /// The message ID (v2+; 0 in version 1).
    public var messageID: UInt32
    /// Whether the payload is TLS-protected. For a reassembled message: whether any of its
    /// consecutive frames was encrypted.
    public var isEncrypted: Bool
    /// The whole payload (for RPCs: the binary header, JSON and bulk data of §B.1).
    public var payload: ByteBuffer

    /// Creates a message.
    public init(
        version: UInt8,
        serviceType: SDLServiceType,
        sessionID: UInt8,
        messageID: UInt32,
        isEncrypted: Bool = false,
        payload: ByteBuffer
    ) {
        self.version = version
        self.serviceType = serviceType
        self.sessionID = sessionID
        self.messageID = messageID
        self.isEncrypted = isEncrypted
        self.payload = payload
    }

    public var description: String {
        "SDLMessage(v\(version) \(serviceType) session=\(sessionID) id=\(messageID) \(payload.readableBytes) bytes\(isEncrypted ? " encrypted" : ""))"
    }
}
