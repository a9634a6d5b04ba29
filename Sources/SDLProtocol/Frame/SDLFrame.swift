public import NIOCore

/// One SDL frame: a header and its payload (§A.1).
///
/// ``header``'s ``SDLFrameHeader/dataSize`` always equals the payload's readable bytes: the
/// initialiser and the payload setter keep it so.
public struct SDLFrame: Hashable, Sendable, CustomStringConvertible {
    /// The header. Its data size follows ``payload``.
    public private(set) var header: SDLFrameHeader
    /// The payload bytes (readable bytes only).
    public var payload: ByteBuffer {
        didSet { header.dataSize = UInt32(truncatingIfNeeded: payload.readableBytes) }
    }

    /// Creates a frame; the header's data size is set from `payload`.
    public init(header: SDLFrameHeader, payload: ByteBuffer = ByteBuffer()) {
        var header = header
        header.dataSize = UInt32(truncatingIfNeeded: payload.readableBytes)
        self.header = header
        self.payload = payload
    }

    /// Creates a frame from header fields and payload bytes.
    public init(
        version: UInt8,
        isEncrypted: Bool = false,
        frameType: SDLFrameType,
        serviceType: SDLServiceType,
        frameInfo: UInt8 = 0,
        sessionID: UInt8,
        messageID: UInt32 = 0,
        payload: some Sequence<UInt8> = [UInt8]()
    ) {
        self.init(
            header: SDLFrameHeader(
                version: version, isEncrypted: isEncrypted, frameType: frameType, serviceType: serviceType,
                frameInfo: frameInfo, sessionID: sessionID, messageID: messageID
            ),
            payload: ByteBuffer(bytes: payload)
        )
    }

    /// Changes header fields other than the data size.
    public mutating func updateHeader(_ update: (inout SDLFrameHeader) -> Void) {
        update(&header)
        header.dataSize = UInt32(truncatingIfNeeded: payload.readableBytes)
    }

    /// Header plus payload size in bytes.
    public var encodedSize: Int { header.encodedSize + payload.readableBytes }

    /// Writes the header and the payload to `buffer`.
    public func encode(into buffer: inout ByteBuffer) {
        header.encode(into: &buffer)
        buffer.writeImmutableBuffer(payload)
    }

    /// The frame's bytes.
    public func encodedBytes() -> [UInt8] {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(encodedSize)
        encode(into: &buffer)
        return Array(buffer.readableBytesView)
    }

    public var description: String { "SDLFrame(\(header))" }
}
