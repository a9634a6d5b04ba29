import ArgumentParser
import Foundation

/// How every mode runs: on the main actor (as the benchmarks were written and measured), after the
/// debug-build warning, with an error printed as `sdl-bench: error: …` and exit status 1.
enum BenchmarkRun {
    @MainActor
    static func run(_ body: @MainActor () async throws -> Void) async throws {
        #if DEBUG
        print("warning: this is a debug build; run `swift run -c release sdl-bench` for real figures")
        #endif
        do {
            try await body()
        } catch {
            FileHandle.standardError.write(Data("sdl-bench: error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// Throws a usage error (exit 64) unless `value` is at least 1.
    static func requirePositive(_ value: Int?, _ option: String) throws {
        if let value, value < 1 { throw ValidationError("\(option) must be at least 1, not \(value)") }
    }
}
