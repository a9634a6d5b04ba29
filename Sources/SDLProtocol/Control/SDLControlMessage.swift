/// Any control frame, parsed by its frame info (§A.6).
public enum SDLControlMessage: Hashable, Sendable {
    /// 0x00.
    case heartbeat(SDLHeartbeat)
    /// 0xFF.
    case heartbeatACK(SDLHeartbeatACK)
    /// 0x01.
    case startService(SDLStartService)
    /// 0x02.
    case startServiceACK(SDLStartServiceACK)
    /// 0x03.
    case startServiceNAK(SDLStartServiceNAK)
    /// 0x04.
    case endService(SDLEndService)
    /// 0x05.
    case endServiceACK(SDLEndServiceACK)
    /// 0x06.
    case endServiceNAK(SDLEndServiceNAK)
    /// Any other control frame (secondary transport, TransportEventUpdate, ServiceDataACK, unknown);
    /// its payload stays in the frame.
    case other(SDLControlFrameInfo)

    /// Parses a control frame.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not a control frame, `badBSON`
    ///   when a BSON payload is malformed.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        guard frame.header.frameType == .control else {
            throw SDLProtocolError(code: .unexpectedFrame, message: "expected a control frame, got a \(frame.header.frameType) frame")
        }
        switch frame.header.controlFrameInfo {
        case .heartbeat: self = .heartbeat(try SDLHeartbeat(frame: frame))
        case .heartbeatACK: self = .heartbeatACK(try SDLHeartbeatACK(frame: frame))
        case .startService: self = .startService(try SDLStartService(frame: frame))
        case .startServiceACK: self = .startServiceACK(try SDLStartServiceACK(frame: frame))
        case .startServiceNAK: self = .startServiceNAK(try SDLStartServiceNAK(frame: frame))
        case .endService: self = .endService(try SDLEndService(frame: frame))
        case .endServiceACK: self = .endServiceACK(try SDLEndServiceACK(frame: frame))
        case .endServiceNAK: self = .endServiceNAK(try SDLEndServiceNAK(frame: frame))
        default: self = .other(frame.header.controlFrameInfo)
        }
    }
}
