import Foundation

/// Runs a program to completion and hands back what it printed.
enum ProcessRunner {
    /// What a finished program printed and how it exited.
    struct Output {
        var status: Int32
        var standardOutput: Data
        var standardError: String
    }

    /// Runs `executable` with `arguments`; throws only if it cannot be started.
    static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // Standard error goes to a file, so reading standard output to its end never waits on a full pipe.
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-apple-availability-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer { try? errorHandle.close() }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return Output(status: process.terminationStatus, standardOutput: outputBytes, standardError: errorText)
    }
}
