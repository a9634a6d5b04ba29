import ArgumentParser

/// `sdl-bench choices`: a 100-cell choice set presented again and again.
struct ChoicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "choices", abstract: "A 100-cell choice set beside sdl_ios's manager.",
        discussion: "Presented the first time, again, with one cell changed and after a reconnect: RPCs beside sdl_ios's manager, and time to the PerformInteraction (N runs, default 20).")

    @OptionGroup var runs: RunsOption

    func run() async throws {
        let runs = runs.count(default: 20)
        try await BenchmarkRun.run {
            try await ChoiceBenchmark(runs: runs).run()
        }
    }
}
