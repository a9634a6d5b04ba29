import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Answers the HTTP requests that did not upgrade to the page's WebSocket with ``WebRoutes``, on a
/// connection kept open between requests unless the client asks to close it. Request bodies are
/// read and dropped: no route takes one.
final class WebHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let routes: WebRoutes
    /// The request being read, until its end.
    private var request: HTTPRequestHead?

    init(routes: WebRoutes) {
        self.routes = routes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, with: routes.response(to: head), context: context)
        }
    }

    private func respond(to request: HTTPRequestHead, with response: WebResponse, context: ChannelHandlerContext) {
        let keepAlive = request.isKeepAlive
        var headers = HTTPHeaders(response.headers.map { ($0.name, $0.value) })
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Content-Length", value: String(response.body.count))
        if !keepAlive {
            headers.add(name: "Connection", value: "close")
        } else if request.version.major == 1, request.version.minor == 0 {
            headers.add(name: "Connection", value: "keep-alive")
        }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if request.method != .HEAD, !response.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
        }
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        guard !keepAlive else { return }
        let loopContext = context.loopBound
        written.whenComplete { _ in loopContext.value.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A WebSocket handshake NIO could not take (a bad key or version) is answered as the request
        // that follows it; anything else ends the connection.
        guard !(error is NIOWebSocketUpgradeError) else { return }
        context.close(promise: nil)
    }
}
