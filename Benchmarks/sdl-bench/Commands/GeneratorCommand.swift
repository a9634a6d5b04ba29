import ArgumentParser

/// `sdl-bench generator`: the spec → Swift pipeline by stage.
struct GeneratorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generator", abstract: "The spec → Swift pipeline by stage.")

    @OptionGroup var specOption: BenchSpecOption

    @Option(help: ArgumentHelp("The folder of Mustache templates.", valueName: "DIR"))
    var templates = "Templates"

    @OptionGroup var runs: RunsOption

    func run() async throws {
        let (spec, templates, runs) = (specOption, templates, runs.count(default: 15))
        try await BenchmarkRun.run {
            try GeneratorBenchmark(specPath: try spec.path(), templatesPath: templates, runs: runs).run()
        }
    }
}
