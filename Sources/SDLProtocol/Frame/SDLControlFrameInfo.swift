/// The frame info byte of a control frame: which control message it is (§A.2).
public struct SDLControlFrameInfo: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The header byte.
    public var rawValue: UInt8

    /// Creates a control frame info from its header byte.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// 0x00: Heartbeat (§A.9).
    public static let heartbeat = SDLControlFrameInfo(rawValue: 0x00)
    /// 0x01: StartService (§A.6, §A.7).
    public static let startService = SDLControlFrameInfo(rawValue: 0x01)
    /// 0x02: StartServiceACK.
    public static let startServiceACK = SDLControlFrameInfo(rawValue: 0x02)
    /// 0x03: StartServiceNAK.
    public static let startServiceNAK = SDLControlFrameInfo(rawValue: 0x03)
    /// 0x04: EndService (§A.8).
    public static let endService = SDLControlFrameInfo(rawValue: 0x04)
    /// 0x05: EndServiceACK.
    public static let endServiceACK = SDLControlFrameInfo(rawValue: 0x05)
    /// 0x06: EndServiceNAK.
    public static let endServiceNAK = SDLControlFrameInfo(rawValue: 0x06)
    /// 0x07: RegisterSecondaryTransport (§A.10).
    public static let registerSecondaryTransport = SDLControlFrameInfo(rawValue: 0x07)
    /// 0x08: RegisterSecondaryTransportACK.
    public static let registerSecondaryTransportACK = SDLControlFrameInfo(rawValue: 0x08)
    /// 0x09: RegisterSecondaryTransportNAK.
    public static let registerSecondaryTransportNAK = SDLControlFrameInfo(rawValue: 0x09)
    /// 0xFD: TransportEventUpdate.
    public static let transportEventUpdate = SDLControlFrameInfo(rawValue: 0xFD)
    /// 0xFE: ServiceDataACK (deprecated).
    public static let serviceDataACK = SDLControlFrameInfo(rawValue: 0xFE)
    /// 0xFF: HeartbeatACK (§A.9).
    public static let heartbeatACK = SDLControlFrameInfo(rawValue: 0xFF)

    /// Whether Core's header validator accepts this value on a control frame (the thirteen above).
    public var isKnown: Bool {
        rawValue <= 0x09 || rawValue >= 0xFD
    }

    public var description: String {
        switch rawValue {
        case 0x00: "Heartbeat"
        case 0x01: "StartService"
        case 0x02: "StartServiceACK"
        case 0x03: "StartServiceNAK"
        case 0x04: "EndService"
        case 0x05: "EndServiceACK"
        case 0x06: "EndServiceNAK"
        case 0x07: "RegisterSecondaryTransport"
        case 0x08: "RegisterSecondaryTransportACK"
        case 0x09: "RegisterSecondaryTransportNAK"
        case 0xFD: "TransportEventUpdate"
        case 0xFE: "ServiceDataACK"
        case 0xFF: "HeartbeatACK"
        default: "ControlFrameInfo(0x\(String(rawValue, radix: 16)))"
        }
    }
}
