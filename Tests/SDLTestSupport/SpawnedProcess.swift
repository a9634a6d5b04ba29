#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NIOConcurrencyHelpers

/// A child process started with `posix_spawn`, its standard streams on pipes of its own.
///
/// The tests start the package's tools with this instead of Foundation's `Process`, whose `run()`
/// on Linux (swift-corelibs-foundation up to Swift 6.3) reads past the end of a `dirent` while it
/// lists `/proc/self/fd` and now and then crashes the whole test run
/// (swiftlang/swift-corelibs-foundation#5472). The child gets descriptors 0–2 and nothing else:
/// every other descriptor is closed in it, so a pipe or socket of another test running in parallel
/// never stays open in an unrelated child.
///
/// ```swift
/// let child = try SpawnedProcess(executable: "/bin/echo", arguments: ["hi"], input: .null)
/// let output = child.standardOutput.readDataToEndOfFile()   // "hi\n"
/// let status = child.waitForExit()                          // 0
/// ```
public final class SpawnedProcess: Sendable {
    /// Where the child's standard input comes from.
    public enum Input: Sendable {
        /// A pipe; the test writes to ``standardInput``.
        case pipe
        /// `/dev/null`.
        case null
        /// This file, opened for reading (`/dev/null` when it cannot be opened).
        case file(String)
    }

    /// Starting the child failed (`posix_spawn`, `pipe`), with the `errno` it gave.
    public struct SpawnError: Error, CustomStringConvertible {
        public var call: String
        public var code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// The child's process id.
    public let pid: pid_t
    /// The writing end of the child's standard input, for ``Input/pipe``.
    public let standardInput: FileHandle?
    /// The reading end of the child's standard output.
    public let standardOutput: FileHandle
    /// The reading end of the child's standard error.
    public let standardError: FileHandle
    private let status = NIOLockedValueBox<Int32?>(nil)

    /// Starts `executable` (a path) with `arguments`, in `environment` (this process's when `nil`).
    public init(executable: String, arguments: [String], input: Input, environment: [String: String]? = nil) throws {
        signal(SIGPIPE, SIG_IGN)  // a child that exits before reading its input must not kill the test run
        let output = try Self.makePipe()
        let errors = try Self.makePipe()
        let inputPipe: (read: Int32, write: Int32)? = if case .pipe = input { try Self.makePipe() } else { nil }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch input {
        case .pipe:
            if let inputPipe { posix_spawn_file_actions_adddup2(&actions, inputPipe.read, 0) }
        case .null:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .file(let path):
            let readable = access(path, R_OK) == 0 ? path : "/dev/null"
            posix_spawn_file_actions_addopen(&actions, 0, readable, O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        _ = Self.closeFrom?(&actions, 3)

        let argv = ([executable] + arguments).map { strdup($0) }
        var childEnvironment = environment ?? ProcessInfo.processInfo.environment
        // Under AddressSanitizer the leak check covers the test process (where the release tests
        // hold emulators and sessions weakly). A tool a test starts exits as soon as its job is done,
        // with objects still alive, and Swift keeps their weak-reference side tables behind tagged
        // pointers LeakSanitizer cannot follow, so it would report those as leaks now and then.
        if let options = childEnvironment["ASAN_OPTIONS"] { childEnvironment["ASAN_OPTIONS"] = options + " detect_leaks=0" }
        let environmentStrings = childEnvironment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            for pointer in argv + environmentStrings { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, nil, argv + [nil], environmentStrings + [nil])
        // The child holds its own copies now; this process keeps only its ends.
        for descriptor in [output.write, errors.write, inputPipe?.read].compactMap({ $0 }) { close(descriptor) }
        guard result == 0 else {
            for descriptor in [output.read, errors.read, inputPipe?.write].compactMap({ $0 }) { close(descriptor) }
            throw SpawnError(call: "posix_spawn \(executable)", code: result)
        }
        pid = child
        standardOutput = FileHandle(fileDescriptor: output.read, closeOnDealloc: true)
        standardError = FileHandle(fileDescriptor: errors.read, closeOnDealloc: true)
        standardInput = inputPipe.map { FileHandle(fileDescriptor: $0.write, closeOnDealloc: true) }
    }

    /// Reads standard output and standard error as they come, each on a thread of its own with
    /// blocking reads (never a dispatch source: libdispatch on Linux can crash in
    /// `_dispatch_event_loop_drain` when a watched descriptor is closed and its number reused).
    /// Each handler gets every chunk, then one empty `Data` at the end of its stream.
    public func readOutput(standardOutput: @escaping @Sendable (Data) -> Void, standardError: @escaping @Sendable (Data) -> Void) {
        for (handle, deliver) in [(self.standardOutput, standardOutput), (self.standardError, standardError)] {
            Thread {
                while true {
                    let data = handle.availableData
                    deliver(data)
                    if data.isEmpty { return }
                }
            }.start()
        }
    }

    /// Whether the child has not exited yet (reaps it when it has).
    public var isRunning: Bool {
        status.withLockedValue { status in
            guard status == nil else { return false }
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
            status = Self.decode(raw)
            return false
        }
    }

    /// Blocks the calling thread until the child exits; its exit status, or the number of the
    /// signal that ended it. Call it off Swift's cooperative pool (see ``TestProcess``), or after
    /// ``isRunning`` turned false.
    public func waitForExit() -> Int32 {
        while true {
            if let known = status.withLockedValue({ $0 }) { return known }
            var raw: Int32 = 0
            let reaped = waitpid(pid, &raw, 0)
            if reaped == pid {
                let decoded = Self.decode(raw)
                status.withLockedValue { $0 = decoded }
                return decoded
            }
            if reaped == -1 && errno == EINTR { continue }
            // Reaped by a concurrent `isRunning` or `waitForExit`: its status arrives in a moment.
            usleep(1_000)
        }
    }

    /// Sends `signalNumber` to the child while it runs.
    public func send(signal signalNumber: Int32) {
        if isRunning { kill(pid, signalNumber) }
    }

    private static func decode(_ raw: Int32) -> Int32 {
        let signalNumber = raw & 0x7F
        return signalNumber == 0 ? (raw >> 8) & 0xFF : signalNumber
    }

    /// A pipe whose ends are closed on exec (the child gets them only through `dup2`).
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw SpawnError(call: "pipe", code: errno) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time:
    /// Swift's Glibc module does not declare it. Without it, descriptors opened with close-on-exec
    /// (NIO's sockets, these pipes) still stay out of the child.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()
}
