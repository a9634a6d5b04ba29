import ArgumentParser

/// `sdl-bench cloud`: emulated cars dialling one cloud-app server process.
struct CloudCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cloud", abstract: "Emulated cars dialling one cloud-app server.",
        discussion: "N cars (--cars) dial one cloud-app server process over WebSocket. Time to every first screen, Show round trip p50/p99 under load, the server's memory per car and CPU per 1,000 RPCs, memory after they left; one car over TCP beside (N text changes per car, default 20).")

    @Option(help: ArgumentHelp("How many cars each row connects, comma-separated.", valueName: "N,N,…"))
    var cars = CarCounts([1, 50, 200, 500])

    @OptionGroup var runs: RunsOption

    func run() async throws {
        let (cars, changes) = (cars.counts, runs.count(default: 20))
        try await BenchmarkRun.run {
            try await CloudBenchmark(carCounts: cars, changes: changes).run()
        }
    }
}
