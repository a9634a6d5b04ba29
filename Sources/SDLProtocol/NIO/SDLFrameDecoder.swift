public import NIOCore

/// Splits an inbound byte stream into ``SDLFrame``s (wrap it in a `ByteToMessageHandler`).
///
/// It waits for whole frames, and checks each header as soon as its 8 or 12 bytes are in: a frame
/// that declares more than ``validation``'s payload limit (say `0xFFFFFFFF` bytes) is an
/// ``SDLProtocolError`` (`frameTooLarge`) at once, and nothing of that size is ever allocated or
/// waited for. Invalid versions and frame types are errors too. After an error the handler stops
/// decoding (NIO's `ByteToMessageHandler` rule); the channel should be closed, as Core does with
/// `MalformedMessageFiltering` off (§A.5).
///
/// At end of input, leftover bytes that are not a whole frame are an ``SDLProtocolError``
/// (`truncated`).
public struct SDLFrameDecoder: ByteToMessageDecoder, Sendable {
    public typealias InboundOut = SDLFrame

    /// The header checks applied to every frame.
    public var validation: SDLFrameValidation

    /// Creates a decoder that applies the structural checks with the given payload limit.
    ///
    /// - Parameter maximumPayloadSize: the largest data size accepted in one frame; defaults to
    ///   ``SDLFrameValidation/defaultMaximumPayloadSize`` (1 MiB).
    public init(maximumPayloadSize: Int = SDLFrameValidation.defaultMaximumPayloadSize) {
        self.validation = SDLFrameValidation(maximumPayloadSize: maximumPayloadSize)
    }

    /// Creates a decoder with explicit header checks (e.g. ``SDLFrameValidation/core`` for a head unit).
    public init(validation: SDLFrameValidation) {
        self.validation = validation
    }

    public mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let frame = try SDLFrame.decode(from: &buffer, validation: validation) else {
            return .needMoreData
        }
        context.fireChannelRead(Self.wrapInboundOut(frame))
        return .continue
    }

    public mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        if buffer.readableBytes > 0 {
            let count = buffer.readableBytes
            buffer.moveReaderIndex(forwardBy: count)
            throw SDLProtocolError(code: .truncated, message: "stream ended inside a frame (\(count) bytes left)")
        }
        return .needMoreData
    }
}
