import Foundation
import SDLSpec
import SDLValidation
import Testing

enum ValidationTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Our own fixture spec (Fixtures/Parcel.xml).
    static let parcelPath = Bundle.module.path(forResource: "Parcel", ofType: "xml", inDirectory: "Fixtures") ?? ""

    /// The validator over the parcel fixture.
    static let parcel: SDLValidator? = try? SDLValidator(specPath: parcelPath)

    /// The validator over the official spec placed by scripts/setup-spec.
    static let official: SDLValidator? = try? SDLValidator(specPath: packageRoot.appendingPathComponent("spec/MOBILE_API.xml").path)

    /// A valid SendParcel request of the fixture, with `changes` applied on top.
    static func sendParcel(_ changes: [String: SDLJSONValue] = [:], removing removed: [String] = []) throws -> SDLJSONValue {
        var object = try #require(try SDLJSONParser.parse("""
            {"recipient": "Ann", "speed": "STANDARD",
             "items": [{"name": "book", "weight": 1.5, "size": "SMALL"}],
             "sender": {"text": "Bob", "size": "LARGE"}}
            """).objectValue)
        for key in removed { object[key] = nil }
        for (key, value) in changes.sorted(by: { $0.key < $1.key }) { object[key] = value }
        return .object(object)
    }

    /// `path rule severity` of each issue, sorted.
    static func summary(_ report: SDLValidationReport) -> [String] {
        report.issues.map { "\($0.path) \($0.rule.rawValue) \($0.severity.rawValue)" }.sorted()
    }

    /// Parses JSON text or fails.
    static func json(_ text: String) throws -> SDLJSONValue { try SDLJSONParser.parse(text) }

    /// The param named `name` of `function`'s request in the parcel fixture.
    static func param(_ name: String, of function: String = "SendParcel") throws -> SpecParam {
        let validator = try #require(parcel)
        let owner = try #require(validator.interface.function(named: function, .request))
        return try #require(owner.params.first { $0.name == name })
    }
}
