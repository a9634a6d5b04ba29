import ArgumentParser

/// `sdl-bench protected`: a protected (TLS) round trip beside a plain one against the emulator.
struct ProtectedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "protected", abstract: "Round-trip latency of an encrypted RPC beside a plain one (issue 42).",
        discussion: "Two registered sessions on one emulator with SDLHeadUnitTLS, one protected with SDLTLSSecurityLayer (TLS 1.3); Show round trips timed in alternating blocks.")

    @Option(help: "Round trips per session.")
    var requests = 4_000

    func run() async throws {
        try await BenchmarkRun.run {
            try await ProtectedRoundTripBenchmark(requests: requests).run()
        }
    }
}
