import ArgumentParser

/// `sdl-bench typed`: the generated types at run time.
struct TypedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typed", abstract: "Generated types at run time: decode, validate, encode.",
        discussion: "Per message, for small and large messages; N rounds of 64 payloads per sample (default 20).")

    @OptionGroup var specOption: BenchSpecOption
    @OptionGroup var runs: RunsOption

    func run() async throws {
        let (spec, rounds) = (specOption, runs.count(default: 20))
        try await BenchmarkRun.run {
            try TypedBenchmark(specPath: try spec.path(), rounds: rounds).run()
        }
    }
}
