import Foundation
import SDLTestSupport
import Testing

/// The built `sdl-bench` on ArgumentParser: one subcommand per mode, `--help` exits 0, a bad value
/// is a usage error naming its option. (sdl-bench has no test target of its own; its command line
/// is checked here beside the other tools', by running the binary as they are run.)
@Suite("sdl-bench's command line")
struct SDLBenchCLITests {
    static let modes = ["generator", "validate", "typed", "roundtrip", "frames", "app", "menu", "choices", "cloud", "soak"]

    @Test("--help exits 0 and lists every mode, not the internal cloud-server")
    func help() async throws {
        let run = try await TestProcess.run("sdl-bench", ["--help"])
        #expect(run.status == 0)
        let help = HelpText(run.stdout)
        #expect(help.overviewLineCount == 1)
        for mode in Self.modes {
            #expect(run.stdout.contains("\n  \(mode) "), "--help does not list \(mode)")
        }
        #expect(!help.mentions("cloud-server"))
    }

    @Test("each mode's --help exits 0 with a one-line overview", arguments: modes)
    func modeHelp(mode: String) async throws {
        let run = try await TestProcess.run("sdl-bench", [mode, "--help"])
        #expect(run.status == 0)
        #expect(HelpText(run.stdout).overviewLineCount == 1)
    }

    @Test("a bad value exits 64 naming the option",
          arguments: [["frames", "--runs", "notanumber"], ["frames", "--runs", "0"], ["cloud", "--cars", "1,x"], ["validate", "--messages", "-3"], ["soak", "--apps", "5"]])
    func badValue(arguments: [String]) async throws {
        let run = try await TestProcess.run("sdl-bench", arguments)
        #expect(run.status == 64)
        let option = arguments.count > 2 ? arguments[1] : "--port"
        #expect(run.stderr.contains(option), "stderr: \(run.stderr)")
    }

    @Test("validate --write-corpus writes the corpus: a mode still runs through its subcommand")
    func writeCorpus() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-bench-corpus-\(UUID().uuidString).ndjson").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try await TestProcess.run("sdl-bench", ["validate", "--messages", "7", "--write-corpus", path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 7)
    }
}
