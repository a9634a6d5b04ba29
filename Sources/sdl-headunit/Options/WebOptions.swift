import ArgumentParser
import Logging
import SDLHeadUnit
import SDLHeadUnitWeb

/// `--web [--web-port P]`: the head unit in a browser, on the same `--listen-host` as the emulator.
struct WebOptions: ParsableArguments {
    @Flag(help: "Serve a live, clickable view of the head unit on http://HOST:WEB-PORT/ (HOST is --listen-host).")
    var web = false

    @Option(name: .customLong("web-port"), help: ArgumentHelp("The web view's TCP port (0 picks a free one).", valueName: "PORT"))
    var webPort = 8080

    func validate() throws {
        guard (0...65535).contains(webPort) else { throw ValidationError("--web-port must be 0...65535") }
    }

    /// The web view hooked into `configuration`, or `nil` without `--web`.
    func install(into configuration: inout SDLHeadUnitConfiguration) -> SDLHeadUnitWeb? {
        guard web else { return nil }
        let view = SDLHeadUnitWeb(logger: configuration.logger)
        view.install(into: &configuration)
        return view
    }

    /// Starts serving; returns the port for the `listening` line.
    func start(_ view: SDLHeadUnitWeb, headUnit: SDLHeadUnit) async throws(SDLHeadUnitError) -> Int {
        try await view.start(headUnit: headUnit, host: headUnit.host, port: webPort)
    }

    /// Closes every page and stops serving (nothing without `--web`).
    func stop(_ view: SDLHeadUnitWeb?) async {
        await view?.stop()
    }
}
