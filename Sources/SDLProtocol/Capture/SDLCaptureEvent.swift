/// What ``SDLCaptureReader`` finds in a capture.
public enum SDLCaptureEvent: Hashable, Sendable {
    /// A whole RPC (v2+): its binary header, JSON and bulk data, with where it was.
    case rpc(SDLCapturedRPC)
    /// A whole v1 RPC (plain JSON envelope, §B.2).
    case legacyRPC(SDLCapturedLegacyRPC)
    /// A whole RPC message marked encrypted (the E bit of a protected service, §A.12), with the
    /// offset of the frame that completed it: its payload is the frames' TLS records, unread.
    case encrypted(SDLMessage, offset: Int)
    /// A control frame (StartService, Heartbeat, …); parse it with ``SDLControlMessage/init(frame:)``.
    case control(SDLFrame, offset: Int)
    /// A protocol error at a byte offset; reading goes on after it where possible.
    case error(SDLProtocolError, offset: Int)
}

/// An RPC found in a capture.
public struct SDLCapturedRPC: Hashable, Sendable {
    /// Byte offset (in the whole capture) of the frame that completed the message.
    public var offset: Int
    /// Frame header version.
    public var version: UInt8
    /// ``SDLServiceType/rpc`` or ``SDLServiceType/hybrid``.
    public var serviceType: SDLServiceType
    /// Session ID.
    public var sessionID: UInt8
    /// Message ID.
    public var messageID: UInt32
    /// The RPC: type, function ID, correlation ID, JSON, bulk data.
    public var payload: SDLRPCPayload
    /// Whether it travelled encrypted and was decrypted from the capture's key material.
    public var wasEncrypted: Bool

    /// Creates a captured RPC.
    public init(
        offset: Int, version: UInt8, serviceType: SDLServiceType, sessionID: UInt8, messageID: UInt32, payload: SDLRPCPayload,
        wasEncrypted: Bool = false
    ) {
        self.wasEncrypted = wasEncrypted
        self.offset = offset
        self.version = version
        self.serviceType = serviceType
        self.sessionID = sessionID
        self.messageID = messageID
        self.payload = payload
    }
}

/// A v1 RPC found in a capture.
public struct SDLCapturedLegacyRPC: Hashable, Sendable {
    /// Byte offset (in the whole capture) of the frame that completed the message.
    public var offset: Int
    /// Session ID.
    public var sessionID: UInt8
    /// The decoded envelope.
    public var envelope: SDLRPCEnvelopeV1

    /// Creates a captured v1 RPC.
    public init(offset: Int, sessionID: UInt8, envelope: SDLRPCEnvelopeV1) {
        self.offset = offset
        self.sessionID = sessionID
        self.envelope = envelope
    }
}

/// Counts kept by ``SDLCaptureReader``.
public struct SDLCaptureStatistics: Hashable, Sendable {
    /// Bytes fed so far.
    public var bytesRead = 0
    /// Frames decoded.
    public var frames = 0
    /// RPCs (v1 and v2+) produced.
    public var rpcs = 0
    /// Control frames produced.
    public var controlFrames = 0
    /// RPC messages marked encrypted, reported without being read.
    public var encryptedMessages = 0
    /// Encrypted frames decrypted by the reader's decryptor.
    public var decryptedFrames = 0
    /// Whole messages of other services (audio, video), skipped.
    public var otherMessages = 0
    /// Errors reported.
    public var errors = 0
    /// Bytes skipped while looking for the next valid header.
    public var skippedBytes = 0

    /// Creates zero counts.
    public init() {}
}
