import ArgumentParser
import Foundation
import SDLCodegen
import SDLSpec

/// `sdl-codegen`: generates typed Swift from an SDL RPC spec. The build plugin runs it; people
/// can too.
@main
struct SDLCodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdl-codegen",
        abstract: "Generate typed Swift for every enum, struct and RPC of an SDL spec.",
        discussion: """
            Spec problems are printed as FILE:LINE: error: MESSAGE and end the run with exit code 1.
            A spec other than the pinned rpc_spec 8.0.0 file (by SHA-256) generates, with a
            FILE:1: warning: naming its interface version.
            Examples:
              sdl-codegen --spec spec/MOBILE_API.xml --list
              sdl-codegen --spec spec/MOBILE_API.xml --templates Templates --output Generated
            """)

    @Option(help: ArgumentHelp(SpecLocation.optionHelp, valueName: "FILE"))
    var spec: String?

    @Option(help: "The folder of Mustache templates.")
    var templates: String = "Templates"

    @Option(help: "Write the generated files into this folder (only files whose content changed).")
    var output: String?

    @Flag(help: "Print one line per generated type: KIND SPEC_NAME SWIFT_NAME.")
    var list = false

    @Option(help: "Also validate the spec against this XML Schema (MOBILE_API.xsd).")
    var xsd: String?

    /// The build plugin's way to report a missing spec: as a failing build command, the line is
    /// printed once per build, where an error thrown while planning is printed once per planning
    /// (and SwiftPM may plan twice in one `swift build`).
    @Option(help: .hidden)
    var noSpecError: String?

    func validate() throws {
        if output == nil, !list, noSpecError == nil {
            throw ValidationError("Give --output DIR to generate, or --list to list the generated types.")
        }
    }

    func run() throws {
        if let noSpecError {
            FileHandle.standardError.write(Data("error: \(noSpecError)\n".utf8))
            throw ExitCode.failure
        }
        let spec: String
        switch SpecLocation.resolve(explicit: self.spec) {
        case .success(let found):
            spec = found.path
        case .failure(let notFound):
            FileHandle.standardError.write(Data("error: \(notFound.toolMessage)\n".utf8))
            throw ExitCode.failure
        }
        let diagnostics = DiagnosticPrinter(specPath: spec)
        if let xsd {
            do {
                let violations = try SpecSchemaValidator.validate(specAt: spec, schemaAt: xsd)
                if !violations.isEmpty {
                    diagnostics.print(violations)
                    throw ExitCode.failure
                }
            } catch let error as SpecError {
                diagnostics.print(error.diagnostics)
                throw ExitCode.failure
            }
        }
        let parsed: SpecParser.Result
        do {
            parsed = try SpecParser.parse(contentsOf: spec)
        } catch {
            diagnostics.print(error.diagnostics)
            throw ExitCode.failure
        }
        diagnostics.print(parsed.warnings)
        if let identity = PinnedSpec.identityWarning(for: parsed.interface) {
            diagnostics.print([identity])
        }
        if list {
            for entry in Translator(interface: parsed.interface).typeListing() {
                print("\(entry.kind) \(entry.specName) \(entry.swiftName)")
            }
        }
        guard let output else { return }
        do {
            let pipeline = try GeneratorPipeline(templatesDirectory: templates)
            let outputs = try pipeline.generate(parsed.interface)
            try GeneratorPipeline.write(outputs, to: output)
        } catch let error as TranslationError {
            diagnostics.print(error.diagnostics)
            throw ExitCode.failure
        } catch let error as RenderError {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            throw ExitCode.failure
        }
    }
}

/// Prints diagnostics to stderr with the spec path as the user gave it, so editors and
/// `swift build` can jump to the line.
struct DiagnosticPrinter {
    let specPath: String

    func print(_ diagnostics: [SpecDiagnostic]) {
        let specName = URL(fileURLWithPath: specPath).lastPathComponent
        for diagnostic in diagnostics {
            var located = diagnostic
            if located.location.file == specName { located.location.file = specPath }
            FileHandle.standardError.write(Data((located.description + "\n").utf8))
        }
    }
}
