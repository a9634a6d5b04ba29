import ArgumentParser
import Foundation
import SDLSpec
import SDLValidation

/// `--spec FILE`, shared by the subcommands. Without it the spec is looked up as everywhere else
/// (``SpecLocation``): this package's spec/MOBILE_API.xml, then `$SDL_RPC_SPEC`.
struct SpecOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(SpecLocation.optionHelp, valueName: "FILE"))
    var spec: String?

    /// Loads the spec, or prints why it cannot and exits 2.
    func load() throws -> SDLValidator {
        do throws(SDLSpecLoadError) {
            return try SDLValidator.located(specPath: spec)
        } catch {
            FileHandle.standardError.write(Data("sdl-validate: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The spec file's name, as issues cite it.
    var fileName: String {
        URL(fileURLWithPath: spec ?? SDLValidator.packageSpecPath).lastPathComponent
    }
}
