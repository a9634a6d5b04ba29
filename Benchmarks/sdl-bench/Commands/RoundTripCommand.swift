import ArgumentParser

/// `sdl-bench roundtrip`: RPC round-trip latency over loopback.
struct RoundTripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roundtrip", abstract: "RPC round-trip latency over loopback.",
        discussion: "p50 and p99 with 1 and with 100 requests in flight.")

    func run() async throws {
        try await BenchmarkRun.run {
            try await RoundTripBenchmark().run()
        }
    }
}
