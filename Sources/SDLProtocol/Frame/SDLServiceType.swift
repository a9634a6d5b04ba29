/// The service a frame belongs to: byte 1 of the frame header (§A.2).
///
/// An open set: any byte can be represented, so a decoder can report a service type it does not
/// know instead of losing it. Core accepts only the five named here.
public struct SDLServiceType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The header byte.
    public var rawValue: UInt8

    /// Creates a service type from its header byte.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// 0x00: control frames (StartService, Heartbeat, …).
    public static let control = SDLServiceType(rawValue: 0x00)
    /// 0x07: RPCs (binary header + JSON, §B.1).
    public static let rpc = SDLServiceType(rawValue: 0x07)
    /// 0x0A: PCM audio streaming, v3+.
    public static let audio = SDLServiceType(rawValue: 0x0A)
    /// 0x0B: video ("mobile nav") streaming, v3+.
    public static let video = SDLServiceType(rawValue: 0x0B)
    /// 0x0F: bulk data ("hybrid"): RPCs that carry binary data, v2+. Never needs a StartService.
    public static let hybrid = SDLServiceType(rawValue: 0x0F)

    /// Whether Core 8.2 accepts this service type (the five above).
    public var isKnown: Bool {
        switch rawValue {
        case 0x00, 0x07, 0x0A, 0x0B, 0x0F: true
        default: false
        }
    }

    /// Whether this service carries RPC payloads (``rpc`` or ``hybrid``).
    public var carriesRPCs: Bool { self == .rpc || self == .hybrid }

    public var description: String {
        switch rawValue {
        case 0x00: "control"
        case 0x07: "rpc"
        case 0x0A: "audio"
        case 0x0B: "video"
        case 0x0F: "hybrid"
        default: "service(0x\(String(rawValue, radix: 16)))"
        }
    }
}
