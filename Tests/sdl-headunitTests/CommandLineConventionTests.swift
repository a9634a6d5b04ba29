import Foundation
import SDLTestSupport
import SDLHeadUnit
import SDLRPCRuntime
import SDLSpec
@testable import sdl_headunit
import Testing

/// The tools' command-line convention on `sdl-headunit`: what it serves is `--listen-host`/
/// `--listen-port`, closed sets are enums whose values `--help` lists, options come in titled groups,
/// and the old names still work, hidden, for one release.
@Suite("sdl-headunit's options: names, groups, enums and old names")
struct CommandLineConventionTests {
    @Test("--help exits 0 with a one-line overview, the titled groups and every value of each enum option")
    func help() async throws {
        let run = try await HeadUnitProcess.run(["--help"])
        #expect(run.status == 0)
        let help = HelpText(run.stdout)
        #expect(help.overviewLineCount == 1)
        for title in ["LISTENING:", "DISPLAY AND BEHAVIOUR:", "CONTROL:", "POLICY:", "CLOUD APPS:", "WEB VIEW:", "DIAGNOSTICS:"] {
            #expect(run.stdout.contains("\n\(title)\n"), "no group \(title)")
        }
        #expect(help.values(of: "--render") == RenderMode.allCases.map(\.rawValue))
        #expect(help.values(of: "--overlay-policy") == SDLOverlayPolicy.allCases.map(\.rawValue))
        #expect(help.values(of: "--policy") == SDLPermissionPolicy.allCases.map(\.rawValue))
        #expect(help.values(of: "--profile") == SDLBuiltInProfile.allCases.map(\.rawValue))
        #expect(help.values(of: "--print-profile") == SDLBuiltInProfile.allCases.map(\.rawValue))
        for name in ["--listen-host", "--listen-port", "--websocket-port", "--control-port", "--web-port", "--profile-file"] {
            #expect(help.option(name) != nil, "--help does not list \(name)")
        }
        #expect(help.option("--spec")?.contains(SpecLocation.optionHelp) == true)
        #expect(help.option("--web")?.contains("--listen-host") == true)
    }

    @Test("the old names --host, --port and --listen-websocket still work, with a note on stderr, and --help never mentions them")
    func oldNamesStillWork() async throws {
        let help = HelpText(try await HeadUnitProcess.run(["--help"]).stdout)
        #expect(help.mentions("--listen-port") && help.mentions("--websocket-port"))
        for old in ["--host", "--port", "--listen-websocket"] {
            #expect(!help.mentions(old), "--help mentions \(old)")
        }
        let headUnit = try HeadUnitProcess(["--host", "127.0.0.1", "--port", "0", "--listen-websocket", "0", "--no-stdin"])
        defer { headUnit.terminate() }
        let listening = try await headUnit.listening()
        #expect(listening["host"] == "127.0.0.1")
        #expect((listening["port"]?.intValue ?? 0) > 0)
        #expect((listening["webSocketPort"]?.intValue ?? 0) > 0)
        #expect(headUnit.standardError.contains("--port is deprecated and will be removed; use --listen-port"))
        #expect(headUnit.standardError.contains("--listen-websocket is deprecated and will be removed; use --websocket-port"))
    }

    @Test("the new names serve: --listen-host, --listen-port and --websocket-port, without a note")
    func newNames() async throws {
        let headUnit = try HeadUnitProcess(["--listen-host", "127.0.0.1", "--listen-port", "0", "--websocket-port", "0", "--no-stdin"])
        defer { headUnit.terminate() }
        let listening = try await headUnit.listening()
        let port = try #require(listening["port"]?.intValue)
        #expect(port > 0)
        #expect((listening["webSocketPort"]?.intValue ?? 0) > 0)
        let app = try await TestSDLClient.connect(port: port)
        try await app.startSession()
        #expect(!headUnit.standardError.contains("deprecated"))
    }

    @Test("an old name with its new name is a usage error (exit 64) naming both",
          arguments: [("--listen-host", "--host", "127.0.0.1"), ("--listen-port", "--port", "0"), ("--websocket-port", "--listen-websocket", "0")])
    func oldAndNewTogether(new: String, old: String, value: String) async throws {
        let run = try await HeadUnitProcess.run([new, value, old, value])
        #expect(run.status == 64)
        #expect(run.stderr.contains(new))
        #expect(run.stderr.contains(old))
    }

    @Test("a value outside an enum option's set exits 64 naming the option",
          arguments: ["--render", "--overlay-policy", "--policy", "--profile", "--print-profile"])
    func badEnumValue(option: String) async throws {
        let run = try await HeadUnitProcess.run([option, "sideways"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'sideways' is invalid for '\(option) "))
    }

    @Test("a profile file given to --profile is refused with a pointer to --profile-file")
    func profileFileOnProfile() async throws {
        let run = try await HeadUnitProcess.run(["--profile", "./my-display.json"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--profile-file"))
    }

    @Test("--profile-file and --print-profile-file read a profile JSON file")
    func profileFiles() async throws {
        let printed = try await HeadUnitProcess.run(["--print-profile", "generic-2line"])
        #expect(printed.status == 0)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-headunit-profile-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(printed.stdout.replacingOccurrences(of: "\"generic-2line\"", with: "\"my-display\"").utf8).write(to: URL(fileURLWithPath: path))
        let reprinted = try await HeadUnitProcess.run(["--print-profile-file", path])
        #expect(reprinted.status == 0)
        #expect(try SDLJSONParser.parse(Array(reprinted.stdout.utf8)).objectValue?["name"] == "my-display")
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--no-stdin", "--profile-file", path])
        defer { headUnit.terminate() }
        #expect(try await headUnit.listening()["profile"] == "my-display")
        let both = try await HeadUnitProcess.run(["--profile", "basic-1line", "--profile-file", path])
        #expect(both.status == 64)
    }
}
