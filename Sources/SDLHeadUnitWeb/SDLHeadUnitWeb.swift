import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import SDLHeadUnit
import ServiceLifecycle

/// The head unit in a browser: one page that draws an ``SDLHeadUnit`` live — the visible app's
/// screen, the overlay on top, every app with its HMI status and menu, the message log — and turns
/// clicks into the emulator's user actions (its control lines). Served over HTTP with WebSocket push
/// (Hummingbird); this target is the only one that links Hummingbird.
///
/// ```swift
/// let web = SDLHeadUnitWeb()
/// var configuration = SDLHeadUnitConfiguration()
/// web.install(into: &configuration)            // before the head unit starts
/// let headUnit = try await SDLHeadUnit.start(configuration)
/// let port = try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 8080)
/// // open http://127.0.0.1:8080/ …
/// await web.stop()
/// await headUnit.stop()
/// ```
public final class SDLHeadUnitWeb: Sendable {
    let hub = WebHub()
    private let logger: Logger
    private let server = NIOLockedValueBox<(group: ServiceGroup, task: Task<Void, Never>)?>(nil)
    /// How long ``stop()`` waits for open connections to close before it cancels them.
    static let shutdownGrace: Duration = .seconds(5)

    /// Creates a web view; `logger` gets the HTTP server's diagnostics.
    public init(logger: Logger = Logger(label: "sdl-headunit-web")) {
        self.logger = logger
    }

    /// Hooks the view into a head unit's configuration: its snapshot observer (chained after one
    /// already set) and its message log (passed on to a sink already set, such as `--log FILE`).
    public func install(into configuration: inout SDLHeadUnitConfiguration) {
        let hub = self.hub
        let previous = configuration.snapshotObserver
        configuration.snapshotObserver = { snapshot in
            previous?(snapshot)
            hub.publish(snapshot)
        }
        configuration.messageLog = WebLogSink(hub: hub, next: configuration.messageLog)
    }

    /// Serves the page for `headUnit` (configured with ``install(into:)``) on `host:port` until
    /// ``stop()``.
    /// - Returns: the port (useful with `port: 0`).
    /// - Throws: `SDLHeadUnitError` `resourcesUnavailable` when the page's files are missing,
    ///   `bindFailed` when the address is taken or invalid.
    @discardableResult
    public func start(headUnit: SDLHeadUnit, host: String = "127.0.0.1", port: Int = 8080) async throws(SDLHeadUnitError) -> Int {
        let assets = try WebAssets.load()
        hub.setEndpoint(host: headUnit.host, port: headUnit.port)
        if let snapshot = try? await headUnit.snapshot() { hub.publishFirst(snapshot) }
        let session = WebPageSession(hub: hub) { line in await headUnit.execute(controlLine: line) }
        let router = WebRoutes.router(assets: assets, hub: hub, guard: WebRequestGuard(listeningOn: host), session: session)
        let (started, continuation) = AsyncStream.makeStream(of: Result<Int, SDLHeadUnitError>.self)
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: WebPageCommand.maximumLength))),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in continuation.yield(.success(channel.localAddress?.port ?? port)) },
            logger: logger
        )
        let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
        let task = Task {
            do {
                try await group.run()
            } catch {
                continuation.yield(.failure(SDLHeadUnitError(code: "bindFailed", message: "Cannot serve the web view on \(host):\(port): \(error)")))
            }
            continuation.finish()
        }
        for await result in started {
            switch result {
            case .success(let bound):
                server.withLockedValue { $0 = (group, task) }
                return bound
            case .failure(let error):
                throw error
            }
        }
        throw SDLHeadUnitError(code: "bindFailed", message: "The web view on \(host):\(port) stopped before it started")
    }

    /// Closes every page and stops serving. Calling it twice is harmless.
    public func stop() async {
        hub.finish()
        guard let server = server.withLockedValue({ state -> (group: ServiceGroup, task: Task<Void, Never>)? in
            defer { state = nil }
            return state
        }) else { return }
        await server.group.triggerGracefulShutdown()
        // Closed pages end their connections; one that hangs is cancelled after the grace period.
        await withTaskGroup(of: Void.self) { waiting in
            waiting.addTask { await server.task.value }
            waiting.addTask {
                try? await Task.sleep(for: Self.shutdownGrace)
                server.task.cancel()
            }
            await waiting.next()
            waiting.cancelAll()
        }
        await server.task.value
    }
}
