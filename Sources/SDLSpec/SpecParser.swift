import Foundation

/// Reads a MOBILE_API.xml-format spec with libxml2 and checks it.
///
/// ```swift
/// let spec = try SpecParser.parse(contentsOf: "spec/MOBILE_API.xml")
/// print(spec.interface.functions.count, spec.warnings)
/// ```
/// Problems are thrown as one ``SpecError`` listing every diagnostic (`file:line: error: …`).
public enum SpecParser {
    /// The outcome of a successful parse.
    public struct Result: Sendable {
        /// The whole spec.
        public var interface: SpecInterface
        /// Things worth a look that did not stop the parse (unknown attributes, for example).
        public var warnings: [SpecDiagnostic]
    }

    /// Parses the file at `path`. Diagnostics name the file by `fileName` (default: the path's
    /// last component).
    public static func parse(contentsOf path: String, fileName: String? = nil) throws(SpecError) -> Result {
        let name = fileName ?? URL(fileURLWithPath: path).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(diagnostics: [SpecDiagnostic(.error, "cannot read the spec file '\(path)'", at: SourceLocation(file: name, line: 1))])
        }
        return try parse(bytes: [UInt8](data), fileName: name)
    }

    /// Parses spec text held in memory; the interface's ``SpecInterface/sha256`` is that of `bytes`.
    public static func parse(bytes: [UInt8], fileName: String) throws(SpecError) -> Result {
        let digest = SpecDigestInBackground(of: bytes)
        let document = try XMLDocument.parse(bytes, fileName: fileName)
        guard let root = document.root else {
            throw SpecError(diagnostics: [SpecDiagnostic(.error, "the document has no root element", at: SourceLocation(file: fileName, line: 1))])
        }
        var reader = SpecReader()
        var interface = reader.readInterface(root, fileName: fileName)
        interface.sha256 = digest.value()
        var checker = SpecChecker(interface)
        let diagnostics = (reader.diagnostics + checker.run()).sorted { ($0.location.line, $0.severity == .warning ? 1 : 0) < ($1.location.line, $1.severity == .warning ? 1 : 0) }
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw SpecError(diagnostics: diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity == .warning })
        }
        return Result(interface: interface, warnings: diagnostics)
    }

    /// Parses spec text given as a string (handy for tests and fixtures).
    public static func parse(text: String, fileName: String = "MOBILE_API.xml") throws(SpecError) -> Result {
        try parse(bytes: Array(text.utf8), fileName: fileName)
    }
}
