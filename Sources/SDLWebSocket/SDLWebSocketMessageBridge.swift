import NIOCore
import NIOWebSocket

/// The SDL transport's bridge: binary messages of one SDL frame each (as SDL Core's cloud transport),
/// read as the byte stream the SDL frame decoder reads.
package typealias SDLWebSocketFrameBridge = SDLWebSocketMessageBridge<SDLWebSocketBinaryMessages>

/// Turns the WebSocket frames of a connection into whole messages of `Kind` (fragments joined) for
/// the handlers after it, and each message written into one frame of `Kind`'s type.
///
/// It also keeps the connection honest: answers pings, pings the peer every half of the
/// connection-lost timeout and closes when nothing arrived for all of it (1001), refuses data frames
/// of the other type (1003), text that is not UTF-8 (1007) and messages over ``maximumMessageSize``
/// (1009), echoes the peer's close, and sends a normal close (1000) when this end closes. The
/// reason of a close it makes is fired as an ``SDLWebSocketClosure`` error first, so the handler
/// behind it reports why.
package final class SDLWebSocketMessageBridge<Kind: SDLWebSocketMessageKind>: ChannelDuplexHandler, RemovableChannelHandler {
    package typealias InboundIn = WebSocketFrame
    package typealias InboundOut = Kind.Message
    package typealias OutboundIn = Kind.Message
    package typealias OutboundOut = WebSocketFrame

    /// The largest message accepted; the session lowers or raises it to the negotiated MTU.
    package var maximumMessageSize: Int
    private let masksFrames: Bool
    private let connectionLostTimeout: Duration?
    private var fragments: ByteBuffer?
    private var lastReceived = NIODeadline.now()
    private var keepAlive: RepeatedTask?
    /// A close frame went out (ours or the echo of the peer's): nothing more is read or written.
    private var isClosing = false

    /// - Parameter isClient: a client masks every frame it sends (RFC 6455 §5.3).
    package init(isClient: Bool, settings: SDLWebSocketSettings) {
        self.masksFrames = isClient
        self.connectionLostTimeout = settings.connectionLostTimeout
        self.maximumMessageSize = settings.maximumMessageSize
    }

    package func handlerAdded(context: ChannelHandlerContext) {
        lastReceived = .now()
        guard let timeout = connectionLostTimeout, timeout > .zero else { return }
        let interval = TimeAmount(timeout / 2)
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        keepAlive = context.eventLoop.scheduleRepeatedTask(initialDelay: interval, delay: interval) { _ in
            let (bridge, context) = bound.value
            bridge.keepAliveTick(context: context, timeout: timeout)
        }
    }

    package func handlerRemoved(context: ChannelHandlerContext) {
        keepAlive?.cancel()
        keepAlive = nil
    }

    package func channelInactive(context: ChannelHandlerContext) {
        keepAlive?.cancel()
        keepAlive = nil
        context.fireChannelInactive()
    }

    // MARK: Reading

    // NIO calls a handler through its protocol, which reaches the generic code; the SDL kind's copy
    // (the benchmarked cloud path) is specialized, so its messages are wrapped without dynamic casts.
    @_specialize(exported: false, where Kind == SDLWebSocketBinaryMessages)
    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isClosing else { return }
        let frame = unwrapInboundIn(data)
        lastReceived = .now()
        if frame.opcode == Kind.opcode {
            guard fragments == nil else { return closeFor(.protocolError("a new message began inside a fragmented one"), context: context) }
            return accept(frame.unmaskedData, fin: frame.fin, context: context)
        }
        switch frame.opcode {
        case .continuation:
            guard fragments != nil else { return closeFor(.protocolError("a continuation frame without a message"), context: context) }
            accept(frame.unmaskedData, fin: frame.fin, context: context)
        case .binary, .text:
            closeFor(Kind.refusal, context: context)
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, maskKey: mask(), data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .pong:
            break
        case .connectionClose:
            isClosing = true
            var data = frame.unmaskedData
            let code = data.readWebSocketErrorCode() ?? .normalClosure
            var echo = context.channel.allocator.buffer(capacity: 2)
            echo.write(webSocketErrorCode: code)
            let close = WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: mask(), data: echo)
            let loopContext = context.loopBound
            context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in loopContext.value.close(promise: nil) }
        default:
            closeFor(.protocolError("unknown opcode \(frame.opcode)"), context: context)
        }
    }

    private func accept(_ data: ByteBuffer, fin: Bool, context: ChannelHandlerContext) {
        var message = data
        if var pending = fragments {
            fragments = nil
            pending.writeImmutableBuffer(data)
            message = pending
        }
        guard message.readableBytes <= maximumMessageSize else {
            fragments = nil
            return closeFor(.messageTooLarge(size: message.readableBytes, limit: maximumMessageSize), context: context)
        }
        guard fin else {
            fragments = message
            return
        }
        guard let read = Kind.message(from: message) else { return closeFor(.invalidText, context: context) }
        context.fireChannelRead(wrapInboundOut(read))
    }

    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // NIO's decoder already answered (1009 for an oversize frame, 1002 otherwise) and closes.
        if let error = error as? NIOWebSocketError {
            isClosing = true
            switch error {
            case .invalidFrameLength:
                context.fireErrorCaught(SDLWebSocketClosure.messageTooLarge(size: maximumMessageSize + 1, limit: maximumMessageSize))
            default:
                context.fireErrorCaught(SDLWebSocketClosure.protocolError("\(error)"))
            }
            return
        }
        context.fireErrorCaught(error)
    }

    // MARK: Writing

    @_specialize(exported: false, where Kind == SDLWebSocketBinaryMessages)
    package func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !isClosing else {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        let frame = WebSocketFrame(fin: true, opcode: Kind.opcode, maskKey: mask(), data: Kind.payload(of: unwrapOutboundIn(data)))
        context.write(wrapOutboundOut(frame), promise: promise)
    }

    /// This end closes: a normal close frame (1000) goes first, unless one went out already.
    package func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .all, !isClosing, context.channel.isActive else {
            context.close(mode: mode, promise: promise)
            return
        }
        isClosing = true
        let loopContext = context.loopBound
        sendClose(.normalClosure, context: context).whenComplete { _ in
            loopContext.value.close(mode: mode, promise: promise)
        }
    }

    // MARK: Closing for a reason

    private func closeFor(_ reason: SDLWebSocketClosure, context: ChannelHandlerContext) {
        guard !isClosing else { return }
        isClosing = true
        fragments = nil
        let loopContext = context.loopBound
        sendClose(WebSocketErrorCode(codeNumber: reason.closeCode), context: context).whenComplete { _ in
            let context = loopContext.value
            context.fireErrorCaught(reason)
            context.close(promise: nil)
        }
    }

    /// Writes a close frame; the future completes when it is written, or after
    /// ``closeFrameWriteLimit`` when a peer that reads nothing holds the write back.
    private func sendClose(_ code: WebSocketErrorCode, context: ChannelHandlerContext) -> EventLoopFuture<Void> {
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let frame = WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: mask(), data: data)
        let done = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(frame)).whenComplete { _ in done.succeed() }
        let limit = context.eventLoop.scheduleTask(in: Self.closeFrameWriteLimit) { done.succeed() }
        done.futureResult.whenComplete { _ in limit.cancel() }
        return done.futureResult
    }

    /// How long a close waits for its close frame to be written before closing the connection anyway.
    static var closeFrameWriteLimit: TimeAmount { .seconds(2) }

    private func keepAliveTick(context: ChannelHandlerContext, timeout: Duration) {
        guard !isClosing else { return }
        let silence = NIODeadline.now() - lastReceived
        if silence >= TimeAmount(timeout) {
            return closeFor(.connectionLost(silence: .nanoseconds(silence.nanoseconds)), context: context)
        }
        let ping = WebSocketFrame(fin: true, opcode: .ping, maskKey: mask(), data: context.channel.allocator.buffer(capacity: 0))
        context.writeAndFlush(wrapOutboundOut(ping), promise: nil)
    }

    private func mask() -> WebSocketMaskingKey? {
        masksFrames ? .random() : nil
    }
}
