import NIOCore
import NIOHTTP1

/// Answers an HTTP request the WebSocket upgrade did not take — another path (404), not HTTP/1.1
/// (505), no upgrade asked for (426) — and closes the connection.
final class SDLWebSocketUpgradeRefusal: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let path: String
    private var answered = false

    init(path: String) {
        self.path = path
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data), !answered else { return }
        answered = true
        let status: HTTPResponseStatus =
            if head.version != .http1_1 { .httpVersionNotSupported }
            else if SDLWebSocketServerPipeline.path(of: head.uri) != path { .notFound }
            else { .upgradeRequired }
        var headers = HTTPHeaders([("Connection", "close"), ("Content-Length", "0")])
        if status == .upgradeRequired { headers.add(name: "Upgrade", value: "websocket") }
        let response = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
        context.write(wrapOutboundOut(.head(response)), promise: nil)
        let loopContext = context.loopBound
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in loopContext.value.close(promise: nil) }
    }
}
