import Foundation
import Testing

/// The command's exit status and output: 1 with `file:line:col: error:` lines on findings, 0 when
/// clean, 2 when it cannot read the toolchain.
@Suite(.serialized)
struct CommandTests {
    /// The built `check-apple-availability` beside the test bundle.
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("check-apple-availability")
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func arguments(_ fixture: String) -> [String] {
        [
            "--package-path", FixtureBuild.packagePath(fixture).path,
            "--scratch-path", FixtureBuild.scratchPath(fixture).path,
            "--cache-dir", FixtureBuild.cacheDirectory.path,
        ]
    }

    @Test func findingsExitOneWithCompilerStyleLines() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first")
        try FixtureBuild.failing.get()
        let (status, output) = try run(arguments("AvailabilityFixture"))
        #expect(status == 1)
        let lines = output.split(separator: "\n")
        #expect(lines.count >= 10)
        #expect(lines.allSatisfy { $0.contains(".swift:") && $0.contains(": error: '") })
        #expect(output.contains("MustFail/ImmediateTask.swift:3:10: error: 'Task.immediate("))
    }

    @Test func cleanPackageExitsZero() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first")
        try FixtureBuild.clean.get()
        let (status, output) = try run(arguments("CleanFixture"))
        #expect(status == 0)
        #expect(output.isEmpty)
    }

    @Test func unreadableToolchainExitsTwo() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first")
        let (status, _) = try run(arguments("CleanFixture") + ["--toolchain-bin", "/nonexistent"])
        #expect(status == 2)
    }
}
