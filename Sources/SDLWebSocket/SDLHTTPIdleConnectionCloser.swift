import NIOCore
import NIOHTTP1

/// Closes a connection kept open between HTTP requests once it has gone
/// ``SDLWebSocketSettings/keepAliveTimeout`` without a complete request head — counted from when
/// it opens and from the end of each answer, and paused while a request waits for its answer. An
/// idle browser connection does not stay open for ever, nor does a request sent a byte at a time.
///
/// It sits after the request decoder (it sees whole request heads and the answers' ends) and
/// leaves the pipeline at a WebSocket upgrade, before the decoder does, so the upgraded
/// connection's own keep-alive (pings) takes over.
final class SDLHTTPIdleConnectionCloser: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let timeout: TimeAmount
    /// Requests whose head has come and whose answer has not ended.
    private var unanswered = 0
    private var timer: Scheduled<Void>?

    init(timeout: Duration) {
        self.timeout = TimeAmount(timeout)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        startTimer(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimer()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopTimer()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            unanswered += 1
            stopTimer()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), unanswered > 0 {
            unanswered -= 1
            if unanswered == 0 { startTimer(context: context) }
        }
        context.write(data, promise: promise)
    }

    private func startTimer(context: ChannelHandlerContext) {
        stopTimer()
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
    }
}
