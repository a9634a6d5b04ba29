import ArgumentParser

/// `sdl-bench cloud-server`: the server process `sdl-bench cloud` starts (hidden from `--help`).
struct CloudServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cloud-server", abstract: "The server process of sdl-bench cloud.", shouldDisplay: false)

    @OptionGroup var runs: RunsOption

    func run() async throws {
        let changes = runs.count(default: 20)
        try await BenchmarkRun.run {
            try await CloudBenchServer(changes: changes).run()
        }
    }
}
