import ArgumentParser

/// `--runs N`: how many runs, rounds or changes a mode measures; each mode has its own default.
struct RunsOption: ParsableArguments {
    @Option(help: ArgumentHelp("How many runs (or rounds, updates, changes) to measure; each mode has its own default.", valueName: "N"))
    var runs: Int?

    func validate() throws {
        try BenchmarkRun.requirePositive(runs, "--runs")
    }

    /// `--runs`, or `fallback` without it.
    func count(default fallback: Int) -> Int { runs ?? fallback }
}
