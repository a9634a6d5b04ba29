import FuzzSupport
import SDLRPC
import SDLValidation

/// The dynamic validator and the generated types on the same bytes, as the parameters of the
/// function the first byte chooses (every request, response and notification of the spec). A
/// coverage-guided form of Tests/SDLValidationTests/DifferentialTests.swift, with its one
/// exception: both check at the spec's own version (the generated types embody it).
///
/// Checks:
/// - acceptance: the validator's verdict is not `invalid` exactly when `init(jsonBytes:)` decodes and
///   the value's `validate()` finds no error;
/// - when accepted, the static issues (`issues(in:)`) are the dynamic ones (path, rule, severity);
/// - with Core's rules the schema issues stay the same, and Core's rules only speak when the schema
///   stage passed;
/// - what the validator passes on (`parameters`) validates without errors, and an accepted value
///   writes JSON that decodes to a value writing the same JSON.
enum ValidatorFuzz {
    static func run(_ input: FuzzInput) {
        var input = input
        let entry = GeneratedTypes.all[Int(input.byte()) % GeneratedTypes.all.count]
        let bytes = input.rest()
        let validator = FuzzSpec.validator
        let bare = SDLValidator.BareMessage(function: entry.function, messageKind: entry.kind)
        let plainOptions = SDLValidationOptions(rpcVersion: validator.specVersion, coreRules: false, buildsParameters: true)
        let coreOptions = SDLValidationOptions(rpcVersion: validator.specVersion, coreRules: true, buildsParameters: true)
        let plain = bytes.withUnsafeBytes { validator.validate(messageBytes: $0, bare: bare, options: plainOptions) }
        let core = bytes.withUnsafeBytes { validator.validate(messageBytes: $0, bare: bare, options: coreOptions) }
        let name = "\(entry.function) \(entry.kind.rawValue)"

        let decoded = try? entry.type.init(jsonBytes: bytes)
        let staticErrors = decoded.map { $0.validate().contains { $0.severity == .error } } ?? true
        fuzzExpect(
            (plain.verdict != .invalid) == !staticErrors,
            "\(name): validator says \(plain.verdict) \(summary(plain.issues)), generated type \(decoded == nil ? "does not decode" : "decodes")"
        )
        if plain.verdict != .invalid, let json = try? SDLJSONParser.parse(bytes) {
            let staticIssues = entry.type.issues(in: json)
            fuzzExpect(summary(staticIssues) == summary(plain.issues), "\(name): static \(summary(staticIssues)) dynamic \(summary(plain.issues))")
        }

        let schemaIssues = core.issues.filter { $0.rule != .coreRule }
        fuzzExpect(summary(schemaIssues) == summary(plain.issues), "\(name): Core's rules changed the schema issues")
        if plain.verdict == .invalid {
            fuzzExpect(schemaIssues.count == core.issues.count, "\(name): Core's rules ran after the schema stage failed")
        }

        if plain.verdict != .invalid {
            let again = validator.validate(parameters: .object(plain.parameters), function: entry.function, messageKind: entry.kind, options: plainOptions)
            fuzzExpect(again.verdict != .invalid, "\(name): the parameters passed on do not validate: \(summary(again.issues))")
        }
        if let decoded, !staticErrors {
            let written = decoded.jsonBytes()
            let reread = try? entry.type.init(jsonBytes: written)
            fuzzExpect(reread?.jsonBytes() == written, "\(name): a decoded value does not survive writing and reading")
        }
    }

    static func summary(_ issues: [SDLValidationIssue]) -> [String] {
        issues.map { "\($0.path) \($0.rule.rawValue) \($0.severity.rawValue)" }.sorted()
    }
}
