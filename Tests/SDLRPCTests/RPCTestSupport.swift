import Foundation
import SDLRPC
import SDLSpec
import Testing

enum RPCTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The spec the SDLRPC target was generated from (placed by scripts/setup-spec).
    static let spec: SpecInterface? = try? SpecParser.parse(
        contentsOf: packageRoot.appendingPathComponent("spec/MOBILE_API.xml").path).interface

    /// Parses JSON text or fails.
    static func json(_ text: String) throws -> SDLJSONValue {
        try SDLJSONParser.parse(text)
    }

    /// `path rule severity` for each issue, the form the tests compare.
    static func summary(_ issues: [SDLValidationIssue]) -> [String] {
        issues.map { "\($0.path) \($0.rule.rawValue) \($0.severity.rawValue)" }
    }

    /// The generated type named `swiftName` in module SDLRPC, found by its mangled name
    /// (struct `V`, enum `O`).
    static func generatedType(_ swiftName: String) -> Any.Type? {
        let prefix = "6SDLRPC\(swiftName.utf8.count)\(swiftName)"
        return _typeByName(prefix + "V") ?? _typeByName(prefix + "O")
    }

    /// A string of `count` copies of `unit`.
    static func string(_ count: Int, of unit: String = "a") -> String {
        String(repeating: unit, count: count)
    }
}
