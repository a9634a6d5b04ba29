public import NIOCore

extension SDLFrameHeader {
    /// Writes the header (8 or 12 bytes) to `buffer`, big-endian (§A.1).
    ///
    /// The version is written as its low four bits and the frame type as its low three bits; for
    /// version 1 the message ID is not written.
    public func encode(into buffer: inout ByteBuffer) {
        let byte0 = (version & 0x0F) << 4 | (isEncrypted ? 0x08 : 0) | (frameType.rawValue & 0x07)
        // Bytes 0–7 as one big-endian word: byte 0, service, info, session, data size.
        let word = UInt64(byte0) << 56 | UInt64(serviceType.rawValue) << 48 | UInt64(frameInfo) << 40
            | UInt64(sessionID) << 32 | UInt64(dataSize)
        if version >= 2 {
            buffer.reserveCapacity(minimumWritableBytes: Self.version2Size)
            buffer.writeInteger(word, endianness: .big)
            buffer.writeInteger(messageID, endianness: .big)
        } else {
            buffer.writeInteger(word, endianness: .big)
        }
    }

    /// Reads the header at `buffer`'s reader index without moving it.
    ///
    /// - Returns: the header, or `nil` when `buffer` does not yet hold all of its bytes.
    /// - Throws: ``SDLProtocolError`` `invalidVersion` for version nibbles 0 and 6–15, and
    ///   `invalidFrameType` for frame types 4–7. Nothing else is checked here; see ``validate(_:)``.
    public static func peek(in buffer: ByteBuffer) throws(SDLProtocolError) -> SDLFrameHeader? {
        guard let byte0 = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self) else { return nil }
        let version = byte0 >> 4
        guard supportedVersions.contains(version) else {
            throw SDLProtocolError(code: .invalidVersion, message: "frame header version \(version) is not 1–5")
        }
        guard let frameType = SDLFrameType(rawValue: byte0 & 0x07) else {
            throw SDLProtocolError(code: .invalidFrameType, message: "frame type \(byte0 & 0x07) is reserved")
        }
        let size = encodedSize(forVersion: version)
        guard buffer.readableBytes >= size else { return nil }
        let start = buffer.readerIndex
        guard
            let service = buffer.getInteger(at: start + 1, as: UInt8.self),
            let info = buffer.getInteger(at: start + 2, as: UInt8.self),
            let session = buffer.getInteger(at: start + 3, as: UInt8.self),
            let dataSize = buffer.getInteger(at: start + 4, endianness: .big, as: UInt32.self)
        else { return nil }
        var messageID: UInt32 = 0
        if version >= 2 {
            guard let id = buffer.getInteger(at: start + 8, endianness: .big, as: UInt32.self) else { return nil }
            messageID = id
        }
        return SDLFrameHeader(
            version: version,
            isEncrypted: byte0 & 0x08 != 0,
            frameType: frameType,
            serviceType: SDLServiceType(rawValue: service),
            frameInfo: info,
            sessionID: session,
            dataSize: dataSize,
            messageID: messageID
        )
    }

    /// Reads a header from the start of `bytes`.
    ///
    /// - Returns: the header, or `nil` when `bytes` is shorter than the header.
    /// - Throws: as ``peek(in:)``.
    public static func decode(_ bytes: some Sequence<UInt8>) throws(SDLProtocolError) -> SDLFrameHeader? {
        try peek(in: ByteBuffer(bytes: bytes))
    }
}
