import ArgumentParser

/// `sdl-bench validate`: validation throughput beside parse-only on a generated corpus.
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Validation throughput beside parse-only.",
        discussion: "On a generated corpus of --messages requests. With --write-corpus it writes that corpus as NDJSON instead (Benchmarks/validate-memory.sh uses it).")

    @OptionGroup var specOption: BenchSpecOption

    @Option(help: ArgumentHelp("How many messages the corpus holds.", valueName: "N"))
    var messages = 100_000

    @Option(name: .customLong("write-corpus"), help: ArgumentHelp("Write the corpus as NDJSON to FILE instead of measuring.", valueName: "FILE"))
    var corpusPath: String?

    @OptionGroup var runs: RunsOption

    func validate() throws {
        try BenchmarkRun.requirePositive(messages, "--messages")
    }

    func run() async throws {
        let (spec, messages, corpusPath, runs) = (specOption, messages, corpusPath, runs.count(default: 5))
        try await BenchmarkRun.run {
            let benchmark = ValidationBenchmark(specPath: try spec.path(), messages: messages, runs: runs)
            if let corpusPath { try benchmark.writeCorpus(to: corpusPath) } else { try benchmark.run() }
        }
    }
}
