import CLibXML2

/// A parsed XML document owned by libxml2, freed when this value goes away.
///
/// Parsing never prints to stderr and never touches the network; a document that is not
/// well-formed becomes a ``SpecDiagnostic`` carrying libxml2's own line, column and message.
final class XMLDocument {
    let pointer: xmlDocPtr
    let fileName: String

    private init(pointer: xmlDocPtr, fileName: String) {
        self.pointer = pointer
        self.fileName = fileName
    }

    deinit { xmlFreeDoc(pointer) }

    /// The root element, if the document has one.
    var root: XMLElement? {
        xmlDocGetRootElement(pointer).map { XMLElement(node: $0, document: self) }
    }

    /// Parses `bytes`; `fileName` names the file in diagnostics.
    static func parse(_ bytes: [UInt8], fileName: String) throws(SpecError) -> XMLDocument {
        LibXML2.initializeOnce()
        guard let context = xmlNewParserCtxt() else {
            throw SpecError(diagnostics: [SpecDiagnostic(.error, "libxml2 could not allocate a parser", at: SourceLocation(file: fileName, line: 1))])
        }
        defer { xmlFreeParserCtxt(context) }
        // libxml2 keeps only its *last* error; a premature end of data after a mismatched tag
        // would blame a line past the file's end. Capture the first error instead.
        let firstError = FirstXMLError(fileName: fileName)
        let box = Unmanaged.passRetained(firstError)
        defer { box.release() }
        context.pointee._private = box.toOpaque()
        context.pointee.sax.pointee.serror = { data, error in
            guard let data, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
                  let opaque = data.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private
            else { return }
            let first = Unmanaged<FirstXMLError>.fromOpaque(opaque).takeUnretainedValue()
            if first.diagnostic == nil { first.diagnostic = LibXML2.diagnostic(from: error, fileName: first.fileName) }
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlCtxtReadMemory(context, chars.baseAddress, Int32(clamping: chars.count), fileName, nil, options)
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            throw SpecError(diagnostics: [firstError.diagnostic ?? LibXML2.diagnostic(from: xmlCtxtGetLastError(context), fileName: fileName)])
        }
        return XMLDocument(pointer: document, fileName: fileName)
    }
}

/// The first error libxml2 reports while parsing one document.
private final class FirstXMLError {
    let fileName: String
    var diagnostic: SpecDiagnostic?

    init(fileName: String) {
        self.fileName = fileName
    }
}

/// Process-wide libxml2 set-up and error conversion.
enum LibXML2 {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Calls `xmlInitParser` once, before any parse (libxml2 asks for this in threaded programs).
    static func initializeOnce() {
        _ = initialized
    }

    /// Turns libxml2's last error into a diagnostic: its line, its column and its message.
    static func diagnostic(from error: UnsafePointer<xmlError>?, fileName: String) -> SpecDiagnostic {
        guard let error else {
            return SpecDiagnostic(.error, "XML is not well-formed", at: SourceLocation(file: fileName, line: 1))
        }
        let message = error.pointee.message.map { String(cString: $0) } ?? "XML is not well-formed"
        let line = max(Int(error.pointee.line), 1)
        let column = error.pointee.int2 > 0 ? Int(error.pointee.int2) : nil
        return SpecDiagnostic(
            .error,
            "XML is not well-formed: " + message.trimmingTrailingWhitespace(),
            at: SourceLocation(file: fileName, line: line, column: column)
        )
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return String(result)
    }
}
