import Testing
@testable import SDLSpec

/// A spec's top-level items are read by two readers side by side (the two halves of the document);
/// what comes out must be what one reader reading from the top would give.
@Suite("Reading a spec in two halves keeps document order")
struct SpecReadingOrderTests {
    /// 40 items alternating enum and struct (so both halves hold both kinds), two functions at the
    /// end, and an unknown attribute (a warning) on the 3rd and the 37th item.
    static let items = 40
    static var text: String {
        var body: [String] = []
        for index in 0..<items {
            let extra = index == 2 || index == 36 ? " odd=\"yes\"" : ""
            if index.isMultiple(of: 2) {
                body.append("<enum name=\"E\(index)\"\(extra)><element name=\"A\"/></enum>")
            } else {
                body.append("<struct name=\"S\(index)\"\(extra)><param name=\"p\" type=\"Integer\" mandatory=\"true\"/></struct>")
            }
        }
        body.append("<function name=\"Ping\" functionID=\"PingID\" messagetype=\"request\"/>")
        body.append("<function name=\"Ping\" functionID=\"PingID\" messagetype=\"response\"><param name=\"success\" type=\"Boolean\" mandatory=\"true\"/><param name=\"resultCode\" type=\"E0\" mandatory=\"true\"/></function>")
        return TestSupport.spec(body.joined(separator: "\n"))
    }

    @Test("enums, structs and functions come out in document order from both halves; each half's warnings are kept")
    func documentOrder() throws {
        let result = try SpecParser.parse(text: Self.text)
        let enums = ["FunctionID"] + stride(from: 0, to: Self.items, by: 2).map { "E\($0)" }
        let structs = stride(from: 1, to: Self.items, by: 2).map { "S\($0)" }
        #expect(result.interface.enums.map(\.name) == enums)
        #expect(result.interface.structs.map(\.name) == structs)
        #expect(result.interface.functions.map(\.messageType) == [.request, .response])
        // Item i is on line i + 2 (line 1 opens the interface and declares FunctionID).
        #expect(result.warnings.map(\.description) == [
            "MOBILE_API.xml:4: warning: unknown attribute 'odd' on <enum> is ignored",
            "MOBILE_API.xml:38: warning: unknown attribute 'odd' on <enum> is ignored",
        ])
        #expect(result.interface.enums.map(\.location.line) == [1] + stride(from: 0, to: Self.items, by: 2).map { $0 + 2 })
    }

    @Test("an error in each half: both reported, at their lines, in line order")
    func errorsInBothHalves() {
        let text = Self.text
            .replacingOccurrences(of: "<struct name=\"S1\">", with: "<struct>")
            .replacingOccurrences(of: "<struct name=\"S39\">", with: "<struct>")
        #expect(TestSupport.diagnostics(of: text) == [
            "MOBILE_API.xml:3: error: <struct> is missing the required attribute 'name'",
            "MOBILE_API.xml:41: error: <struct> is missing the required attribute 'name'",
            "MOBILE_API.xml:41: error: duplicate type name '' (first declared at line 3)",
            "MOBILE_API.xml:4: warning: unknown attribute 'odd' on <enum> is ignored",
            "MOBILE_API.xml:38: warning: unknown attribute 'odd' on <enum> is ignored",
        ])
    }
}
