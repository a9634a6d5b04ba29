import Foundation
import NIOConcurrencyHelpers
import SDLHeadUnit
import SDLProtocol
import SDLTestSupport
import Testing

/// `sdl-example --listen-port`: the example as a cloud app, run as a user runs it, with emulators
/// connecting to it as SDL Core does.
@Suite("sdl-example as a cloud app", .timeLimit(.minutes(TestTime.minutes(2))))
struct ExampleCloudServeTests {
    @Test("--listen-port 0 --tour: an emulator connects as the car and the whole tour passes (stdin /dev/null)")
    func tourAsCloudApp() async throws {
        let run = try await TestProcess.run("sdl-example", ["--listen-port", "0", "--tour"], input: .null)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("sdl-example: serving cars on ws://127.0.0.1:"))
        #expect(run.stdout.contains("sdl-example: car 1 connected from 127.0.0.1:"))
        #expect(run.stdout.contains("auth token: none"))
        #expect(run.stdout.contains("tour complete: 19 steps"))
        #expect(run.stdout.contains("sdl-example: car 1 disconnected"))
    }

    @Test("--listen-port 0 serves three emulators at once, each with its own screen; the auth token is reported, never printed")
    func severalCars() async throws {
        let token = "fleet-account-4711-secret"
        let server = try BackgroundTool("sdl-example", ["--listen-port", "0"])
        defer { server.stop() }
        let address = try await server.line(containing: "serving cars on ").split(separator: " ").last.map(String.init)
        let url = try #require(address)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<3 {
                group.addTask {
                    var configuration = SDLHeadUnitConfiguration()
                    configuration.port = 0
                    configuration.eventWaitTimeout = TestTime.scaled(.seconds(20))
                    if index == 0 { configuration.authToken = SDLAuthToken(token) }
                    try await SDLHeadUnit.withRunning(configuration) { headUnit in
                        try await headUnit.connect(to: url)
                        let app = try await headUnit.nextRegisteredApp()
                        #expect(app.appName == "SDL Example")
                        // The root screen on this emulator: only this car's app, with its own screen.
                        var screen = try await headUnit.nextShow(appID: app.id).screen
                        while screen["mainField1"] == nil { screen = try await headUnit.nextShow(appID: app.id).screen }
                        #expect(screen["mainField1"] == "Hello SDL")
                        #expect(try await headUnit.apps().count == 1)
                    }
                }
            }
            try await group.waitForAll()
        }
        let received = try await server.line(containing: "auth token: received")
        #expect(received.contains("connected from 127.0.0.1:"))
        for _ in 0..<3 { _ = try await server.line(containing: "disconnected") }
        server.stop()
        let output = server.allOutput
        #expect(output.components(separatedBy: "auth token: none").count - 1 == 2)
        #expect(!output.contains(token), "the token was printed")
    }
}

