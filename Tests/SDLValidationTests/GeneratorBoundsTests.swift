import Foundation
import SDLValidation
import Testing

/// The payload generator on specs that admit no finite valid payload.
@Suite("Payload generator bounds")
struct GeneratorBoundsTests {
    /// Counts the JSON values in `value` and its deepest nesting.
    static func measure(_ value: SDLJSONValue, depth: Int = 0) -> (values: Int, depth: Int) {
        switch value {
        case .array(let items):
            return items.reduce((1, depth)) { total, item in
                let inner = measure(item, depth: depth + 1)
                return (total.values + inner.values, max(total.depth, inner.depth))
            }
        case .object(let object):
            return object.reduce((1, depth)) { total, member in
                let inner = measure(member.value, depth: depth + 1)
                return (total.values + inner.values, max(total.depth, inner.depth))
            }
        default:
            return (1, depth)
        }
    }

    // Fuzz/Corpus regression (fuzz-spec): Fixtures/DeepCycle.xml is Deep.xml with L7's mandatory
    // `next` array (minsize 1) pointing back to L4, so every valid Dig nests forever. The generator
    // recursed until the stack overflowed.
    @Test("a cycle of mandatory arrays ends at the depth limit, within the value budget, as an invalid payload")
    func mandatoryCycle() throws {
        let path = try #require(Bundle.module.path(forResource: "DeepCycle", ofType: "xml", inDirectory: "Fixtures"))
        let validator = try SDLValidator(specPath: path)
        var generator = SDLPayloadGenerator(validator: validator, seed: 7)
        let payload = generator.parameters(function: "Dig", messageKind: .request)
        let measured = Self.measure(payload)
        #expect(measured.depth > 24, "the chain is followed past the 10 struct levels of the spec")
        #expect(measured.depth <= SDLPayloadGenerator.maximumDepth + 2)
        #expect(measured.values <= 3 * SDLPayloadGenerator.maximumValues)
        #expect(validator.validate(parameters: payload, function: "Dig", messageKind: .request).verdict == .invalid)
    }

    @Test("the official spec's payloads stay below both limits, so they are unchanged by them")
    func officialUnaffected() throws {
        let validator = try #require(ValidationTestSupport.official, "run scripts/setup-spec first")
        var generator = SDLPayloadGenerator(validator: validator, seed: 3)
        for kind in SDLRPCMessageKind.allCases {
            for name in generator.functionNames(kind) {
                let measured = Self.measure(generator.parameters(function: name, messageKind: kind))
                #expect(measured.depth < SDLPayloadGenerator.maximumDepth && measured.values < SDLPayloadGenerator.maximumValues, "\(name)")
            }
        }
    }
}
