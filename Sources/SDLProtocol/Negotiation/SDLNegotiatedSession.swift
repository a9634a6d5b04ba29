/// What a successful RPC StartService settled (§A.7): the values every later frame of the
/// session uses.
public struct SDLNegotiatedSession: Hashable, Sendable {
    /// The frame header version for every later frame: the smaller of the app's major version and
    /// the ACK's (the major of its `protocolVersion`, or its header version when it has no BSON).
    public var frameVersion: UInt8
    /// The negotiated full version: the ACK's `protocolVersion` (capped at the app's), or
    /// "frameVersion.0.0" when the ACK has none.
    public var protocolVersion: SDLProtocolVersion
    /// The session ID the head unit assigned (from the ACK's header).
    public var sessionID: UInt8
    /// The hash ID for the RPC EndService (and resumption): BSON `hashId` in v5, the 4-byte payload
    /// in v2–v4, `nil` when the ACK had none.
    public var hashID: Int32?
    /// Payload bytes per frame to send: the ACK's `mtu` as Core means it (§A.3, §G.1), or when
    /// absent (or not positive) the default of ``frameVersion`` (1488 for v1/v2, 131072 for v3+).
    /// Pass it to ``SDLMessageFragmenter/frames(for:maximumPayloadSize:)``.
    public var maximumPayloadSize: Int
    /// The ACK as received.
    public var acknowledgement: SDLStartServiceACK

    /// Creates a negotiated session.
    public init(
        frameVersion: UInt8,
        protocolVersion: SDLProtocolVersion,
        sessionID: UInt8,
        hashID: Int32?,
        maximumPayloadSize: Int,
        acknowledgement: SDLStartServiceACK
    ) {
        self.frameVersion = frameVersion
        self.protocolVersion = protocolVersion
        self.sessionID = sessionID
        self.hashID = hashID
        self.maximumPayloadSize = maximumPayloadSize
        self.acknowledgement = acknowledgement
    }

    /// The RPC EndService that ends this session, carrying the hash ID in this version's form.
    public func endServiceFrame(messageID: UInt32) -> SDLFrame {
        SDLEndService(serviceType: .rpc, hashID: hashID).frame(version: frameVersion, sessionID: sessionID, messageID: messageID)
    }
}
