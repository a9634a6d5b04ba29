import Foundation
import SDLRPCRuntime
import SDLTestSupport
import Testing

/// `sdl-headunit` with every kind of standard input: it never crashes, a file is read as control
/// lines, end of input is not an error, and the emulator keeps serving apps.
@Suite("sdl-headunit's standard input")
struct StandardInputTests {
    /// Starts the emulator with `standardInput`, registers an app, asks the control port for the app
    /// list, quits through the control port, and returns the process for further checks.
    private func servesApps(_ standardInput: HeadUnitProcess.StandardInput, extra: [String] = []) async throws -> HeadUnitProcess {
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--control-port", "0"] + extra, standardInput: standardInput)
        defer { headUnit.terminate() }
        let listening = try await headUnit.listening()
        let port = try #require(listening["port"]?.intValue)
        let controlPort = try #require(listening["controlPort"]?.intValue)

        let app = try await TestSDLClient.connect(port: port)
        try await app.startSession()
        let registered = try await app.request(1, SDLHeadUnitCLITests.registration(appName: "Stdin App"))
        #expect(registered.resultCode == "SUCCESS")
        #expect(try await app.request(13, ["mainField1": "still serving"]).resultCode == "SUCCESS")

        let control = try await ControlConnection.connect(port: controlPort)
        let apps = try await control.command(#"{"action":"apps"}"#)
        #expect(apps["result"]?.arrayValue?.first?.objectValue?["appName"] == "Stdin App")
        _ = try? await control.command(#"{"action":"quit"}"#)
        await control.close()
        await app.close()
        try await headUnit.waitForOutputEnd()
        #expect(try await headUnit.waitForExit() == 0, "stderr: \(headUnit.standardError)")
        #expect(!headUnit.standardError.contains("Fatal error"))
        return headUnit
    }

    @Test("standard input from /dev/null: the emulator starts, serves apps and quits cleanly")
    func devNull() async throws {
        _ = try await servesApps(.null)
    }

    @Test("standard input closed (<&-): no crash, and nothing the emulator opens is read as control lines")
    func closed() async throws {
        _ = try await servesApps(.closed, extra: ["--verbose"])
    }

    @Test("started in the background by a script (sdl-headunit … &): it serves apps")
    func background() async throws {
        _ = try await servesApps(.background)
    }

    @Test("a regular file is read as control lines, each answered in order; its end does not stop the emulator")
    func regularFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("control-\(UUID().uuidString).ndjson").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Two commands, a blank line, a broken one, and a last line without a line end.
        let text = "{\"action\":\"state\",\"tag\":1}\r\n\n{\"action\":\"nope\",\"tag\":2}\n{\"action\":\"apps\",\"tag\":3}"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--control-port", "0"], standardInput: .file(path))
        defer { headUnit.terminate() }
        _ = try await headUnit.listening()
        let first = try await headUnit.line("reply 1") { $0.contains("\"tag\":1") }
        let second = try await headUnit.line("reply 2") { $0.contains("\"tag\":2") }
        let third = try await headUnit.line("reply 3") { $0.contains("\"tag\":3") }
        #expect(first.contains("\"ok\":true"))
        #expect(second.contains("\"ok\":false"))
        #expect(third.contains("\"ok\":true"))
        // After the file's end it still serves apps.
        let listening = try await servesApps(.file(path))
        _ = listening
    }

    @Test("a terminal: control lines typed on it are answered")
    func terminal() async throws {
        let headUnit = try HeadUnitProcess(["--listen-port", "0"], standardInput: .terminal)
        defer { headUnit.terminate() }
        _ = try await headUnit.listening()
        headUnit.send(#"{"action":"state","tag":"tty"}"#)
        // The terminal echoes what is typed; the reply is the line that starts with "ok".
        let reply = try await headUnit.line("the state reply") { $0.contains("\"tag\":\"tty\"") && $0.contains("\"ok\"") }
        #expect(reply.contains("\"ok\":true"))
        headUnit.send(#"{"action":"quit"}"#)
        #expect(try await headUnit.waitForExit() == 0)
    }

    @Test("a pipe that closes: end of input is not an error and the emulator keeps serving")
    func pipeClosed() async throws {
        let headUnit = try HeadUnitProcess(["--listen-port", "0", "--control-port", "0"], standardInput: .pipe)
        defer { headUnit.terminate() }
        let listening = try await headUnit.listening()
        headUnit.send(#"{"action":"state","tag":"p"}"#)
        _ = try await headUnit.line("the state reply") { $0.contains("\"tag\":\"p\"") }
        headUnit.closeInput()
        let app = try await TestSDLClient.connect(port: try #require(listening["port"]?.intValue))
        try await app.startSession()
        #expect(try await app.request(1, SDLHeadUnitCLITests.registration(appName: "After EOF")).resultCode == "SUCCESS")
        let control = try await ControlConnection.connect(port: try #require(listening["controlPort"]?.intValue))
        _ = try? await control.command(#"{"action":"quit"}"#)
        #expect(try await headUnit.waitForExit() == 0)
    }
}
