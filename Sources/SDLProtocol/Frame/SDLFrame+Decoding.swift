public import NIOCore

extension SDLFrame {
    /// Reads one whole frame from the front of `buffer` when all of its bytes are there.
    ///
    /// The header is checked with `validation` as soon as it is complete, so a frame declaring more
    /// payload than allowed is refused before any of its payload is buffered. The payload is a slice
    /// of `buffer` (no copy).
    ///
    /// - Returns: the frame (and `buffer`'s reader index moves past it), or `nil` when more bytes are
    ///   needed (nothing is consumed).
    /// - Throws: ``SDLProtocolError`` when the header is invalid; nothing is consumed, so a caller
    ///   that wants to resynchronise as Core does (§A.5) skips one byte and tries again.
    public static func decode(
        from buffer: inout ByteBuffer,
        validation: SDLFrameValidation = .structural
    ) throws(SDLProtocolError) -> SDLFrame? {
        guard let header = try SDLFrameHeader.peek(in: buffer) else { return nil }
        try header.validate(validation)
        let headerSize = header.encodedSize
        let payloadSize = Int(header.dataSize)
        guard buffer.readableBytes - headerSize >= payloadSize else { return nil }
        buffer.moveReaderIndex(forwardBy: headerSize)
        guard let payload = buffer.readSlice(length: payloadSize) else { return nil }
        return SDLFrame(header: header, payload: payload)
    }

    /// Decodes exactly one frame from `bytes`.
    ///
    /// - Throws: ``SDLProtocolError`` `truncated` when `bytes` ends before the frame does, or when
    ///   bytes are left after it; otherwise as ``decode(from:validation:)``.
    public init(decoding bytes: some Sequence<UInt8>, validation: SDLFrameValidation = .structural) throws(SDLProtocolError) {
        var buffer = ByteBuffer(bytes: bytes)
        guard let frame = try Self.decode(from: &buffer, validation: validation) else {
            throw SDLProtocolError(code: .truncated, message: "\(buffer.readableBytes) bytes are not a whole frame")
        }
        guard buffer.readableBytes == 0 else {
            throw SDLProtocolError(code: .truncated, message: "\(buffer.readableBytes) bytes after the frame")
        }
        self = frame
    }
}
