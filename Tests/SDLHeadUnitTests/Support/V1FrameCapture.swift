import NIOCore
import SDLProtocol
import SDLTestSupport

/// Catches the protocol-v1 RPC frames a head unit sends (the test client only decodes v2+ RPCs) and
/// passes everything else on.
final class V1FrameCapture: ChannelInboundHandler {
    typealias InboundIn = SDLFrame
    typealias InboundOut = SDLFrame

    let inbox: TestInbox<SDLFrame>

    init(inbox: TestInbox<SDLFrame>) {
        self.inbox = inbox
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        if frame.header.version == 1, frame.header.frameType != .control {
            inbox.push(frame)
            return
        }
        context.fireChannelRead(data)
    }

    /// Installs a capture right after the client's frame decoder; returns its inbox.
    static func install(on client: TestSDLClient) async throws -> TestInbox<SDLFrame> {
        let inbox = TestInbox<SDLFrame>()
        let channel = client.channel
        try await channel.eventLoop.submit {
            let decoder = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<SDLFrameDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(V1FrameCapture(inbox: inbox), position: .after(decoder))
        }.get()
        return inbox
    }
}
