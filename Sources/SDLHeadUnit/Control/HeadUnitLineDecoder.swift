import NIOCore

/// Splits inbound bytes into control lines with ``SDLControlLineSplitter`` (LF, optional CR before
/// it, at most 1 MiB each); an over-long line is an error that closes the control connection.
struct HeadUnitLineDecoder: ByteToMessageDecoder {
    typealias InboundOut = String

    private var splitter = SDLControlLineSplitter()

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard buffer.readableBytes > 0 else { return .needMoreData }
        let pieces = splitter.append(buffer.readableBytesView)
        buffer.moveReaderIndex(forwardBy: buffer.readableBytes)
        try fire(pieces, context: context)
        return .needMoreData
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        _ = try decode(context: context, buffer: &buffer)
        try fire(splitter.finish(), context: context)
        return .needMoreData
    }

    private func fire(_ pieces: [SDLControlLineSplitter.Piece], context: ChannelHandlerContext) throws {
        for piece in pieces {
            switch piece {
            case .line(let line): context.fireChannelRead(Self.wrapInboundOut(line))
            case .tooLong: throw SDLHeadUnitError.invalidCommand("Control line longer than \(SDLControlLineSplitter.maximumLineLength) bytes")
            }
        }
    }
}
