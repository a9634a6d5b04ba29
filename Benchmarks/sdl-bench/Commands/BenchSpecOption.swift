import ArgumentParser
import SDLSpec

/// `--spec FILE`, looked up as every tool looks it up (``SpecLocation``).
struct BenchSpecOption: ParsableArguments {
    @Option(help: ArgumentHelp(SpecLocation.optionHelp, valueName: "FILE"))
    var spec: String?

    /// The spec's path.
    /// - Throws: ``BenchmarkError`` saying how to supply a spec when there is none.
    func path() throws -> String {
        switch SpecLocation.resolve(explicit: spec) {
        case .success(let found): found.path
        case .failure(let notFound): throw BenchmarkError(notFound.toolMessage)
        }
    }
}
