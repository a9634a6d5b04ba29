import ArgumentParser

/// `sdl-bench app`: the app layer's RPCs per screen transition and its latency.
struct AppCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app", abstract: "The app layer's RPCs per transition and its latency.",
        discussion: "RPCs per screen transition beside the lowest count, and view change → Show response latency beside a raw session round trip (N updates, default 500).")

    @OptionGroup var runs: RunsOption

    func run() async throws {
        let updates = runs.count(default: 500)
        try await BenchmarkRun.run {
            try await AppBenchmark(updates: updates).run()
        }
    }
}
