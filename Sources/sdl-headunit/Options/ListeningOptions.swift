import ArgumentParser
import SDLCommandLine

/// What the emulator serves: the address and the ports apps, control connections and WebSocket apps
/// reach it on. (`--host`/`--port` name what a tool dials; this tool dials only with `--connect`.)
struct ListeningOptions: ParsableArguments {
    static let defaultHost = "127.0.0.1"
    static let defaultPort = 12345
    static let host = RenamedOption(name: "--listen-host", oldName: "--host")
    static let port = RenamedOption(name: "--listen-port", oldName: "--port")
    static let webSocketPort = RenamedOption(name: "--websocket-port", oldName: "--listen-websocket")

    @Option(name: .customLong("listen-host"), help: ArgumentHelp(
        "The address to listen on, for apps, control connections, WebSocket apps and the web view (default: \(Self.defaultHost); 0.0.0.0 for other machines).",
        valueName: "ADDRESS"))
    var listenHost: String?

    @Option(name: .customLong("listen-port"), help: ArgumentHelp(
        "The TCP port for apps (default: \(Self.defaultPort); 0 picks a free one).", valueName: "PORT"))
    var listenPort: Int?

    @Option(name: .customLong("websocket-port"), help: ArgumentHelp(
        "Also accept apps over WebSocket on this port (ws://ADDRESS:PORT/, as Core's WebEngine server; 0 picks a free one).",
        valueName: "PORT"))
    var webSocketPort: Int?

    @Option(name: .customLong("control-port"), help: ArgumentHelp(
        "Also accept control connections on this TCP port (0 picks a free one).", valueName: "PORT"))
    var controlPort: Int?

    /// `--host`, the old name of `--listen-host` (hidden, for one release).
    @Option(name: .customLong("host"), help: .hidden)
    var oldHost: String?

    /// `--port`, the old name of `--listen-port` (hidden, for one release).
    @Option(name: .customLong("port"), help: .hidden)
    var oldPort: Int?

    /// `--listen-websocket`, the old name of `--websocket-port` (hidden, for one release).
    @Option(name: .customLong("listen-websocket"), help: .hidden)
    var oldListenWebSocket: Int?

    /// The address to listen on, under either name.
    var host: String { listenHost ?? oldHost ?? Self.defaultHost }

    /// The TCP port for apps, under either name.
    var port: Int { listenPort ?? oldPort ?? Self.defaultPort }

    /// The WebSocket port for apps, under either name, if any.
    var webSocket: Int? { webSocketPort ?? oldListenWebSocket }

    /// One line per old name used.
    var deprecationNotes: [String] {
        [
            Self.host.deprecationNote(usedOld: oldHost != nil),
            Self.port.deprecationNote(usedOld: oldPort != nil),
            Self.webSocketPort.deprecationNote(usedOld: oldListenWebSocket != nil),
        ].compactMap { $0 }
    }

    func validate() throws {
        _ = try Self.host.merge(listenHost, old: oldHost)
        _ = try Self.port.merge(listenPort, old: oldPort)
        _ = try Self.webSocketPort.merge(webSocketPort, old: oldListenWebSocket)
        guard (0...65535).contains(port) else { throw ValidationError("--listen-port must be 0...65535") }
        if let webSocket, !(0...65535).contains(webSocket) { throw ValidationError("--websocket-port must be 0...65535") }
        if let controlPort, !(0...65535).contains(controlPort) { throw ValidationError("--control-port must be 0...65535") }
    }
}
