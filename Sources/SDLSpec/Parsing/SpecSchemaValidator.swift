import CLibXML2
import Foundation

/// Validates a spec file against an XML Schema (MOBILE_API.xsd) with libxml2.
public enum SpecSchemaValidator {
    /// Returns one error diagnostic per schema violation; an empty array means the spec is valid.
    /// Throws when the spec or the schema cannot be read or parsed at all.
    public static func validate(specAt specPath: String, schemaAt schemaPath: String) throws(SpecError) -> [SpecDiagnostic] {
        let specName = URL(fileURLWithPath: specPath).lastPathComponent
        let schemaName = URL(fileURLWithPath: schemaPath).lastPathComponent
        guard let specData = FileManager.default.contents(atPath: specPath) else {
            throw SpecError(diagnostics: [SpecDiagnostic(.error, "cannot read the spec file '\(specPath)'", at: SourceLocation(file: specName, line: 1))])
        }
        guard let schemaData = FileManager.default.contents(atPath: schemaPath) else {
            throw SpecError(diagnostics: [SpecDiagnostic(.error, "cannot read the schema file '\(schemaPath)'", at: SourceLocation(file: schemaName, line: 1))])
        }
        let document = try XMLDocument.parse([UInt8](specData), fileName: specName)
        let schemaDocument = try XMLDocument.parse([UInt8](schemaData), fileName: schemaName)
        let collector = SchemaErrorCollector(fileName: specName)
        guard let parserContext = xmlSchemaNewDocParserCtxt(schemaDocument.pointer) else {
            throw SpecError(diagnostics: [SpecDiagnostic(.error, "libxml2 could not read the schema", at: SourceLocation(file: schemaName, line: 1))])
        }
        defer { xmlSchemaFreeParserCtxt(parserContext) }
        guard let schema = xmlSchemaParse(parserContext) else {
            throw SpecError(diagnostics: [SpecDiagnostic(.error, "the file is not a usable XML Schema", at: SourceLocation(file: schemaName, line: 1))])
        }
        defer { xmlSchemaFree(schema) }
        guard let validation = xmlSchemaNewValidCtxt(schema) else {
            throw SpecError(diagnostics: [SpecDiagnostic(.error, "libxml2 could not set up schema validation", at: SourceLocation(file: schemaName, line: 1))])
        }
        defer { xmlSchemaFreeValidCtxt(validation) }
        let box = Unmanaged.passRetained(collector)
        defer { box.release() }
        xmlSchemaSetValidStructuredErrors(validation, { context, error in
            guard let context, let error else { return }
            Unmanaged<SchemaErrorCollector>.fromOpaque(context).takeUnretainedValue().add(error)
        }, box.toOpaque())
        _ = xmlSchemaValidateDoc(validation, document.pointer)
        return collector.diagnostics
    }
}

/// Gathers libxml2's structured schema errors for one validation run (one thread).
private final class SchemaErrorCollector {
    let fileName: String
    var diagnostics: [SpecDiagnostic] = []

    init(fileName: String) {
        self.fileName = fileName
    }

    func add(_ error: UnsafePointer<xmlError>) {
        let message = error.pointee.message.map { String(cString: $0) } ?? "schema violation"
        let location = SourceLocation(file: fileName, line: max(Int(error.pointee.line), 1))
        diagnostics.append(SpecDiagnostic(.error, "schema: " + message.trimmingTrailingWhitespace(), at: location))
    }
}
