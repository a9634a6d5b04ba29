import Logging
import NIOConcurrencyHelpers
import NIOCore
import SDLHeadUnit
import SDLWebSocket

/// The head unit in a browser: one page that draws an ``SDLHeadUnit`` live — the visible app's
/// screen, the overlay on top, every app with its HMI status and menu, the message log — and turns
/// clicks into the emulator's user actions (its control lines). Served over HTTP/1.1 with WebSocket
/// push, on SwiftNIO alone (the HTTP and WebSocket code the cloud-app transport uses).
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
    /// What the page's WebSocket allows (tests shorten its keep-alive).
    private let pageSettings: SDLWebSocketSettings
    private let server = NIOLockedValueBox<(listener: any Channel, connections: WebConnections)?>(nil)

    /// Creates a web view; `logger` gets the HTTP server's diagnostics.
    public convenience init(logger: Logger = Logger(label: "sdl-headunit-web")) {
        self.init(logger: logger, pageSettings: WebServerPipeline.pageSettings)
    }

    /// A web view whose page connections follow `pageSettings`.
    init(logger: Logger, pageSettings: SDLWebSocketSettings) {
        self.logger = logger
        self.pageSettings = pageSettings
    }

    /// Hooks the view into a head unit's configuration: its snapshot and video observers (each
    /// chained after one already set) and its message log (passed on to a sink already set, such as
    /// `--log FILE`). The page decodes the apps' video with the browser's WebCodecs.
    public func install(into configuration: inout SDLHeadUnitConfiguration) {
        let hub = self.hub
        let previous = configuration.snapshotObserver
        configuration.snapshotObserver = { snapshot in
            previous?(snapshot)
            hub.publish(snapshot)
        }
        let previousVideo = configuration.videoObserver
        configuration.videoObserver = { unit in
            previousVideo?(unit)
            hub.publish(unit)
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
        let routes = WebRoutes(assets: assets, hub: hub, requestGuard: WebRequestGuard(listeningOn: host))
        let connections = WebConnections()
        let listener: any Channel
        do {
            listener = try await WebServerPipeline.bind(
                host: host, port: port, routes: routes, settings: pageSettings, connections: connections, session: session)
        } catch {
            throw SDLHeadUnitError(code: "bindFailed", message: "Cannot serve the web view on \(host):\(port): \(error)")
        }
        let bound = listener.localAddress?.port ?? port
        server.withLockedValue { $0 = (listener, connections) }
        logger.debug("serving the web view", metadata: ["host": "\(host)", "port": "\(bound)"])
        return bound
    }

    /// Stops serving and closes every connection: pages get a normal WebSocket close (1000),
    /// connections between HTTP requests close at once. Calling it twice is harmless.
    public func stop() async {
        let server = server.withLockedValue { state -> (listener: any Channel, connections: WebConnections)? in
            defer { state = nil }
            return state
        }
        if let server {
            try? await server.listener.close()
            await server.connections.closeAll()
        }
        hub.finish()
        await server?.connections.pagesEnded()
    }
}
