import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLWebSocket

/// A WebSocket server that head units connect to — SDL Core dials a cloud app's `endpoint`
/// (`ws://host:port/path` from its policy table) — and that makes one ``SDLSession`` per car.
///
/// Each car that upgrades on ``SDLWebSocketOptions/path`` gets its own session: the app side sends
/// the RPC StartService as usual, and once the StartServiceACK arrived the session is yielded by
/// ``sessions``. It lives until the car disconnects (no reconnect: the car dials again as a new
/// session) or the app closes it.
///
/// ```swift
/// let server = try await SDLSessionServer.listen(port: 5432)
/// for await session in server.sessions {
///     Task { try await session.send(SDLRegisterAppInterface(…)) }
/// }
/// ```
///
/// Apps with screens use `SmartDeviceLink`'s `SDLCloudAppServer`, which makes an application per car.
public final class SDLSessionServer: Sendable {
    /// The address it listens on.
    public let host: String
    /// The port it listens on (the real one when 0 was asked for).
    public let port: Int
    /// Every car's session, negotiated and not yet registered, as cars connect; finishes after ``stop()``.
    public let sessions: AsyncStream<SDLSession>

    private let serverChannel: any Channel
    private let continuation: AsyncStream<SDLSession>.Continuation
    private let registry: SDLSessionServerRegistry

    private init(host: String, port: Int, serverChannel: any Channel, registry: SDLSessionServerRegistry,
                 sessions: AsyncStream<SDLSession>, continuation: AsyncStream<SDLSession>.Continuation) {
        self.host = host
        self.port = port
        self.serverChannel = serverChannel
        self.registry = registry
        self.sessions = sessions
        self.continuation = continuation
    }

    /// Starts listening for head units.
    ///
    /// - Parameters:
    ///   - host: loopback by default; `0.0.0.0` to accept cars from other machines.
    ///   - port: 0 picks a free port (read ``port``).
    ///   - options: the upgrade's path, the keep-alive (connection-lost timeout) and TLS.
    ///   - configuration: each car's session (timeouts, protocol version, logger); its
    ///     ``SDLSessionConfiguration/transport`` and reconnect policy are not used.
    /// - Throws: ``SDLError`` `listenFailed` when the address is taken or invalid.
    public static func listen(
        host: String = "127.0.0.1", port: Int, options: SDLWebSocketOptions = SDLWebSocketOptions(),
        configuration: SDLSessionConfiguration = SDLSessionConfiguration()
    ) async throws(SDLError) -> SDLSessionServer {
        try await listen(host: host, port: port, options: options, configuration: configuration, group: MultiThreadedEventLoopGroup.singleton)
    }

    /// ``listen(host:port:options:configuration:)`` on `group`'s loops (tests give a server loops of its own).
    static func listen(
        host: String, port: Int, options: SDLWebSocketOptions, configuration: SDLSessionConfiguration, group: any EventLoopGroup
    ) async throws(SDLError) -> SDLSessionServer {
        var sessionConfiguration = configuration
        sessionConfiguration.reconnect = .never
        let (sessions, continuation) = AsyncStream.makeStream(of: SDLSession.self)
        let registry = SDLSessionServerRegistry(configuration: sessionConfiguration, continuation: continuation)
        let settings = options.settings
        let security = options.security
        let channel: any Channel
        do {
            channel = try await ServerBootstrap(group: group)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try security?.addHandlers(to: channel, serverHostname: nil)
                        try SDLWebSocketServerPipeline.configure(channel, settings: settings, health: { registry.health() }) { channel in
                            registry.upgraded(channel)
                        }
                    }
                }
                .bind(host: host, port: port)
                .get()
        } catch {
            continuation.finish()
            throw SDLError(code: .listenFailed, message: "cannot listen on \(host):\(port): \(error)", underlyingError: error)
        }
        let boundPort = channel.localAddress?.port ?? port
        configuration.logger.info("listening for head units", metadata: ["host": "\(host)", "port": "\(boundPort)", "path": "\(options.path)"])
        return SDLSessionServer(
            host: host, port: boundPort, serverChannel: channel, registry: registry, sessions: sessions, continuation: continuation)
    }

    /// How many cars are connected now (negotiating or in a session).
    public var connectedCount: Int {
        registry.count
    }

    /// Stops listening and refuses cars still upgrading; cars in a session keep it until they
    /// disconnect or ``stop()`` (a graceful drain). ``sessions`` finishes.
    public func stopListening() async {
        try? await serverChannel.close()
        let refused = registry.refuseNewSessions()
        for channel in refused { try? await channel.close() }
        continuation.finish()
    }

    /// Stops listening and closes every car's connection: sessions end as ``SDLSession/close()``
    /// ends them (UnregisterAppInterface if registered, then EndService); ``sessions`` finishes.
    public func stop() async {
        try? await serverChannel.close()
        let (channels, sessions) = registry.stop()
        await withTaskGroup(of: Void.self) { group in
            for session in sessions { group.addTask { await session.close() } }
        }
        for channel in channels { try? await channel.close() }
        continuation.finish()
    }
}

