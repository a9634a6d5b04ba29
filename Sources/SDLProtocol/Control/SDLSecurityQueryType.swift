/// Byte 0 of a security query's header (§A.12): request, response or notification.
///
/// An open set: any byte can be represented, so a decoder keeps a type it does not know.
/// Before SDL Core 8.0.0 the head unit sent its handshake data as a ``notification``, later as a
/// ``request``; a reader handles both.
public struct SDLSecurityQueryType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The header byte.
    public var rawValue: UInt8

    /// Creates a query type from its header byte.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// 0x00: a request, answered by a ``response`` with the same sequence number.
    public static let request = SDLSecurityQueryType(rawValue: 0x00)
    /// 0x10: the answer to a ``request``.
    public static let response = SDLSecurityQueryType(rawValue: 0x10)
    /// 0x20: a query nobody answers (an internal error; handshake data before Core 8.0.0).
    public static let notification = SDLSecurityQueryType(rawValue: 0x20)
    /// 0xFF: marked invalid by its sender.
    public static let invalid = SDLSecurityQueryType(rawValue: 0xFF)

    public var description: String {
        switch rawValue {
        case 0x00: "request"
        case 0x10: "response"
        case 0x20: "notification"
        case 0xFF: "invalid"
        default: "query type 0x\(String(rawValue, radix: 16, uppercase: true))"
        }
    }
}

/// Bytes 1–3 of a security query's header (§A.12): what the query is about, a 24-bit number.
public struct SDLSecurityQueryID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The 24-bit value (the top byte is always 0).
    public let rawValue: UInt32

    /// Creates a query ID; bits above the 24th are dropped.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue & 0x00FF_FFFF
    }

    /// 0x000001: the binary part carries TLS handshake bytes.
    public static let sendHandshakeData = SDLSecurityQueryID(rawValue: 0x000001)
    /// 0x000002: an internal error: JSON `{"id": …, "text": …}`, then the error code byte.
    public static let sendInternalError = SDLSecurityQueryID(rawValue: 0x000002)
    /// 0xFFFFFF: marked invalid by its sender.
    public static let invalid = SDLSecurityQueryID(rawValue: 0xFF_FFFF)

    public var description: String {
        switch rawValue {
        case 0x000001: "sendHandshakeData"
        case 0x000002: "sendInternalError"
        case 0xFF_FFFF: "invalid"
        default: "query ID 0x\(String(rawValue, radix: 16, uppercase: true))"
        }
    }
}
