import Testing
@testable import SDLSpec

/// Validation against an XML Schema, with a tiny schema of the tests' own (Fixtures/Tiny.xsd).
@Suite("Validating a spec against an XSD")
struct SpecSchemaValidatorTests {
    @Test("a file that fits the schema has no violations")
    func validFile() throws {
        let violations = try SpecSchemaValidator.validate(
            specAt: TestSupport.fixtureURL("TinyValid").path, schemaAt: TestSupport.fixtureURL("Tiny", "xsd").path)
        #expect(violations == [])
    }

    @Test("each violation is reported with the spec's file name and the line of the offending element")
    func violations() throws {
        let violations = try SpecSchemaValidator.validate(
            specAt: TestSupport.fixtureURL("TinyInvalid").path, schemaAt: TestSupport.fixtureURL("Tiny", "xsd").path)
        #expect(violations.map(\.description) == [
            "TinyInvalid.xml:6: error: schema: Element 'enum': The attribute 'name' is required but missing.",
            "TinyInvalid.xml:10: error: schema: Element 'element', attribute 'value': The attribute 'value' is not allowed.",
        ])
    }

    @Test("a missing spec or schema file is thrown as an error naming the path")
    func missingFiles() throws {
        let schema = try TestSupport.fixtureURL("Tiny", "xsd").path
        let spec = try TestSupport.fixtureURL("TinyValid").path
        #expect(throws: SpecError(diagnostics: [SpecDiagnostic(
            .error, "cannot read the spec file '/nonexistent-sdlspec-dir/a.xml'",
            at: SDLSpec.SourceLocation(file: "a.xml", line: 1))])) {
            try SpecSchemaValidator.validate(specAt: "/nonexistent-sdlspec-dir/a.xml", schemaAt: schema)
        }
        #expect(throws: SpecError(diagnostics: [SpecDiagnostic(
            .error, "cannot read the schema file '/nonexistent-sdlspec-dir/b.xsd'",
            at: SDLSpec.SourceLocation(file: "b.xsd", line: 1))])) {
            try SpecSchemaValidator.validate(specAt: spec, schemaAt: "/nonexistent-sdlspec-dir/b.xsd")
        }
    }
}