/// The cars of one ``SDLSessionServer``: each upgraded connection until it closes, with its session
/// once negotiated.
final class SDLSessionServerRegistry: Sendable {
    private struct State {
        var connections: [ObjectIdentifier: (channel: any Channel, session: SDLSession?)] = [:]
        /// No new car gets a session (stopping or draining).
        var isStopped = false
    }

    private let configuration: SDLSessionConfiguration
    private let continuation: AsyncStream<SDLSession>.Continuation
    private let state = NIOLockedValueBox(State())

    init(configuration: SDLSessionConfiguration, continuation: AsyncStream<SDLSession>.Continuation) {
        self.configuration = configuration
        self.continuation = continuation
    }

    var count: Int {
        state.withLockedValue { $0.connections.count }
    }

    /// The health check's answer: serving (200) until the server stops taking cars, with how many
    /// are connected.
    func health() -> SDLWebSocketHealth {
        let (isServing, cars) = state.withLockedValue { (!$0.isStopped, $0.connections.count) }
        return SDLWebSocketHealth(isServing: isServing, report: "{\"status\":\"\(isServing ? "serving" : "draining")\",\"cars\":\(cars)}")
    }

    /// A car upgraded: negotiate its session (the app side sends the StartService).
    func upgraded(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        let accepted = state.withLockedValue { state in
            guard !state.isStopped else { return false }
            state.connections[id] = (channel, nil)
            return true
        }
        guard accepted else {
            channel.close(promise: nil)
            return
        }
        channel.closeFuture.whenComplete { [weak self] _ in
            _ = self?.state.withLockedValue { $0.connections.removeValue(forKey: id) }
        }
        let remote = channel.remoteAddress
        let host = remote?.ipAddress ?? "unknown"
        let port = remote?.port ?? 0
        var configuration = self.configuration
        // Every line of this car's session names it, so one server's interleaved logs separate by car.
        configuration.logger[metadataKey: "remote"] = "\(host):\(port)"
        configuration.logger.info("head unit connected")
        Task {
            do {
                let session = try await SDLSession.open(
                    host: host, port: port, configuration: configuration, dialer: SDLAcceptedDialer(channel: channel))
                let kept = self.state.withLockedValue { state in
                    guard !state.isStopped, state.connections[id] != nil else { return false }
                    state.connections[id]?.session = session
                    return true
                }
                guard kept else {
                    await session.close()
                    return
                }
                self.continuation.yield(session)
            } catch {
                configuration.logger.info("head unit's session failed", metadata: ["error": "\(error)"])
                try? await channel.close()
            }
        }
    }

    /// Refuses new cars; returns the connections that have no session yet (to close).
    func refuseNewSessions() -> [any Channel] {
        state.withLockedValue { state in
            state.isStopped = true
            return state.connections.values.filter { $0.session == nil }.map(\.channel)
        }
    }

    /// Refuses new cars; returns the connections still open and their sessions.
    func stop() -> (channels: [any Channel], sessions: [SDLSession]) {
        state.withLockedValue { state in
            state.isStopped = true
            let entries = Array(state.connections.values)
            return (entries.map(\.channel), entries.compactMap(\.session))
        }
    }
}
