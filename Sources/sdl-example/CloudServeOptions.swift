import ArgumentParser
import SDLCommandLine

/// `--listen-port PORT`: serve as a cloud app — head units connect to the example, each car its own
/// app. (`--host`/`--port` name the head unit the example dials; these name what it serves.)
struct CloudServeOptions: ParsableArguments {
    static let defaultHost = "127.0.0.1"
    static let port = RenamedOption(name: "--listen-port", oldName: "--serve")
    static let host = RenamedOption(name: "--listen-host", oldName: "--bind")

    @Option(name: .customLong("listen-port"), help: ArgumentHelp(
        "Serve as a cloud app: head units connect to ws://ADDRESS:PORT/ (0 picks a free port), each car its own app. With --tour an emulator in this process connects as the car.",
        valueName: "PORT"))
    var listenPort: Int?

    @Option(name: .customLong("listen-host"), help: ArgumentHelp(
        "With --listen-port: the address to listen on (default: \(Self.defaultHost); 0.0.0.0 for other machines).",
        valueName: "ADDRESS"))
    var listenHost: String?

    @Option(name: .customLong("drain-seconds"), help: ArgumentHelp(
        "With --listen-port: on SIGTERM/SIGINT, how long connected cars may carry on before they are ended (new cars are refused at once).",
        valueName: "SECONDS"))
    var drainSeconds = 30

    @Option(name: .customLong("health-path"), help: ArgumentHelp(
        "With --listen-port: the HTTP path a load balancer's health check asks (200 while serving, 503 while draining); empty for none.",
        valueName: "PATH"))
    var healthPath = "/health"

    /// `--serve`, the old name of `--listen-port` (hidden, for one release).
    @Option(name: .customLong("serve"), help: .hidden)
    var oldServe: Int?

    /// `--bind`, the old name of `--listen-host` (hidden, for one release).
    @Option(name: .customLong("bind"), help: .hidden)
    var oldBind: String?

    /// The port to serve cars on, under either name; `nil` runs the app against a head unit.
    var servePort: Int? { listenPort ?? oldServe }

    /// The address to listen on, under either name.
    var serveHost: String { listenHost ?? oldBind ?? Self.defaultHost }

    /// One line per old name used.
    var deprecationNotes: [String] {
        [Self.port.deprecationNote(usedOld: oldServe != nil), Self.host.deprecationNote(usedOld: oldBind != nil)].compactMap { $0 }
    }

    func validate() throws {
        _ = try Self.port.merge(listenPort, old: oldServe)
        _ = try Self.host.merge(listenHost, old: oldBind)
        guard let servePort else {
            if listenHost != nil || oldBind != nil { throw ValidationError("--listen-host needs --listen-port") }
            return
        }
        guard (0...65535).contains(servePort) else { throw ValidationError("--listen-port must be 0...65535") }
        guard drainSeconds >= 0 else { throw ValidationError("--drain-seconds must be 0 or more") }
    }
}
