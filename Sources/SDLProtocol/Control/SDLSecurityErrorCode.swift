/// The error code of a security query's internal error (§A.12): the last byte of its binary part
/// and the `id` of its JSON. SDL Core sends ``invalidCertificate`` when it rejects the app's
/// certificate.
public struct SDLSecurityErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The byte.
    public var rawValue: UInt8

    /// Creates a code from its byte.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// 0x00: no error.
    public static let success = SDLSecurityErrorCode(rawValue: 0x00)
    /// 0x01: the query is shorter than its header says.
    public static let invalidQuerySize = SDLSecurityErrorCode(rawValue: 0x01)
    /// 0x02: the query ID is not known.
    public static let invalidQueryID = SDLSecurityErrorCode(rawValue: 0x02)
    /// 0x03: the receiver has no security layer.
    public static let notSupported = SDLSecurityErrorCode(rawValue: 0x03)
    /// 0x04: the service is protected already.
    public static let serviceAlreadyProtected = SDLSecurityErrorCode(rawValue: 0x04)
    /// 0x05: the service is not protected.
    public static let serviceNotProtected = SDLSecurityErrorCode(rawValue: 0x05)
    /// 0x06: a payload did not decrypt.
    public static let decryptionFailed = SDLSecurityErrorCode(rawValue: 0x06)
    /// 0x07: a payload could not be encrypted.
    public static let encryptionFailed = SDLSecurityErrorCode(rawValue: 0x07)
    /// 0x08: the handshake bytes are not TLS.
    public static let invalidSSLData = SDLSecurityErrorCode(rawValue: 0x08)
    /// 0x09: the TLS handshake failed.
    public static let handshakeFailed = SDLSecurityErrorCode(rawValue: 0x09)
    /// 0x0A: the peer's certificate was rejected.
    public static let invalidCertificate = SDLSecurityErrorCode(rawValue: 0x0A)
    /// 0x0B: the peer's certificate has expired (or is not valid yet).
    public static let expiredCertificate = SDLSecurityErrorCode(rawValue: 0x0B)
    /// 0xFF: any other failure.
    public static let unknown = SDLSecurityErrorCode(rawValue: 0xFF)

    public var description: String {
        switch rawValue {
        case 0x00: "success"
        case 0x01: "invalidQuerySize"
        case 0x02: "invalidQueryID"
        case 0x03: "notSupported"
        case 0x04: "serviceAlreadyProtected"
        case 0x05: "serviceNotProtected"
        case 0x06: "decryptionFailed"
        case 0x07: "encryptionFailed"
        case 0x08: "invalidSSLData"
        case 0x09: "handshakeFailed"
        case 0x0A: "invalidCertificate"
        case 0x0B: "expiredCertificate"
        case 0xFF: "unknown"
        default: "error 0x\(String(rawValue, radix: 16, uppercase: true))"
        }
    }
}