extension ExampleCloudServeTests {
    @Test("SIGTERM drains: new cars are refused, the connected car carries on until it leaves, then the process exits 0")
    func sigtermDrains() async throws {
        let server = try BackgroundTool("sdl-example", ["--listen-port", "0", "--drain-seconds", "120"])
        defer { server.stop() }
        let url = try #require(try await server.line(containing: "serving cars on ").split(separator: " ").last.map(String.init))
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        configuration.eventWaitTimeout = TestTime.scaled(.seconds(20))
        let staying = try await SDLHeadUnit.start(configuration)
        try await staying.connect(to: url)
        let app = try await staying.nextRegisteredApp()
        // Its first screen with the soft buttons: on a loaded machine the app registers well before
        // its first Show arrives (2026-11-27: read too early, the screen had no button yet).
        var screen = try await staying.nextShow(appID: app.id).screen
        while screen.softButtons.isEmpty { screen = try await staying.nextShow(appID: app.id).screen }
        server.send(signal: SIGTERM)
        _ = try await server.line(containing: "draining: 1 car(s) connected")
        // A car that comes now is refused; the connected one is still served.
        _ = try await SDLHeadUnit.withRunning(configuration) { late in
            await #expect(throws: SDLHeadUnitError.self) { try await late.connect(to: url) }
        }
        #expect(try await staying.apps().map(\.id) == [app.id])
        try await staying.pressSoftButton(try #require(screen.softButtons.first?.id))
        // The car leaves: the drain ends well before its grace period, and the process exits 0.
        await staying.stop()
        _ = try await server.line(containing: "car 1 disconnected")
        _ = try await server.line(containing: "sdl-example: drained")
        #expect(await server.exitStatus() == 0)
    }

    @Test("--listen-port answers a load balancer's health check on /health with the cars connected; --health-path \"\" turns it off")
    func healthCheck() async throws {
        let server = try BackgroundTool("sdl-example", ["--listen-port", "0"])
        defer { server.stop() }
        let announced = try await server.line(containing: "health check on http://")
        let port = try #require(announced.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
        #expect(announced.hasSuffix(":\(port)/health"))
        let (status, body) = try await TestHTTPRequest.send("GET", path: "/health", port: port)
        #expect(status == 200)
        #expect(body == #"{"status":"serving","cars":0}"#)
        server.stop()

        let plain = try BackgroundTool("sdl-example", ["--listen-port", "0", "--health-path", ""])
        defer { plain.stop() }
        let line = try await plain.line(containing: "serving cars on ")
        let plainPort = try #require(line.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
        #expect(try await TestHTTPRequest.send("GET", path: "/health", port: plainPort).status == 404)
        plain.stop()
        #expect(!plain.allOutput.contains("health check"))
    }

    @Test("sdl-headunit --connect ws://… --auth-token dials the served example as Core does; the token is never printed")
    func headUnitProcessConnects() async throws {
        let token = "cli-token-0815-secret"
        let server = try BackgroundTool("sdl-example", ["--listen-port", "0"])
        defer { server.stop() }
        let url = try #require(try await server.line(containing: "serving cars on ").split(separator: " ").last.map(String.init))
        let headUnit = try BackgroundTool("sdl-headunit", ["--listen-port", "0", "--no-stdin", "--connect", url, "--auth-token", token])
        defer { headUnit.stop() }
        _ = try await headUnit.line(containing: #"{"event":"connected","url":"\#(url)"}"#)
        _ = try await server.line(containing: "auth token: received")
        headUnit.stop()
        #expect(!headUnit.allOutput.contains(token))
        #expect(!server.allOutput.contains(token))
    }
}

/// A built tool running in the background, its output lines readable as they come.
final class BackgroundTool: Sendable {
    private let process: SpawnedProcess
    private let lines = TestInbox<String>()
    private let everything = NIOLockedValueBox("")

    init(_ name: String, _ arguments: [String]) throws {
        let url = TestProcess.productsDirectory(holding: name).appendingPathComponent(name)
        process = try SpawnedProcess(executable: url.path, arguments: arguments, input: .null)
        let pending = NIOLockedValueBox("")
        let (lines, everything) = (self.lines, self.everything)
        process.readOutput(standardOutput: { data in
            let text = String(decoding: data, as: UTF8.self)
            everything.withLockedValue { $0 += text }
            let complete = pending.withLockedValue { buffer -> [String] in
                buffer += text
                var parts = buffer.components(separatedBy: "\n")
                buffer = parts.removeLast()
                return parts
            }
            for line in complete { lines.push(line) }
        }, standardError: { data in
            everything.withLockedValue { $0 += String(decoding: data, as: UTF8.self) }
        })
    }

    /// The next output line containing `text`.
    func line(containing text: String) async throws -> String {
        try await lines.next("a line with \(text)", timeout: TestTime.scaled(.seconds(20))) { $0.contains(text) }
    }

    /// Everything printed so far, standard output and error.
    var allOutput: String { everything.withLockedValue { $0 } }

    /// Sends `signalNumber` while the tool runs.
    func send(signal signalNumber: Int32) {
        if process.isRunning { process.send(signal: signalNumber) }
    }

    /// The tool's exit status, once it exited (waited for off the cooperative pool).
    func exitStatus() async -> Int32 {
        await withCheckedContinuation { continuation in
            let process = self.process
            Thread { continuation.resume(returning: process.waitForExit()) }.start()
        }
    }

    /// Ends the tool (SIGTERM) if it still runs.
    func stop() {
        if process.isRunning { process.send(signal: SIGTERM) }
    }
}
