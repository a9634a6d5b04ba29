import NIOCore

/// An EndServiceNAK control frame (frame info 0x06, §A.8), e.g. for a wrong hash ID:
/// v5 `rejectedParams: ["hashId"]`, `reason: "Wrong hash_id for session N"`.
///
/// Payload: BSON in v5 headers, nothing otherwise.
public struct SDLEndServiceNAK: Hashable, Sendable {
    /// The service that was not ended.
    public var serviceType: SDLServiceType
    /// The parameters at fault, e.g. `["hashId"]`.
    public var rejectedParams: [String]?
    /// Why (5.3+).
    public var reason: String?

    /// Creates a NAK.
    public init(serviceType: SDLServiceType, rejectedParams: [String]? = nil, reason: String? = nil) {
        self.serviceType = serviceType
        self.rejectedParams = rejectedParams
        self.reason = reason
    }

    /// The frame: BSON payload in v5, none otherwise.
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32 = 0) -> SDLFrame {
        var document = SDLBSONDocument()
        document.set(SDLControlKey.rejectedParams, rejectedParams)
        document.set(SDLControlKey.reason, reason)
        return .control(
            .endServiceNAK, serviceType: serviceType, version: version, sessionID: sessionID,
            messageID: messageID, payload: version >= 5 ? SDLFrame.bsonBuffer(document) : ByteBuffer()
        )
    }

    /// Parses an EndServiceNAK frame.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not an EndServiceNAK,
    ///   `badBSON` when a v5 payload is not a BSON document.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        try frame.requireControl(.endServiceNAK)
        self.init(serviceType: frame.header.serviceType)
        guard frame.header.version >= 5, let document = try frame.bsonPayload() else { return }
        rejectedParams = document.strings(SDLControlKey.rejectedParams)
        reason = document[SDLControlKey.reason]?.stringValue
    }
}
