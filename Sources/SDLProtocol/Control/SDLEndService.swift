import NIOCore

/// An EndService control frame (frame info 0x04, §A.8): either side closes a service. Ending the
/// RPC service ends the session.
///
/// Payload for the hash ID (RPC): v5 BSON `hashId` (int32); v2–v4 the 4 raw big-endian bytes
/// (Core reads big-endian; iOS wrongly writes host order, §G.15); v1 nothing.
public struct SDLEndService: Hashable, Sendable {
    /// The service to end.
    public var serviceType: SDLServiceType
    /// RPC: the hash ID from the StartServiceACK.
    public var hashID: Int32?

    /// Creates an EndService.
    public init(serviceType: SDLServiceType, hashID: Int32? = nil) {
        self.serviceType = serviceType
        self.hashID = hashID
    }

    /// The frame, with the payload form of `version`.
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32 = 0) -> SDLFrame {
        var payload = ByteBuffer()
        if let hashID {
            if version >= 5 {
                payload = SDLFrame.bsonBuffer([SDLControlKey.hashID: .int32(hashID)])
            } else if version >= 2 {
                payload = SDLFrame.rawHashBuffer(hashID)
            }
        }
        return .control(.endService, serviceType: serviceType, version: version, sessionID: sessionID, messageID: messageID, payload: payload)
    }

    /// Parses an EndService frame. A v5 `hashId` that is not int32 is left `nil` (Core reads −1).
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not an EndService,
    ///   `badBSON` when a v5 payload is not a BSON document.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        try frame.requireControl(.endService)
        self.init(serviceType: frame.header.serviceType)
        let version = frame.header.version
        if version >= 5 {
            hashID = try frame.bsonPayload()?[SDLControlKey.hashID]?.int32Value
        } else if version >= 2 {
            hashID = frame.rawHashID()
        }
    }
}
