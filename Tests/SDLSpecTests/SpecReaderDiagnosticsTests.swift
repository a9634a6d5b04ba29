import Testing
@testable import SDLSpec

/// One malformed spec and the exact diagnostics it must produce.
struct MalformedSpec: Sendable, CustomTestStringConvertible {
    let what: String
    let text: String
    let expected: [String]

    /// `body` goes inside ``TestSupport/spec(_:)``: its first line is line 2 of the file.
    init(_ what: String, body: String, _ expected: String...) {
        self.what = what
        self.text = TestSupport.spec(body)
        self.expected = expected
    }

    /// A whole document given as is.
    init(_ what: String, document: String, _ expected: String...) {
        self.what = what
        self.text = document
        self.expected = expected
    }

    var testDescription: String { what }
}

/// Malformed attributes and misplaced elements, found while reading the XML tree.
@Suite("Reading a malformed spec reports each problem at its line")
struct SpecReaderDiagnosticsTests {
    static let cases: [MalformedSpec] = [
        MalformedSpec(
            "wrong root element",
            document: "<?xml version=\"1.0\"?>\n<specification name=\"T\"/>\n",
            "MOBILE_API.xml:2: error: the root element must be <interface>, not <specification>"),
        MalformedSpec(
            "interface without name",
            document: "<interface version=\"1.0\">\n</interface>\n",
            "MOBILE_API.xml:1: error: <interface> is missing the required attribute 'name'"),
        MalformedSpec(
            "param without type",
            body: """
            <struct name="S">
                <param name="p" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: <param> is missing the required attribute 'type'"),
        MalformedSpec(
            "param without mandatory",
            body: """
            <struct name="S">
                <param name="p" type="String"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: <param> is missing the required attribute 'mandatory'"),
        MalformedSpec(
            "function without functionID",
            body: """

            <function name="Ping" messagetype="request"/>
            """,
            "MOBILE_API.xml:3: error: <function> is missing the required attribute 'functionID'"),
        MalformedSpec(
            "enum element without name",
            body: """
            <enum name="E">
                <element value="1"/>
            </enum>
            """,
            "MOBILE_API.xml:3: error: <element> is missing the required attribute 'name'"),
        MalformedSpec(
            "malformed boolean",
            body: """
            <struct name="S">
                <param name="p" type="String" mandatory="yes"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: attribute 'mandatory' of <param> must be true or false, not 'yes'"),
        MalformedSpec(
            "malformed number (letter O for zero)",
            body: """
            <struct name="S">
                <param name="p" type="Integer" minvalue="1O" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: attribute 'minvalue' of <param> is not a number: '1O'"),
        MalformedSpec(
            "negative count",
            body: """
            <struct name="S">
                <param name="p" type="String" maxlength="-5" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: attribute 'maxlength' of <param> is not a non-negative integer: '-5'"),
        MalformedSpec(
            "decimal count",
            body: """
            <struct name="S">
                <param name="p" type="String" array="true" maxsize="2.0" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: attribute 'maxsize' of <param> is not a non-negative integer: '2.0'"),
        MalformedSpec(
            "one-component version",
            body: """
            <enum name="E" since="5">
                <element name="A"/>
            </enum>
            """,
            "MOBILE_API.xml:2: error: attribute 'since' of <enum> is not a version (X.Y or X.Y.Z): '5'"),
        MalformedSpec(
            "malformed interface version",
            document: "<interface name=\"T\" version=\"8.0.0.1\">\n</interface>\n",
            "MOBILE_API.xml:1: error: attribute 'version' of <interface> is not a version (X.Y or X.Y.Z): '8.0.0.1'"),
        MalformedSpec(
            "element value that is not an integer",
            body: """
            <enum name="E">
                <element name="A" value="1.5"/>
            </enum>
            """,
            "MOBILE_API.xml:3: error: attribute 'value' of <element> is not an integer: '1.5'"),
        MalformedSpec(
            "bad messagetype",
            body: """
            <function name="Ping" functionID="PingID" messagetype="event"/>
            """,
            "MOBILE_API.xml:2: error: attribute 'messagetype' of <function> must be request, response or notification, not 'event'"),
        MalformedSpec(
            "unexpected child element of a struct",
            body: """
            <struct name="S">
                <field name="x"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: unexpected <field> inside <struct>"),
        MalformedSpec(
            "unexpected child element of the interface",
            body: """
            <typedef name="X"/>
            """,
            "MOBILE_API.xml:2: error: unexpected <typedef> inside <interface>"),
        MalformedSpec(
            "history holding a different tag",
            body: """
            <enum name="E" since="2.0">
                <element name="A"/>
                <history>
                    <element name="A" since="1.0" until="2.0"/>
                </history>
            </enum>
            """,
            "MOBILE_API.xml:5: error: <history> of <enum> may hold only <enum> items, not <element>"),
        MalformedSpec(
            "history item without until",
            body: """
            <struct name="S">
                <param name="p" type="String" mandatory="true" since="2.0">
                    <history>
                        <param name="p" type="String" mandatory="false" since="1.0"/>
                    </history>
                </param>
            </struct>
            """,
            "MOBILE_API.xml:5: error: a <history> item needs both 'since' and 'until'"),
        MalformedSpec(
            "param with history but no since",
            body: """
            <struct name="S">
                <param name="p" type="String" mandatory="true">
                    <history>
                        <param name="p" type="String" mandatory="false" since="1.0" until="2.0"/>
                    </history>
                </param>
            </struct>
            """,
            "MOBILE_API.xml:3: error: <param> has a <history> but no 'since'"),
        MalformedSpec(
            "until not after since",
            body: """
            <struct name="S" since="2.0" until="2.0"/>
            """,
            "MOBILE_API.xml:2: error: 'until' 2.0.0 is not after 'since' 2.0.0"),
        MalformedSpec(
            "deprecated and removed together",
            body: """
            <enum name="E" since="1.0">
                <element name="A" deprecated="true" removed="true"/>
            </enum>
            """,
            "MOBILE_API.xml:3: error: <element> cannot be both deprecated and removed"),
        MalformedSpec(
            "hexvalue not equal to value",
            body: """
            <enum name="E">
                <element name="A" value="10" hexvalue="A0"/>
            </enum>
            """,
            "MOBILE_API.xml:3: error: hexvalue A0 does not equal value 10"),
        MalformedSpec(
            "hexvalue that is not hexadecimal",
            body: """
            <enum name="E">
                <element name="A" value="10" hexvalue="0xG"/>
            </enum>
            """,
            "MOBILE_API.xml:3: error: attribute 'hexvalue' of <element> is not hexadecimal: '0xG'"),
        MalformedSpec(
            "subset element with more than a name",
            body: """
            <enum name="E">
                <element name="A"/>
            </enum>
            <struct name="S">
                <param name="p" type="E" mandatory="true">
                    <element name="A" value="1"/>
                </param>
            </struct>
            """,
            "MOBILE_API.xml:7: error: attribute 'value' is not allowed on an <element> that restricts a param (only 'name')"),
    ]

    @Test("each malformed attribute or misplaced element gives exactly one diagnostic", arguments: cases)
    func malformed(_ spec: MalformedSpec) {
        #expect(TestSupport.diagnostics(of: spec.text) == spec.expected)
    }

    @Test("hexvalue with a 0x prefix and either case is accepted")
    func hexPrefix() throws {
        let result = try SpecParser.parse(text: TestSupport.spec("""
            <enum name="E">
                <element name="A" value="255" hexvalue="0xfF"/>
            </enum>
            """))
        #expect(result.warnings == [])
        #expect(result.interface.enumeration(named: "E")?.elements.first?.hexValue == "0xfF")
    }

    @Test("1 and 0 are read as booleans")
    func numericBooleans() throws {
        let result = try SpecParser.parse(text: TestSupport.spec("""
            <struct name="S">
                <param name="p" type="String" mandatory="1" array="0"/>
            </struct>
            """))
        let param = try #require(result.interface.structure(named: "S")?.params.first)
        #expect(param.isMandatory)
        #expect(!param.isArray)
    }

    /// Known gap: F.1 (and SpecReader.readHistory's own doc comment) allow at most one
    /// `<history>` per item, but a second one is silently merged into the first.
    @Test("a second <history> on one item is rejected")
    func secondHistoryRejected() {
        let text = TestSupport.spec("""
            <enum name="E" since="2.0">
                <element name="A"/>
                <history>
                    <enum name="E" since="1.0" until="2.0"><element name="B"/></enum>
                </history>
                <history>
                    <enum name="E" since="0.5" until="1.0"><element name="C"/></enum>
                </history>
            </enum>
            """)
        #expect(TestSupport.diagnostics(of: text) == [
            "MOBILE_API.xml:7: error: <enum> may have only one <history>",
        ])
    }
}
