import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// A tiny HTTP/1.1 server on SwiftNIO, bound to 127.0.0.1 on a free port, standing in for a policy
/// server: it keeps every POST it gets and answers each with one fixed status and body — or, with
/// `status == nil`, never answers (the connection stays open until the client gives up).
final class PolicyHTTPServer: Sendable {
    /// One request as the server got it.
    struct Post: Sendable, Hashable {
        var method: String
        var uri: String
        var contentType: String?
        var body: [UInt8]
    }

    let port: Int
    private let channel: any Channel
    private let posts = NIOLockedValueBox<[Post]>([])

    /// Every request so far, oldest first.
    var received: [Post] { posts.withLockedValue { $0 } }

    /// Starts listening; each request is answered `status` with `body` (`nil`: never answered).
    init(status: Int?, body: [UInt8] = []) async throws {
        let posts = self.posts
        channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { child in
                child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.configureHTTPServerPipeline()
                    try child.pipeline.syncOperations.addHandler(Handler(status: status, body: body) { post in
                        posts.withLockedValue { $0.append(post) }
                    })
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        port = channel.localAddress?.port ?? 0
    }

    /// Stops listening.
    func stop() async {
        try? await channel.close()
    }

    /// A port nothing listens on (bound, then closed again): connecting to it is refused.
    static func closedPort() async throws -> Int {
        let server = try await PolicyHTTPServer(status: 200)
        await server.stop()
        return server.port
    }

    private final class Handler: ChannelInboundHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart

        let status: Int?
        let answer: [UInt8]
        let record: @Sendable (Post) -> Void
        var post: Post?

        init(status: Int?, body: [UInt8], record: @escaping @Sendable (Post) -> Void) {
            self.status = status
            self.answer = body
            self.record = record
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head):
                post = Post(method: head.method.rawValue, uri: head.uri, contentType: head.headers.first(name: "Content-Type"), body: [])
            case .body(var buffer):
                post?.body += buffer.readBytes(length: buffer.readableBytes) ?? []
            case .end:
                if let post { record(post) }
                guard let status else { return }
                var head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status))
                head.headers.add(name: "Content-Length", value: String(answer.count))
                head.headers.add(name: "Connection", value: "close")
                context.write(wrapOutboundOut(.head(head)), promise: nil)
                context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: answer)))), promise: nil)
                let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
                context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
            }
        }
    }
}
