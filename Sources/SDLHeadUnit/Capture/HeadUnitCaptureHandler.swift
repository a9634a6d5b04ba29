import NIOCore
import SDLProtocol

/// Writes every frame of one connection, both directions, to its capture file in the order they
/// pass: it sits between the frame codec and the connection handler, so an inbound frame is
/// recorded whole when decoded and an outbound one when written, never interleaved. What it
/// writes is what `SDLCaptureReader` reads (``SDLHeadUnitConfiguration/captureDirectory``).
final class HeadUnitCaptureHandler: ChannelDuplexHandler {
    typealias InboundIn = SDLFrame
    typealias InboundOut = SDLFrame
    typealias OutboundIn = SDLFrame
    typealias OutboundOut = SDLFrame

    /// How long bytes may wait in the buffer before they are written.
    static let flushInterval = TimeAmount.milliseconds(100)

    private let file: HeadUnitCaptureFile
    private var scheduledFlush: Scheduled<Void>?

    init(file: HeadUnitCaptureFile) {
        self.file = file
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        record(unwrapInboundIn(data), context: context)
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        record(unwrapOutboundIn(data), context: context)
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        finish()
    }

    private func record(_ frame: SDLFrame, context: ChannelHandlerContext) {
        file.append(frame)
        guard file.hasPendingBytes, scheduledFlush == nil else { return }
        scheduledFlush = context.eventLoop.assumeIsolated().scheduleTask(in: Self.flushInterval) { [self] in
            scheduledFlush = nil
            file.flush()
        }
    }

    private func finish() {
        scheduledFlush?.cancel()
        scheduledFlush = nil
        file.close()
    }
}
