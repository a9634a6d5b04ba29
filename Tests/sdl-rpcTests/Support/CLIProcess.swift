import Foundation
import SDLTestSupport
import NIOConcurrencyHelpers

/// The built `sdl-rpc`, run as a child process with pipes, its output collected as it comes.
final class CLIProcess: Sendable {
    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard output's lines.
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// The directory holding the built products (next to the test bundle).
    static let productsDirectory: URL = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/", !FileManager.default.fileExists(atPath: directory.appendingPathComponent("sdl-rpc").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    private struct Collected {
        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
        var openPipes = 2
    }

    private let process: SpawnedProcess
    private let collected = NIOLockedValueBox(Collected())

    /// Starts `sdl-rpc arguments…`.
    init(_ arguments: [String]) throws {
        let process = try SpawnedProcess(
            executable: Self.productsDirectory.appendingPathComponent("sdl-rpc").path, arguments: Self.scaledTimeouts(arguments), input: .pipe
        )
        self.process = process
        let collected = self.collected
        process.readOutput(standardOutput: { data in
            collected.withLockedValue { state in
                if data.isEmpty { state.openPipes -= 1 } else { state.stdout.append(contentsOf: data) }
            }
        }, standardError: { data in
            collected.withLockedValue { state in
                if data.isEmpty { state.openPipes -= 1 } else { state.stderr.append(contentsOf: data) }
            }
        })
    }

    /// `arguments` with the tool's own waits made hang guards in a slow run (`SDL_TEST_TIME_SCALE`
    /// above 1): `--connect-timeout` and `--timeout` scaled from their defaults, unless the test
    /// sets one itself or the tool does not connect.
    private static func scaledTimeouts(_ arguments: [String]) -> [String] {
        guard TestTime.scale > 1, arguments.contains("--port"),
              !arguments.contains(where: { $0.hasPrefix("--timeout") || $0.hasPrefix("--connect-timeout") }) else { return arguments }
        return ["--connect-timeout", "\(10 * TestTime.scale)", "--timeout", "\(60 * TestTime.scale)"] + arguments
    }

    /// Writes `text` to the tool's standard input.
    func write(_ text: String) {
        try? process.standardInput?.write(contentsOf: Data(text.utf8))
    }

    /// Closes the tool's standard input (end of input).
    func closeInput() {
        try? process.standardInput?.close()
    }

    /// Sends SIGINT (Ctrl-C).
    func interrupt() {
        process.send(signal: SIGINT)
    }

    /// Standard output so far.
    var stdout: String { collected.withLockedValue { String(decoding: $0.stdout, as: UTF8.self) } }

    /// Waits until standard output holds a line containing `text`.
    func waitForOutput(containing text: String, timeout: Duration = .seconds(20)) async throws {
        let deadline = ContinuousClock.now + TestTime.scaled(timeout)
        while !stdout.contains(text) {
            guard ContinuousClock.now < deadline else {
                throw CLITestError(message: "timed out waiting for output containing \(text); got: \(stdout)")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Waits for the process to exit and its output to end (killing it after `timeout`).
    func finish(timeout: Duration = .seconds(30)) async throws -> Result {
        let deadline = ContinuousClock.now + TestTime.scaled(timeout)
        while true {
            let status: Int32? = process.isRunning ? nil : process.waitForExit()
            let done = collected.withLockedValue { state -> Result? in
                guard let status, state.openPipes == 0 else { return nil }
                return Result(status: status, stdout: String(decoding: state.stdout, as: UTF8.self), stderr: String(decoding: state.stderr, as: UTF8.self))
            }
            if let done { return done }
            if ContinuousClock.now >= deadline {
                process.send(signal: SIGTERM)
                throw CLITestError(message: "sdl-rpc did not exit within \(timeout); output so far: \(stdout)")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Runs `sdl-rpc arguments…` with `input` on standard input to the end.
    static func run(_ arguments: [String], input: String = "") async throws -> Result {
        let process = try CLIProcess(arguments)
        process.write(input)
        process.closeInput()
        return try await process.finish()
    }
}

struct CLITestError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
