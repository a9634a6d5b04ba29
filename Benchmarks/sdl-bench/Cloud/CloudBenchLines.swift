import Foundation

/// Line-by-line talk between `sdl-bench cloud` and its server process, over pipes.
enum CloudBenchLines {
    /// Writes `line` to standard output at once (a pipe would otherwise buffer it).
    static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Standard input's lines; finishes at the end of input.
    static func standardInput() -> AsyncStream<String> {
        lines(of: FileHandle.standardInput)
    }

    /// The lines read from `handle` by a thread of their own (never one of the concurrency pool's
    /// few threads, which a blocking read would take from the work being measured).
    static func lines(of handle: FileHandle) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let reader = Thread {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    continuation.yield(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...end)
                }
            }
            continuation.finish()
        }
        reader.start()
        return stream
    }
}

/// The server process as the benchmark sees it: its lines, its commands, its memory and CPU time.
final class CloudBenchServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var lines: AsyncStream<String>.Iterator

    /// Starts `sdl-bench cloud-server --runs changes` (this same executable).
    /// `SDL_BENCH_SERVER_WRAPPER` (e.g. `heaptrack -o /tmp/cloud-server`) runs the server under a
    /// tool; the memory and CPU figures are then the tool's process.
    init(changes: Int) throws {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let wrapper = ProcessInfo.processInfo.environment["SDL_BENCH_SERVER_WRAPPER"]?.split(separator: " ").map(String.init) ?? []
        let command = wrapper + [executable, "cloud-server", "--runs", "\(changes)"]
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.standardInput = input
        process.standardOutput = output
        lines = CloudBenchLines.lines(of: output.fileHandleForReading).makeAsyncIterator()
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// Sends one command line.
    func send(_ command: String) {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
    }

    /// The next line starting with `prefix` (other lines, such as `failure …`, are printed).
    func next(_ prefix: String) async throws -> [String] {
        while let line = await lines.next() {
            if line.hasPrefix(prefix + " ") || line == prefix {
                return line.split(separator: " ").map(String.init)
            }
            print("  server: \(line)")
        }
        throw BenchmarkError("the server process ended before answering \(prefix)")
    }

    /// Resident memory now, KiB (0 when unreadable).
    var residentKiB: Int { ProcessProbe.residentKiB(pid: pid) ?? 0 }

    /// User plus system CPU time so far, seconds (0 when unreadable).
    var cpuSeconds: Double { ProcessProbe.cpuSeconds(pid: pid) ?? 0 }

    /// Asks the server to quit and waits for it.
    func quit() {
        send("quit")
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
