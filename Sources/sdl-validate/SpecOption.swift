import ArgumentParser
import Foundation
import SDLValidation

/// `--spec FILE`, shared by the subcommands.
struct SpecOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The spec to validate against (default: the package's spec/MOBILE_API.xml, or $SDL_RPC_SPEC).", valueName: "FILE"))
    var spec: String?

    /// Loads the spec, or prints why it cannot and exits 2.
    func load() throws -> SDLValidator {
        do throws(SDLSpecLoadError) {
            if let spec { return try SDLValidator(specPath: spec) }
            return try SDLValidator.packageDefault()
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
