import Foundation

/// Runs a built executable of this package to its end without blocking Swift's cooperative thread
/// pool: the process is waited for, and its pipes are read, on a thread of its own. (A test that
/// called `waitUntilExit()` on the pool would hold one of its few threads — two on a 2-core machine —
/// for the child's whole run and starve every other test running in parallel.)
///
/// ```swift
/// let run = try await TestProcess.run("sdl-validate", ["--core", "-"], input: "{…}")
/// #expect(run.status == 0)
/// ```
public enum TestProcess {
    /// What a finished process left.
    public struct Output: Sendable {
        /// The exit status (or the signal number, for a process killed by one).
        public var status: Int32
        /// Everything it printed on standard output.
        public var stdout: String
        /// Everything it printed on standard error.
        public var stderr: String

        /// Standard output's lines.
        public var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Where standard input comes from.
    public enum Input: Sendable {
        /// A pipe fed with these bytes, then closed.
        case text(String)
        /// `/dev/null`.
        case null
        /// This file, opened for reading.
        case file(String)
    }

    /// The directory holding the built products: the first ancestor of the test bundle that holds
    /// `name`.
    public static func productsDirectory(holding name: String) -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/", !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }

    /// Runs the built product `name` with `arguments` and returns when it has exited.
    public static func run(_ name: String, _ arguments: [String], input: Input = .null,
                           environment: [String: String]? = nil) async throws -> Output {
        let url = productsDirectory(holding: name).appendingPathComponent(name)
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try runBlocking(url, arguments, input: input, environment: environment) })
            }.start()
        }
    }

    private static func runBlocking(_ url: URL, _ arguments: [String], input: Input, environment: [String: String]?) throws -> Output {
        let spawnInput: SpawnedProcess.Input = switch input {
        case .null: .null
        case .file(let path): .file(path)
        case .text: .pipe
        }
        let process = try SpawnedProcess(executable: url.path, arguments: arguments, input: spawnInput, environment: environment)
        if case .text(let text) = input, let writer = process.standardInput {
            Thread {
                try? writer.write(contentsOf: Data(text.utf8))
                try? writer.close()
            }.start()
        }
        // Standard error is drained on its own thread so a child filling one pipe never waits on the other.
        let errors = LockedData()
        let errorReader = Thread {
            errors.set(process.standardError.readDataToEndOfFile())
        }
        errorReader.start()
        let output = process.standardOutput.readDataToEndOfFile()
        let status = process.waitForExit()
        let errorText = errors.wait()
        return Output(status: status, stdout: String(decoding: output, as: UTF8.self),
                      stderr: String(decoding: errorText, as: UTF8.self))
    }
}

/// Data handed from one thread to another once.
private final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}
