/// The RPC type in the high nibble of the RPC binary header (§B.1).
///
/// Core drops messages whose type is 3 or more, so decoders here refuse them.
public struct SDLRPCType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The nibble's value, 0–15.
    public var rawValue: UInt8

    /// Creates a type from the nibble's value.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// 0: a request from the app (or from the head unit for the few head-unit-initiated requests).
    public static let request = SDLRPCType(rawValue: 0)
    /// 1: a response, carrying the request's correlation ID.
    public static let response = SDLRPCType(rawValue: 1)
    /// 2: a notification (correlation ID 0).
    public static let notification = SDLRPCType(rawValue: 2)

    /// Whether this is request, response or notification (the types Core accepts).
    public var isKnown: Bool { rawValue <= 2 }

    /// The key the v1 JSON envelope uses for this type: `"request"`, `"response"` or `"notification"` (§B.2).
    public var envelopeKey: String? {
        switch rawValue {
        case 0: "request"
        case 1: "response"
        case 2: "notification"
        default: nil
        }
    }

    public var description: String { envelopeKey ?? "rpcType(\(rawValue))" }
}
