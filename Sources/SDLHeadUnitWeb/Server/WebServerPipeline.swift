import NIOCore
import NIOHTTP1
import NIOPosix
import SDLWebSocket

/// The web view's server on SwiftNIO: a listening socket whose connections speak HTTP/1.1 (the
/// page's files and images, kept open between requests) and upgrade on ``WebRoutes/webSocketPath``
/// to the page's WebSocket of text messages when ``WebRequestGuard`` accepts the handshake. A
/// refused handshake is answered as a plain request: 403.
enum WebServerPipeline {
    /// What the page's WebSocket allows: a message as long as a control line, a ping every 30 s,
    /// and a close (1001) after 60 s without a frame from the page.
    static let pageSettings = SDLWebSocketSettings(
        path: WebRoutes.webSocketPath, connectionLostTimeout: .seconds(60), maximumMessageSize: WebPageCommand.maximumLength)

    /// Listens on `host`:`port` on NIO's shared loops; each accepted connection is tracked by
    /// `connections` and set up with ``configure(_:routes:settings:connections:session:)``.
    /// - Returns: the listening channel.
    static func bind(
        host: String, port: Int, routes: WebRoutes, settings: SDLWebSocketSettings, connections: WebConnections, session: WebPageSession
    ) async throws -> any Channel {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    guard connections.add(channel) else { throw ChannelError.ioOnClosedChannel }
                    try configure(channel, routes: routes, settings: settings, connections: connections, session: session)
                }
            }
            .bind(host: host, port: port)
            .get()
    }

    /// Sets up an accepted `channel`: HTTP/1.1 answered by ``WebHTTPHandler``, and the upgrade to
    /// the page's WebSocket, whose messages ``WebPageChannel`` hands to `session`.
    static func configure(
        _ channel: any Channel, routes: WebRoutes, settings: SDLWebSocketSettings, connections: WebConnections, session: WebPageSession
    ) throws {
        let requestGuard = routes.requestGuard
        try SDLWebSocketServerPipeline.configure(
            channel, messages: SDLWebSocketTextMessages.self, settings: settings, keepsConnectionsOpen: true,
            accepts: { head in
                SDLWebSocketServerPipeline.path(of: head.uri) == settings.path && requestGuard.refusal(head) == nil
            },
            answering: WebHTTPHandler(routes: routes),
            upgraded: { channel in
                try WebPageChannel.start(on: channel, session: session, connections: connections)
            })
    }
}
