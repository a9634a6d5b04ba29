import Foundation
import Testing
@testable import SDLSpec

/// One official spec version and the counts it must parse to.
struct OfficialSpec: Sendable, CustomTestStringConvertible {
    let version: String
    let relativePath: String
    let enums: Int
    let structs: Int
    let functions: Int

    var testDescription: String { "\(version) (\(relativePath))" }
}

/// The official MOBILE_API.xml versions parse cleanly. They live outside the repository:
/// `$SDL_SHARED_SPEC_DIR`, else `<package root>/../shared/spec`. A missing folder fails the tests.
@Suite("Parsing the official spec versions")
struct OfficialSpecTests {
    static let versions: [OfficialSpec] = [
        OfficialSpec(version: "8.0.0", relativePath: "MOBILE_API.xml", enums: 111, structs: 121, functions: 152),
        OfficialSpec(version: "4.5.1", relativePath: "versions/MOBILE_API-4.5.1.xml", enums: 80, structs: 63, functions: 115),
        OfficialSpec(version: "5.1.0", relativePath: "versions/MOBILE_API-5.1.0.xml", enums: 102, structs: 97, functions: 130),
        OfficialSpec(version: "6.0.0", relativePath: "versions/MOBILE_API-6.0.0.xml", enums: 105, structs: 105, functions: 146),
        OfficialSpec(version: "7.0.0", relativePath: "versions/MOBILE_API-7.0.0.xml", enums: 107, structs: 111, functions: 151),
        OfficialSpec(version: "7.1.0", relativePath: "versions/MOBILE_API-7.1.0.xml", enums: 111, structs: 121, functions: 152),
    ]

    /// The path of a file in the shared spec folder; records a failure when it is missing.
    private func sharedFile(_ relativePath: String) throws -> String {
        let directory = TestSupport.sharedSpecDirectory
        var isDirectory: ObjCBool = false
        try #require(
            FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue,
            "official spec folder not found at \(directory.path); set SDL_SHARED_SPEC_DIR to the folder holding MOBILE_API.xml")
        let path = directory.appendingPathComponent(relativePath).path
        try #require(FileManager.default.fileExists(atPath: path), "official spec file missing: \(path)")
        return path
    }

    @Test("each version parses without diagnostics into the expected numbers of enums, structs and functions", arguments: versions)
    func parses(_ spec: OfficialSpec) throws {
        let path = try sharedFile(spec.relativePath)
        let result: SpecParser.Result
        do {
            result = try SpecParser.parse(contentsOf: path)
        } catch {
            Issue.record("\(spec.version) did not parse:\n\(error.description)")
            return
        }
        #expect(result.warnings.map(\.description) == [])
        #expect(result.interface.enums.count == spec.enums)
        #expect(result.interface.structs.count == spec.structs)
        #expect(result.interface.functions.count == spec.functions)
        #expect(result.interface.version == SpecVersion(parsing: spec.version))
    }

    @Test("8.0.0 has no violations of its own XSD")
    func matchesSchema() throws {
        let violations = try SpecSchemaValidator.validate(specAt: sharedFile("MOBILE_API.xml"), schemaAt: sharedFile("MOBILE_API.xsd"))
        #expect(violations.map(\.description) == [])
    }
}
