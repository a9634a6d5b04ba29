import Foundation
import SDLTestSupport
import Testing

/// Runs a built executable of this package and captures what it prints.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }


    /// Runs `name` with `arguments`, feeding `input` on standard input (off the cooperative pool).
    static func run(_ name: String, _ arguments: [String], input: String? = nil) async throws -> Output {
        let run = try await TestProcess.run(name, arguments, input: input.map { .text($0) } ?? .text(""))
        return Output(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "messages.json") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-validate-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
