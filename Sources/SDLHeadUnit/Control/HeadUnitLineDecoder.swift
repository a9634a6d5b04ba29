import NIOCore

/// Splits inbound bytes into lines (LF, optional CR before it), at most 1 MiB each.
struct HeadUnitLineDecoder: ByteToMessageDecoder {
    typealias InboundOut = String

    static let maximumLineLength = 1 << 20

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let newline = buffer.readableBytesView.firstIndex(of: 0x0A) else {
            if buffer.readableBytes > Self.maximumLineLength {
                throw SDLHeadUnitError.invalidCommand("Control line longer than \(Self.maximumLineLength) bytes")
            }
            return .needMoreData
        }
        let length = newline - buffer.readerIndex
        var bytes = buffer.readBytes(length: length) ?? []
        buffer.moveReaderIndex(forwardBy: 1)
        if bytes.last == 0x0D { bytes.removeLast() }
        context.fireChannelRead(Self.wrapInboundOut(String(decoding: bytes, as: UTF8.self)))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        if buffer.readableBytes > 0, let rest = buffer.readString(length: buffer.readableBytes) {
            context.fireChannelRead(Self.wrapInboundOut(rest))
        }
        return .needMoreData
    }
}
