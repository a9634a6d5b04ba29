/// An EndServiceACK control frame (frame info 0x05, §A.8): the service is ended. No payload.
public struct SDLEndServiceACK: Hashable, Sendable {
    /// The service ended.
    public var serviceType: SDLServiceType

    /// Creates an ACK.
    public init(serviceType: SDLServiceType) {
        self.serviceType = serviceType
    }

    /// The frame.
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32 = 0) -> SDLFrame {
        .control(.endServiceACK, serviceType: serviceType, version: version, sessionID: sessionID, messageID: messageID)
    }

    /// Parses an EndServiceACK frame (any payload is ignored).
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not an EndServiceACK.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        try frame.requireControl(.endServiceACK)
        self.init(serviceType: frame.header.serviceType)
    }
}
