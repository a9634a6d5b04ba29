import NIOCore

/// Answers each control line with the reply of `execute`, written back with a newline (or handed to
/// `output` when the channel is read-only, such as stdin).
final class HeadUnitControlHandler: ChannelInboundHandler {
    typealias InboundIn = String
    typealias OutboundOut = ByteBuffer

    private let execute: (String) -> String
    private let output: (@Sendable (String) -> Void)?

    init(execute: @escaping (String) -> String, output: (@Sendable (String) -> Void)?) {
        self.execute = execute
        self.output = output
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let line = unwrapInboundIn(data)
        guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { return }
        let reply = execute(line)
        // Let timer hops queued by the command (e.g. advanceClock) run before answering.
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        let output = self.output
        context.eventLoop.execute {
            if let output {
                output(reply)
            } else {
                let context = loopBound.value
                var buffer = context.channel.allocator.buffer(capacity: reply.utf8.count + 1)
                buffer.writeString(reply)
                buffer.writeInteger(UInt8(0x0A))
                context.writeAndFlush(NIOAny(buffer), promise: nil)
            }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
