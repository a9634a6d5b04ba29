import ArgumentParser

/// `sdl-bench frames`: frame encode/decode throughput.
struct FramesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames", abstract: "Frame encode/decode throughput beside a memory copy.",
        discussion: "For 1 KiB and 1 MiB payloads (N runs, default 15).")

    @OptionGroup var runs: RunsOption

    func run() async throws {
        let runs = runs.count(default: 15)
        try await BenchmarkRun.run {
            FrameBenchmark(runs: runs).run()
        }
    }
}
