import Foundation
import SDLValidation
import Testing

/// Paths deeper than the walk's inline stack (8 steps) are still reported whole.
@Suite("Deep paths")
struct DeepPathTests {
    /// `{"root": {"next": [{"next": [ … {"value": V, "kind": K} … ]}]}}` with 9 `next` levels.
    static func payload(value: Int, kind: String, siblings: Bool) -> SDLJSONValue {
        var node: SDLJSONValue = .object(["value": .integer(value), "kind": .string(kind)])
        for _ in 0..<9 {
            node = .object(["next": .array(siblings ? [node, node] : [node])])
        }
        return .object(["root": node])
    }

    static let expectedPrefix = "$.root" + String(repeating: ".next[0]", count: 9)

    @Test("an error 20 steps down carries the full path; an enum drop that empties the chain is reported at the leaf")
    func deepPath() throws {
        let path = try #require(Bundle.module.path(forResource: "Deep", ofType: "xml", inDirectory: "Fixtures"))
        let validator = try SDLValidator(specPath: path)
        let valid = validator.validate(parameters: Self.payload(value: 1, kind: "GOLD", siblings: false), function: "Dig", messageKind: .request)
        #expect(valid.issues.isEmpty)
        let tooBig = validator.validate(parameters: Self.payload(value: 2, kind: "GOLD", siblings: false), function: "Dig", messageKind: .request)
        #expect(tooBig.issues.map { "\($0.path) \($0.rule.rawValue)" } == ["\(Self.expectedPrefix).value maxvalue"])
        let twice = validator.validate(parameters: Self.payload(value: 2, kind: "GOLD", siblings: true), function: "Dig", messageKind: .request)
        #expect(twice.issues.count == 512)
        #expect(twice.issues.last?.path.description == "$.root" + String(repeating: ".next[1]", count: 9) + ".value")
        let dropped = validator.validate(parameters: Self.payload(value: 1, kind: "DIAMOND", siblings: false), function: "Dig", messageKind: .request)
        #expect(dropped.result == .invalidData)
        #expect(dropped.issues.map { "\($0.path) \($0.rule.rawValue)" }.contains("\(Self.expectedPrefix).kind enum"))
    }
}
