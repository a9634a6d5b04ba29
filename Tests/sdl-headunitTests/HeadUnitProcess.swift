import SDLTestSupport
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLRPCRuntime
import Testing

/// The built `sdl-headunit` running as a child process, with its standard output read line by line.
final class HeadUnitProcess: Sendable {
    /// The directory holding the built products (next to the test bundle).
    static let productsDirectory: URL = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/", !FileManager.default.fileExists(atPath: directory.appendingPathComponent("sdl-headunit").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    static var executable: URL { productsDirectory.appendingPathComponent("sdl-headunit") }

    /// What the emulator's standard input is.
    enum StandardInput {
        /// A pipe the test writes control lines into (``send(_:)``).
        case pipe
        /// `/dev/null`.
        case null
        /// A regular file.
        case file(String)
        /// Closed (started through `sh` with `<&-`).
        case closed
        /// A pseudo-terminal (through util-linux `script`); ``send(_:)`` types on it.
        case terminal
        /// Started as a shell script starts a server: `sdl-headunit … &` (standard input /dev/null).
        case background
    }

    let process: SpawnedProcess
    let lines = TestInbox<String>()
    /// Where ``send(_:)`` writes: the pipe's or the terminal master's writing end.
    private var input: FileHandle? { process.standardInput }
    private let stderrText = NIOLockedValueBox("")

    /// Starts `sdl-headunit` with `arguments` and standard input `standardInput`.
    init(_ arguments: [String], standardInput: StandardInput = .pipe) throws {
        var executable = Self.executable.path
        var argumentList = arguments
        let input: SpawnedProcess.Input
        switch standardInput {
        case .pipe:
            input = .pipe
        case .null:
            input = .null
        case .file(let path):
            input = .file(path)
        case .closed, .background:
            // `sh` closes standard input (or, for a background job without job control, gives it /dev/null).
            // The background job outlives `sh`; the test sees its end as the end of its output.
            let script = standardInput.isClosed ? #"exec "$0" "$@" <&-"# : #""$0" "$@" &"#
            executable = "/bin/sh"
            argumentList = ["-c", script, Self.executable.path] + arguments
            input = .null
        case .terminal:
            // util-linux `script` runs the emulator on a pseudo-terminal and copies our pipe into it.
            let command = ([Self.executable.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
            executable = "/usr/bin/script"
            argumentList = ["-q", "-e", "-c", command, "/dev/null"]
            input = .pipe
        }
        process = try SpawnedProcess(executable: executable, arguments: argumentList, input: input)
        let buffer = NIOLockedValueBox([UInt8]())
        let lines = self.lines
        let errors = stderrText
        process.readOutput(standardOutput: { data in
            if data.isEmpty {
                lines.close()
                return
            }
            let complete = buffer.withLockedValue { pending -> [String] in
                pending += data
                var result: [String] = []
                while let newline = pending.firstIndex(of: 0x0A) {
                    result.append(String(decoding: pending[..<newline], as: UTF8.self))
                    pending.removeSubrange(...newline)
                }
                return result
            }
            for line in complete { lines.push(line) }
        }, standardError: { data in
            errors.withLockedValue { $0 += String(decoding: data, as: UTF8.self) }
        })
    }

    /// What the process wrote to standard error so far.
    var standardError: String { stderrText.withLockedValue { $0 } }

    /// The next standard output line matching `predicate`.
    func line(_ what: String, timeout: Duration = .seconds(20), where predicate: @escaping @Sendable (String) -> Bool = { _ in true }) async throws -> String {
        try await lines.next(what, timeout: timeout, where: predicate)
    }

    /// The `listening` line, parsed.
    func listening() async throws -> SDLJSONObject {
        let line = try await line("the listening line") { $0.contains("\"listening\"") }
        return try #require(try SDLJSONParser.parse(Array(line.utf8)).objectValue)
    }

    /// Waits until standard output ends: every process holding it (a background job too) has exited.
    func waitForOutputEnd(timeout: Duration = .seconds(20)) async throws {
        do {
            _ = try await lines.next("the end of sdl-headunit's output", timeout: timeout) { _ in false }
        } catch is TestInbox<String>.Closed {
            return
        }
    }

    /// Closes the writing end of standard input (end of input for the emulator).
    func closeInput() {
        try? input?.close()
    }

    /// Writes a control line to standard input (a pipe or a terminal).
    func send(_ line: String) {
        input?.write(Data((line + "\n").utf8))
    }

    /// Waits (real time, bounded) for the process to exit and returns its status.
    func waitForExit(timeout: Duration = .seconds(20)) async throws -> Int32 {
        let deadline = ContinuousClock.now + TestTime.scaled(timeout)
        while process.isRunning {
            guard ContinuousClock.now < deadline else { throw TestInbox<String>.TimedOut(what: "sdl-headunit to exit") }
            try await Task.sleep(for: .milliseconds(20))
        }
        return process.waitForExit()
    }

    /// Stops the process if it still runs.
    func terminate() {
        process.send(signal: SIGTERM)
    }

    /// Runs `sdl-headunit` to completion (for options that exit at once), off the cooperative pool.
    static func run(_ arguments: [String]) async throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try await TestProcess.run("sdl-headunit", arguments, input: .null)
        return (run.status, run.stdout, run.stderr)
    }
}

extension HeadUnitProcess.StandardInput {
    var isClosed: Bool {
        if case .closed = self { return true }
        return false
    }
}

/// A TCP connection to the control port: one JSON line out, one JSON line back.
final class ControlConnection: Sendable {
    let channel: any Channel
    let replies: TestInbox<String>

    private init(channel: any Channel, replies: TestInbox<String>) {
        self.channel = channel
        self.replies = replies
    }

    static func connect(port: Int) async throws -> ControlConnection {
        let replies = TestInbox<String>()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(TestTime.connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(LineCollector(inbox: replies))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        return ControlConnection(channel: channel, replies: replies)
    }

    /// Sends one command and returns the parsed reply.
    func command(_ line: String) async throws -> SDLJSONObject {
        var buffer = channel.allocator.buffer(capacity: line.utf8.count + 1)
        buffer.writeString(line + "\n")
        try await channel.writeAndFlush(buffer)
        let reply = try await replies.next("reply to \(line)") { _ in true }
        return try #require(try SDLJSONParser.parse(Array(reply.utf8)).objectValue)
    }

    func close() async {
        try? await channel.close()
    }
}

private final class LineCollector: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    let inbox: TestInbox<String>
    var pending: [UInt8] = []

    init(inbox: TestInbox<String>) {
        self.inbox = inbox
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        pending += buffer.readableBytesView
        while let newline = pending.firstIndex(of: 0x0A) {
            inbox.push(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
    }
}
