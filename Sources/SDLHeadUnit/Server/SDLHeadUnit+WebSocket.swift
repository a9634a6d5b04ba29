import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLProtocol
import SDLWebSocket

extension SDLHeadUnit {
    /// Connects to a cloud app's WebSocket server as SDL Core does for a cloud app's `endpoint`:
    /// an HTTP/1.1 upgrade on the URL's path, then SDL frames in binary messages. The app then
    /// starts the RPC service and registers as over TCP; the StartServiceACK carries
    /// ``SDLHeadUnitConfiguration/authToken`` when set. Returns once the upgrade succeeded; the
    /// connection lives until either side closes it (or ``stop()``).
    ///
    /// - Parameter url: `ws://host:port/path`.
    /// - Throws: ``SDLHeadUnitError`` `invalidURL`, or `connectFailed` when TCP or the upgrade fails.
    public func connect(to url: String) async throws(SDLHeadUnitError) {
        guard let address = SDLWebSocketURL(url) else {
            throw SDLHeadUnitError(code: "invalidURL", message: SDLWebSocketURL.problem(with: url) ?? "\(url) is not a ws:// URL")
        }
        try await connect(host: address.host, port: address.port, path: address.path, named: address.description, prepare: { _ in })
    }

    /// Dials `host`:`port` and upgrades on `path`; `prepare` adds handlers in front first (tests add
    /// TLS this way, `wss://`, without the emulator linking a TLS library).
    package func connect(
        host: String, port: Int, path: String, named name: String, prepare: @escaping @Sendable (any Channel) throws -> Void
    ) async throws(SDLHeadUnitError) {
        let settings = webSocketSettings(path: path)
        let upgraded = eventLoop.makePromise(of: Void.self)
        let install = connectionInstaller()
        let bootstrap = ClientBootstrap(group: eventLoop)
            .connectTimeout(.seconds(10))
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try prepare(channel)
                    try SDLWebSocketClientPipeline.configure(channel, host: host, settings: settings, result: upgraded, upgraded: install)
                }
            }
        do {
            let channel = try await bootstrap.connect(host: host, port: port).get()
            controlChannels.withLockedValue { $0.append(channel) }
            try await upgraded.futureResult.get()
        } catch {
            upgraded.fail(error)
            throw SDLHeadUnitError(code: "connectFailed", message: "Cannot connect to \(name): \(error)")
        }
        configuration.logger.info("sdl-headunit connected to \(name)")
    }

    /// The WebSocket checks of the head unit's side: messages up to its own MTU plus the header.
    func webSocketSettings(path: String) -> SDLWebSocketSettings {
        SDLWebSocketSettings(
            path: path, connectionLostTimeout: configuration.webSocketConnectionLostTimeout,
            maximumMessageSize: SDLWebSocketSettings.frameHeaderSize + configuration.maximumPayloadSize)
    }

    /// Sets up an upgraded WebSocket channel as a connection (``HeadUnitCore/installConnection(on:)``).
    func connectionInstaller() -> @Sendable (any Channel) throws -> Void {
        let core = self.core
        return { channel in try core.value.installConnection(on: channel) }
    }
}

extension SDLHeadUnit {
    /// Also serves apps over WebSocket, as SDL Core's WebSocket server does for WebEngine apps
    /// (`ws://…:2020`): an HTTP/1.1 upgrade on `path`, then SDL frames in binary messages, each
    /// connection handled like a TCP one.
    /// - Returns: the port (useful with `port: 0`).
    /// - Throws: ``SDLHeadUnitError`` `bindFailed`.
    @discardableResult
    public func startWebSocketServer(host: String = "127.0.0.1", port: Int = 0, path: String = "/") async throws(SDLHeadUnitError) -> Int {
        let settings = webSocketSettings(path: path)
        let install = connectionInstaller()
        return try await listen(host: host, port: port, for: "WebSocket apps") { channel in
            try SDLWebSocketServerPipeline.configure(channel, settings: settings, upgraded: install)
        }
    }

    /// Listens on `host`:`port` on the head unit's loop, sets each accepted channel up with
    /// `initialize`, and closes the listener on ``stop()``.
    /// - Returns: the port (useful with `port: 0`).
    /// - Throws: ``SDLHeadUnitError`` `bindFailed`, naming `purpose`.
    func listen(
        host: String, port: Int, for purpose: String, initialize: @escaping @Sendable (any Channel) throws -> Void
    ) async throws(SDLHeadUnitError) -> Int {
        do {
            let channel = try await ServerBootstrap(group: eventLoop)
                .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture { try initialize(channel) }
                }
                .bind(host: host, port: port)
                .get()
            controlChannels.withLockedValue { $0.append(channel) }
            return channel.localAddress?.port ?? port
        } catch {
            throw SDLHeadUnitError(code: "bindFailed", message: "Cannot listen for \(purpose) on \(host):\(port): \(error)")
        }
    }
}
