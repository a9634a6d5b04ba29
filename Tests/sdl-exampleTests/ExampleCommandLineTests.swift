import Foundation
import SDLHeadUnit
import SDLTestSupport
import Testing

/// `sdl-example`'s command line under the tools' convention: `--host`/`--port` name the head unit it
/// dials, `--listen-host`/`--listen-port` what it serves as a cloud app; the old `--serve`/`--bind`
/// still work, hidden, for one release.
@Suite("sdl-example's options: names, enums and old names")
struct ExampleCommandLineTests {
    @Test("--help exits 0 with a one-line overview and every built-in profile as --profile's values")
    func help() async throws {
        let run = try await TestProcess.run("sdl-example", ["--help"])
        #expect(run.status == 0)
        let help = HelpText(run.stdout)
        #expect(help.overviewLineCount == 1)
        #expect(help.values(of: "--profile") == SDLBuiltInProfile.allCases.map(\.rawValue))
        for name in ["--host", "--port", "--listen-host", "--listen-port", "--drain-seconds", "--health-path"] {
            #expect(help.option(name) != nil, "--help does not list \(name)")
        }
    }

    @Test("the old --serve and --bind still serve cars, with a note on stderr, and --help never mentions them")
    func oldNamesStillWork() async throws {
        let help = HelpText(try await TestProcess.run("sdl-example", ["--help"]).stdout)
        #expect(help.mentions("--listen-port") && help.mentions("--listen-host"))
        #expect(!help.mentions("--serve"))
        #expect(!help.mentions("--bind"))
        let server = try BackgroundTool("sdl-example", ["--serve", "0", "--bind", "127.0.0.1"])
        defer { server.stop() }
        _ = try await server.line(containing: "serving cars on ws://127.0.0.1:")
        #expect(server.allOutput.contains("--serve is deprecated and will be removed; use --listen-port"))
        #expect(server.allOutput.contains("--bind is deprecated and will be removed; use --listen-host"))
    }

    @Test("an old name with its new name is a usage error (exit 64) naming both",
          arguments: [["--listen-port", "0", "--serve", "0"], ["--listen-port", "0", "--listen-host", "127.0.0.1", "--bind", "127.0.0.1"]])
    func oldAndNewTogether(arguments: [String]) async throws {
        let run = try await TestProcess.run("sdl-example", arguments)
        #expect(run.status == 64)
        let (new, old) = arguments.contains("--serve") ? ("--listen-port", "--serve") : ("--listen-host", "--bind")
        #expect(run.stderr.contains(new))
        #expect(run.stderr.contains(old))
    }

    @Test("--listen-host without --listen-port, or --listen-port with --host, is a usage error (exit 64)")
    func serveNeedsItsPort() async throws {
        let alone = try await TestProcess.run("sdl-example", ["--listen-host", "0.0.0.0"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--listen-host needs --listen-port"))
        let dialAndServe = try await TestProcess.run("sdl-example", ["--listen-port", "0", "--host", "127.0.0.1"])
        #expect(dialAndServe.status == 64)
        #expect(dialAndServe.stderr.contains("--listen-port and --host exclude each other"))
    }

    @Test("a --profile outside the built-in set exits 64 naming --profile and its values")
    func badProfile() async throws {
        let run = try await TestProcess.run("sdl-example", ["--profile", "sideways"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'sideways' is invalid for '--profile "))
        #expect(run.stderr.contains(SDLBuiltInProfile.coreDefault.rawValue))
    }
}
