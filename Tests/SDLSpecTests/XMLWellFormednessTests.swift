import Testing
@testable import SDLSpec

/// Text that is not well-formed XML is rejected with libxml2's message, line and column.
@Suite("Rejecting XML that is not well-formed")
struct XMLWellFormednessTests {
    @Test("an element left open at the end of the file is reported where the data ends")
    func unclosedTagAtEndOfFile() {
        let text = "<interface name=\"T\">\n  <enum name=\"A\">\n"
        #expect(TestSupport.diagnostics(of: text) == [
            "MOBILE_API.xml:3:1: error: XML is not well-formed: Premature end of data in tag enum line 2",
        ])
    }

    @Test("a closing tag that does not match is reported at its line and column")
    func mismatchedTag() {
        let text = "<interface name=\"T\">\n  <enum name=\"A\">\n  </struct>\n</interface>\n"
        #expect(TestSupport.diagnostics(of: text) == [
            "MOBILE_API.xml:3:12: error: XML is not well-formed: Opening and ending tag mismatch: enum line 2 and struct",
        ])
    }

    @Test("an attribute given twice is reported at its line and column")
    func duplicateAttribute() {
        let text = "<interface name=\"T\">\n  <enum name=\"A\" name=\"B\"/>\n</interface>\n"
        #expect(TestSupport.diagnostics(of: text) == [
            "MOBILE_API.xml:2:26: error: XML is not well-formed: Attribute name redefined",
        ])
    }

    @Test("an empty document is reported at line 1")
    func emptyDocument() {
        #expect(TestSupport.diagnostics(of: "", fileName: "empty.xml") == [
            "empty.xml:1:1: error: XML is not well-formed: Document is empty",
        ])
    }

    @Test("the diagnostic carries the column separately from the line")
    func columnInLocation() throws {
        do {
            _ = try SpecParser.parse(text: "<interface name=\"T\">\n  <enum name=\"A\">\n  </struct>\n</interface>\n", fileName: "x.xml")
            Issue.record("expected an error")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(error.diagnostics.count == 1)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.location == SDLSpec.SourceLocation(file: "x.xml", line: 3, column: 12))
        }
    }

    /// libxml2 keeps only its last error; an element left open inside a closed parent must be
    /// blamed on the mismatched closing tag at 4:13, not on a "premature end" past the file's end.
    @Test("the first XML error is the one reported, not libxml2's last follow-up error")
    func firstErrorIsReported() {
        let text = "<?xml version=\"1.0\"?>\n<interface name=\"T\">\n  <enum name=\"A\">\n</interface>\n"
        let diagnostics = TestSupport.diagnostics(of: text)
        #expect(diagnostics == [
            "MOBILE_API.xml:4:13: error: XML is not well-formed: Opening and ending tag mismatch: enum line 3 and interface",
        ])
    }
}
