import ArgumentParser

/// `sdl-bench menu`: menu updates against sdl_ios's algorithm.
struct MenuCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu", abstract: "Menu updates beside sdl_ios's algorithm.",
        discussion: "RPCs sent beside sdl_ios's algorithm and the fewest possible for sdl_ios's cases and larger ones, and menu change → last response (N runs, default 50).")

    @OptionGroup var runs: RunsOption

    func run() async throws {
        let changes = runs.count(default: 50)
        try await BenchmarkRun.run {
            try await MenuBenchmark(changes: changes).run()
        }
    }
}
