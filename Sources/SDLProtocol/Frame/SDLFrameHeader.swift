/// The header in front of every SDL frame (§A.1): 8 bytes in version 1, 12 bytes in versions 2–5.
///
/// Byte 0 is `(version << 4) | (isEncrypted ? 0x08 : 0) | frameType`, then service type, frame info,
/// session ID, the big-endian 32-bit data size and, from version 2, the big-endian 32-bit message ID.
/// In a version 1 header bit 3 is the (unused) compression flag; it is kept in ``isEncrypted``.
public struct SDLFrameHeader: Hashable, Sendable, CustomStringConvertible {
    /// The lowest and highest frame header versions (§A.1): 1 through 5.
    public static let supportedVersions: ClosedRange<UInt8> = 1...5
    /// Size of a version 1 header.
    public static let version1Size = 8
    /// Size of a version 2–5 header.
    public static let version2Size = 12

    /// The protocol version, 1–5 (the high nibble of byte 0).
    public var version: UInt8
    /// The E bit: the payload is TLS-protected (§A.12). In a v1 header, the compression bit.
    public var isEncrypted: Bool
    /// Control, single, first or consecutive.
    public var frameType: SDLFrameType
    /// The service this frame belongs to.
    public var serviceType: SDLServiceType
    /// Frame info: the control message for control frames, the sequence number for consecutive
    /// frames, 0 otherwise (§A.2).
    public var frameInfo: UInt8
    /// The session ID Core assigned in the StartServiceACK (0 before that).
    public var sessionID: UInt8
    /// Payload bytes in this frame.
    public var dataSize: UInt32
    /// The message ID (v2+); 0 and not written for version 1.
    public var messageID: UInt32

    /// Creates a header.
    public init(
        version: UInt8,
        isEncrypted: Bool = false,
        frameType: SDLFrameType,
        serviceType: SDLServiceType,
        frameInfo: UInt8 = 0,
        sessionID: UInt8,
        dataSize: UInt32 = 0,
        messageID: UInt32 = 0
    ) {
        self.version = version
        self.isEncrypted = isEncrypted
        self.frameType = frameType
        self.serviceType = serviceType
        self.frameInfo = frameInfo
        self.sessionID = sessionID
        self.dataSize = dataSize
        self.messageID = messageID
    }

    /// The number of bytes this header takes on the wire: 8 for version 1, 12 otherwise.
    public var encodedSize: Int { Self.encodedSize(forVersion: version) }

    /// The header size for a version: 8 for version 1, 12 otherwise.
    public static func encodedSize(forVersion version: UInt8) -> Int {
        version <= 1 ? version1Size : version2Size
    }

    /// The frame info as a control message kind (meaningful when ``frameType`` is ``SDLFrameType/control``).
    public var controlFrameInfo: SDLControlFrameInfo {
        get { SDLControlFrameInfo(rawValue: frameInfo) }
        set { frameInfo = newValue.rawValue }
    }

    public var description: String {
        var text = "v\(version) \(frameType) \(serviceType)"
        text += frameType == .control ? " \(controlFrameInfo)" : " info=\(frameInfo)"
        text += " session=\(sessionID) size=\(dataSize)"
        if version >= 2 { text += " id=\(messageID)" }
        if isEncrypted { text += " encrypted" }
        return text
    }
}
