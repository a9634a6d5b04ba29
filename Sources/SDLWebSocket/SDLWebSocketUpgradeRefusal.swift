import NIOCore
import NIOHTTP1

/// Answers an HTTP request the WebSocket upgrade did not take — a health check (200 or 503 with
/// the server's report), another path (404), not HTTP/1.1 (505), no upgrade asked for (426) — and
/// closes the connection.
final class SDLWebSocketUpgradeRefusal: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let path: String
    private let healthCheckPath: String?
    private let health: @Sendable () -> SDLWebSocketHealth
    private var answered = false

    init(path: String, healthCheckPath: String? = nil, health: @escaping @Sendable () -> SDLWebSocketHealth) {
        self.path = path
        self.healthCheckPath = healthCheckPath
        self.health = health
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data), !answered else { return }
        answered = true
        let requestPath = SDLWebSocketServerPipeline.path(of: head.uri)
        if let healthCheckPath, requestPath == healthCheckPath, head.method == .GET || head.method == .HEAD {
            return answerHealthCheck(context: context, withBody: head.method == .GET)
        }
        let status: HTTPResponseStatus =
            if head.version != .http1_1 { .httpVersionNotSupported }
            else if requestPath != path { .notFound }
            else { .upgradeRequired }
        var headers = HTTPHeaders([("Connection", "close"), ("Content-Length", "0")])
        if status == .upgradeRequired { headers.add(name: "Upgrade", value: "websocket") }
        respond(HTTPResponseHead(version: .http1_1, status: status, headers: headers), body: nil, context: context)
    }

    /// 200 while the server takes connections, 503 after; the report as the JSON body (its length
    /// also for `HEAD`, which sends no body).
    private func answerHealthCheck(context: ChannelHandlerContext, withBody: Bool) {
        let health = health()
        let body = context.channel.allocator.buffer(string: health.report)
        let headers = HTTPHeaders([
            ("Connection", "close"), ("Content-Type", "application/json"), ("Cache-Control", "no-store"),
            ("Content-Length", "\(body.readableBytes)"),
        ])
        let status: HTTPResponseStatus = health.isServing ? .ok : .serviceUnavailable
        respond(HTTPResponseHead(version: .http1_1, status: status, headers: headers), body: withBody ? body : nil, context: context)
    }

    private func respond(_ head: HTTPResponseHead, body: ByteBuffer?, context: ChannelHandlerContext) {
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if let body { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        let loopContext = context.loopBound
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in loopContext.value.close(promise: nil) }
    }
}
