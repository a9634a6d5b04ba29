import FuzzSupport
import SDLRPCRuntime
import SDLSpec
import SDLValidation

/// The spec reader (libxml2, `SpecReader`, `SpecChecker`) on mutated XML, as `sdl-validate --spec`
/// and `sdl-codegen` read a file: it ends in an interface or in diagnostics, never a trap. A spec
/// that loads is compiled into a validator, which then checks an empty payload and generated ones
/// for a few of its functions. Checks: a refusal carries at least one error, every diagnostic has a
/// line ≥ 1, and a spec that loads has no error diagnostics.
enum SpecFuzz {
    static func run(_ bytes: [UInt8]) {
        let result: SpecParser.Result
        do {
            result = try SpecParser.parse(bytes: bytes, fileName: "fuzz.xml")
        } catch {
            fuzzExpect(error.diagnostics.contains { $0.severity == .error }, "a refused spec without an error diagnostic")
            lines(error.diagnostics)
            return
        }
        lines(result.warnings)
        fuzzExpect(!result.warnings.contains { $0.severity == .error }, "a spec that loaded has error diagnostics")
        let validator = SDLValidator(interface: result.interface)
        var generator = SDLPayloadGenerator(validator: validator, seed: UInt64(bytes.count))
        for function in result.interface.functions.prefix(8) {
            let kind = SDLRPCMessageKind(rawValue: function.messageType.rawValue) ?? .request
            _ = validator.validate(parameters: .object(SDLJSONObject()), function: function.name, messageKind: kind)
            let generated = generator.parameters(function: function.name, messageKind: kind)
            _ = validator.validate(parameters: generated, function: function.name, messageKind: kind, options: SDLValidationOptions(coreRules: true))
        }
    }

    static func lines(_ diagnostics: [SpecDiagnostic]) {
        for diagnostic in diagnostics {
            fuzzExpect(diagnostic.location.line >= 1, "a diagnostic on line \(diagnostic.location.line): \(diagnostic)")
        }
    }
}
