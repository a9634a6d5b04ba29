import SDLTestSupport
import Testing

/// `sdl-rpc --help` and its subcommands' help: one-line overviews, and `--host`/`--port` naming the
/// head unit it dials (the tools' convention; sdl-rpc serves nothing).
@Suite("sdl-rpc's help")
struct RPCHelpTests {
    @Test("--help and each subcommand's --help exit 0 with a one-line overview", arguments: [[], ["send"], ["list"]])
    func help(subcommand: [String]) async throws {
        let run = try await TestProcess.run("sdl-rpc", subcommand + ["--help"])
        #expect(run.status == 0)
        #expect(HelpText(run.stdout).overviewLineCount == 1)
    }

    @Test("--host and --port name the head unit sdl-rpc dials; nothing is served")
    func dialOptions() async throws {
        let help = HelpText(try await TestProcess.run("sdl-rpc", ["send", "--help"]).stdout)
        #expect(help.option("--host")?.contains("The head unit to dial") == true)
        #expect(help.option("--port")?.contains("The head unit's TCP port") == true)
        #expect(help.option("--listen-port") == nil)
    }

    @Test("a port that is not a number exits 64 naming --port")
    func badPort() async throws {
        let run = try await TestProcess.run("sdl-rpc", ["--port", "twelve", "list"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'twelve' is invalid for '--port "))
    }
}
