import Foundation
import SDLRPCRuntime
import SDLSpec
import SDLTestSupport
@testable import sdl_validate
import Testing

/// `sdl-validate --help` and its subcommands' help: one-line overviews, `--type` and `--format` as
/// enums whose values the help lists, and `--spec` with the lookup every tool shares.
@Suite("sdl-validate's help and spec lookup")
struct ValidateHelpTests {
    @Test("--help and each subcommand's --help exit 0 with a one-line overview", arguments: [[], ["check"], ["describe"]])
    func help(subcommand: [String]) async throws {
        let run = try await CommandRunner.run("sdl-validate", subcommand + ["--help"])
        #expect(run.status == 0)
        #expect(HelpText(run.stdout).overviewLineCount == 1)
        if !subcommand.isEmpty {
            #expect(HelpText(run.stdout).option("--spec")?.contains(SpecLocation.optionHelp) == true)
        }
    }

    @Test("check --help lists every value of --type and --format")
    func enumValues() async throws {
        let help = HelpText(try await CommandRunner.run("sdl-validate", ["check", "--help"]).stdout)
        #expect(help.values(of: "--type") == SDLRPCMessageKind.allCases.map(\.rawValue))
        #expect(help.values(of: "--format") == CheckCommand.Format.allCases.map(\.rawValue))
    }

    @Test("a value outside --type's or --format's set exits 64 naming the option", arguments: ["--type", "--format"])
    func badEnumValue(option: String) async throws {
        let run = try await CommandRunner.run("sdl-validate", ["--function", "Show", option, "sideways", "-"], input: "{}")
        #expect(run.status == 64)
        #expect(run.stderr.contains("'sideways' is invalid for '\(option) "))
    }

    @Test("without --spec the package's spec wins over $SDL_RPC_SPEC, as in the build plugin; --spec wins over both")
    func specLookupOrder() async throws {
        let message = #"{"request": {"name": "Show", "correlationID": 1, "parameters": {"mainField1": "a"}}}"#
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_RPC_SPEC"] = "/no/such/MOBILE_API.xml"
        let packageFirst = try await TestProcess.run("sdl-validate", ["-"], input: .text(message), environment: environment)
        #expect(packageFirst.status == 0, "stderr: \(packageFirst.stderr)")
        let explicit = try await TestProcess.run("sdl-validate", ["--spec", "/no/such/explicit.xml", "-"], input: .text(message))
        #expect(explicit.status == 2)
        #expect(explicit.stderr.contains("/no/such/explicit.xml"))
    }
}
