import Foundation
import SDLTestSupport
import SDLRPCRuntime
import Testing

/// Runs the built `sdl-validate` binary (against the package's spec) and checks output and exit codes.
@Suite("sdl-validate command line")
struct SDLValidateCLITests {
    static let softButtonText = String(repeating: "x", count: 501)

    @Test("text output: one line per issue with path and spec line, then the summary; exit 1 when invalid")
    func textOutput() async throws {
        let file = try CommandRunner.temporaryFile("""
            {"request": {"name": "Alert", "correlationID": 1, "parameters": {"alertText1": "Hi", "softButtons": [{"type": "TEXT", "text": "\(Self.softButtonText)", "softButtonID": 1}]}}}
            """)
        let output = try await CommandRunner.run("sdl-validate", [file])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\(file): invalid: $.softButtons[0].text: length 501 exceeds maxlength 500 (MOBILE_API.xml:") == true)
        #expect(lines.last == "0 valid, 0 with warnings, 1 invalid")
    }

    @Test("NDJSON: each line is a message with its index; a malformed line is invalid (syntax) and the others go on")
    func ndjson() async throws {
        let file = try CommandRunner.temporaryFile("""
            {"request": {"name": "Show", "correlationID": 1, "parameters": {"mainField1": "a"}}}
            {"request": {"name": "Show", "correlationID": 2, "parameters": {"mainField1": "a"
            {"request": {"name": "Show", "correlationID": 3, "parameters": {"alignment": "DIAGONAL"}}}

            {"notification": {"name": "OnHMIStatus", "parameters": {"hmiLevel": "FULL", "audioStreamingState": "AUDIBLE", "systemContext": "MAIN"}}}
            """, name: "stream.ndjson")
        let output = try await CommandRunner.run("sdl-validate", [file])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(file)#1: invalid: $: input line 2: line 1, column ") })
        #expect(lines.contains { $0.hasPrefix("\(file)#2: warning: $.alignment: 'DIAGONAL' is not an element of enum TextAlignment") })
        #expect(lines.last == "2 valid, 1 with warnings, 1 invalid")
    }

    @Test("--strict makes warnings fail; without it warnings exit 0")
    func strict() async throws {
        let file = try CommandRunner.temporaryFile(#"{"request": {"name": "Show", "parameters": {"alignment": "DIAGONAL"}}}"#)
        #expect(try await CommandRunner.run("sdl-validate", [file]).status == 0)
        #expect(try await CommandRunner.run("sdl-validate", ["--strict", file]).status == 1)
    }

    @Test("--format json: one object per message with verdict, Core's result and the issues")
    func json() async throws {
        let file = try CommandRunner.temporaryFile("""
            [{"request": {"name": "Show", "parameters": {"alignment": "DIAGONAL"}}},
             {"request": {"name": "Teleport", "parameters": {}}},
             {"request": {"name": "Slider", "parameters": {"numTicks": 3, "position": 1, "sliderHeader": "h"}}}]
            """)
        let output = try await CommandRunner.run("sdl-validate", ["--format", "json", file])
        #expect(output.status == 1)
        let parsed = try SDLJSONParser.parse(output.stdout)
        let messages = try #require(parsed.arrayValue)
        #expect(messages.count == 3)
        #expect(messages.map { $0.objectValue?["result"]?.stringValue } == ["WARNINGS", "UNSUPPORTED_REQUEST", "SUCCESS"])
        #expect(messages.map { $0.objectValue?["verdict"]?.stringValue } == ["warnings", "invalid", "ok"])
        #expect(messages.map { $0.objectValue?["index"]?.intValue } == [0, 1, 2])
        let issue = try #require(messages.first?.objectValue?["issues"]?.arrayValue?.first?.objectValue)
        #expect(issue["path"] == "$.alignment")
        #expect(issue["rule"] == "enum")
        #expect(issue["severity"] == "warning")
        #expect(issue["specLine"]?.intValue != nil)
        #expect(messages[2].objectValue?["function"] == "Slider")
        #expect(messages[2].objectValue?["messageType"] == "request")
    }

    @Test("bare parameters from standard input with --function and --type; --core adds Core's checks")
    func bareAndCore() async throws {
        let payload = #"{"mainField1": "  "}"#
        #expect(try await CommandRunner.run("sdl-validate", ["--function", "Show", "--type", "request", "-"], input: payload).status == 0)
        let core = try await CommandRunner.run("sdl-validate", ["--core", "--function", "Show", "-"], input: payload)
        #expect(core.status == 1)
        #expect(core.stdout.hasPrefix("-: invalid: $.mainField1: consists only of spaces"))
    }

    @Test("--rpc-version picks the app's version: a param newer than it is dropped with a warning")
    func rpcVersion() async throws {
        let file = try CommandRunner.temporaryFile(#"{"request": {"name": "Alert", "parameters": {"alertText1": "x", "cancelID": 5}}}"#)
        let old = try await CommandRunner.run("sdl-validate", ["--rpc-version", "5.0.0", file])
        #expect(old.status == 0)
        #expect(old.stdout.contains("$.cancelID: parameter 'cancelID' does not exist in RPC version 5.0.0"))
        #expect(try await CommandRunner.run("sdl-validate", [file]).stdout == "1 valid, 0 with warnings, 0 invalid\n")
    }

    @Test("exit codes: 2 for an unreadable input or spec, 64 for usage errors")
    func exitCodes() async throws {
        #expect(try await CommandRunner.run("sdl-validate", ["/nonexistent/file.json"]).status == 2)
        #expect(try await CommandRunner.run("sdl-validate", ["--spec", "/nonexistent/spec.xml", "-"], input: "{}").status == 2)
        #expect(try await CommandRunner.run("sdl-validate", ["--rpc-version", "banana", "-"]).status == 64)
        #expect(try await CommandRunner.run("sdl-validate", ["--format", "yaml", "-"]).status == 64)
        #expect(try await CommandRunner.run("sdl-validate", []).status == 64)
        #expect(try await CommandRunner.run("sdl-validate", ["--type", "request", "-"]).status == 64)
    }

    @Test("describe prints a function's parameters with type, mandatory, limits, default and since")
    func describe() async throws {
        let output = try await CommandRunner.run("sdl-validate", ["describe", "Slider"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.first?.hasPrefix("Slider request (functionID 26, since 2.0.0) MOBILE_API.xml:") == true)
        #expect(lines.contains("timeout Integer no 1000...65535 10000 - -"))
        #expect(lines.contains("cancelID Integer no - - 6.0.0 -"))
        #expect(try await CommandRunner.run("sdl-validate", ["describe", "NoSuchThing"]).status == 1)
    }
}

/// The example of SDLValidation.docc/ValidatingFromTheCommandLine.md (once the README's) must stay true.
@Suite("sdl-validate README example")
struct ReadmeExampleTests {
    @Test("the example file gives the README's lines and exit 1")
    func readmeExample() async throws {
        let file = try #require(Bundle.module.path(forResource: "example", ofType: "ndjson", inDirectory: "Fixtures"))
        let output = try await CommandRunner.run("sdl-validate", ["--core", file])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: file, with: "FILE") }
        #expect(lines == [
            "FILE#1: invalid: $.duration: value 12000 exceeds maxvalue 10000 (MOBILE_API.xml:5843)",
            "FILE#2: warning: $.alignment: 'DIAGONAL' is not an element of enum TextAlignment (MOBILE_API.xml:6047)",
            "FILE#2: warning: $.mainFeild2: unknown parameter 'mainFeild2' is dropped (MOBILE_API.xml:6012)",
            "1 valid, 1 with warnings, 1 invalid",
        ])
    }
}

/// `sdl-validate - < file`: standard input may be a regular file or /dev/null.
@Suite("sdl-validate: standard input from a file or /dev/null")
struct ValidateStandardInputTests {
    @Test("NDJSON envelopes in a regular file on standard input are each validated")
    func regularFile() async throws {
        let text = #"{"request": {"name": "Show", "correlationID": 1, "parameters": {"mainField1": "ok"}}}"# + "\n"
            + #"{"request": {"name": "Show", "correlationID": 2, "parameters": {"mainField1": 5}}}"# + "\n"
        let path = try CommandRunner.temporaryFile(text)
        let run = try await TestProcess.run("sdl-validate", ["-"], input: .file(path))
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("1 valid, 0 with warnings, 1 invalid\n"))
    }

    @Test("/dev/null holds no message: nothing is invalid")
    func devNull() async throws {
        let run = try await TestProcess.run("sdl-validate", ["-"], input: .null)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == "0 valid, 0 with warnings, 0 invalid\n")
    }
}
