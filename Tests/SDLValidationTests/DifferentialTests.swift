import SDLCodegen
import SDLRPC
import SDLSpec
import SDLValidation
import Testing

/// The generated static validators and the dynamic validator must agree: same verdict, same
/// issues (path, rule, severity) on valid payloads and on single mutations of them, for every
/// request of the official spec.
@Suite("Static and dynamic validators agree")
struct DifferentialTests {
    @Test("same verdict and paths on ≥ 10,000 generated payloads over every 8.0.0 request")
    func agree() throws {
        let validator = try #require(ValidationTestSupport.official, "run scripts/setup-spec first")
        var generator = SDLPayloadGenerator(validator: validator, seed: 0x5D1)
        let requests = generator.functionNames(.request)
        #expect(requests.count == validator.interface.functions.filter { $0.messageType == .request }.count)
        var compared = 0
        var verdicts: [SDLValidationVerdict: Int] = [:]
        var disagreements: [String] = []
        // The generated types embody the spec's own version, so both check at that version (a
        // RegisterAppInterface would otherwise be checked at its own syncMsgVersion).
        let options = SDLValidationOptions(rpcVersion: validator.specVersion, buildsParameters: false)
        for name in requests {
            let staticType = try #require(
                ValidationTestSupport.generatedType(SwiftNames.typeName(name)) as? any SDLStructure.Type, "no generated type for \(name)")
            var payloads: [SDLJSONValue] = []
            for _ in 0..<60 { payloads.append(generator.parameters(function: name, messageKind: .request)) }
            for mutation in SDLPayloadGenerator.Mutation.allCases {
                for _ in 0..<25 {
                    if let payload = generator.mutatedParameters(function: name, messageKind: .request, mutation: mutation) { payloads.append(payload) }
                }
            }
            for payload in payloads {
                let dynamic = validator.validate(parameters: payload, function: name, messageKind: .request, options: options)
                let staticIssues = staticType.issues(in: payload)
                let staticSummary = staticIssues.map { "\($0.path) \($0.rule.rawValue) \($0.severity.rawValue)" }.sorted()
                let dynamicSummary = ValidationTestSupport.summary(dynamic)
                let staticVerdict = SDLValidationReport(function: name, messageKind: .request, issues: staticIssues, parameters: [:], result: .success).verdict
                if staticSummary != dynamicSummary || staticVerdict != dynamic.verdict {
                    disagreements.append("\(name) \(SDLJSONSerializer.serializeToString(payload)): static \(staticSummary) dynamic \(dynamicSummary)")
                }
                verdicts[dynamic.verdict, default: 0] += 1
                compared += 1
            }
        }
        #expect(compared >= 10_000)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(3).joined(separator: "\n"))")
        // The corpus exercises every verdict, so agreement is not agreement on "ok" alone.
        #expect((verdicts[.ok] ?? 0) > 1000)
        #expect((verdicts[.warnings] ?? 0) > 500)
        #expect((verdicts[.invalid] ?? 0) > 3000)
    }
}

extension ValidationTestSupport {
    /// The generated type named `swiftName` in module SDLRPC, found by its mangled name.
    static func generatedType(_ swiftName: String) -> Any.Type? {
        let prefix = "6SDLRPC\(swiftName.utf8.count)\(swiftName)"
        return _typeByName(prefix + "V") ?? _typeByName(prefix + "O")
    }
}
