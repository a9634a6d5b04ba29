import NIOCore

/// A StartServiceNAK control frame (frame info 0x03, §A.6, §A.7): the head unit refused a service.
///
/// Payload: in v5 headers a BSON document with the keys that are set; nothing otherwise (Core's NAK to
/// a first StartService is a v1 header, so it carries neither key).
public struct SDLStartServiceNAK: Hashable, Sendable {
    /// The service refused.
    public var serviceType: SDLServiceType
    /// The parameters that caused the refusal, e.g. `["protocolVersion"]`.
    public var rejectedParams: [String]?
    /// Why (5.3+).
    public var reason: String?

    /// Creates a NAK.
    public init(serviceType: SDLServiceType, rejectedParams: [String]? = nil, reason: String? = nil) {
        self.serviceType = serviceType
        self.rejectedParams = rejectedParams
        self.reason = reason
    }

    /// The BSON keys that are set.
    public var document: SDLBSONDocument {
        var document = SDLBSONDocument()
        document.set(SDLControlKey.rejectedParams, rejectedParams)
        document.set(SDLControlKey.reason, reason)
        return document
    }

    /// The frame: BSON payload in v5, none otherwise.
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32 = 0) -> SDLFrame {
        .control(
            .startServiceNAK, serviceType: serviceType, version: version, sessionID: sessionID,
            messageID: messageID, payload: version >= 5 ? SDLFrame.bsonBuffer(document) : ByteBuffer()
        )
    }

    /// Parses a StartServiceNAK frame.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not a StartServiceNAK,
    ///   `badBSON` when a v5 payload is not a BSON document.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        try frame.requireControl(.startServiceNAK)
        self.init(serviceType: frame.header.serviceType)
        guard frame.header.version >= 5, let document = try frame.bsonPayload() else { return }
        rejectedParams = document.strings(SDLControlKey.rejectedParams)
        reason = document[SDLControlKey.reason]?.stringValue
    }
}
