import Testing
@testable import SDLSpec

/// Semantic problems found after reading: names, types, ranges, defaults and pairing.
@Suite("Checking a spec's meaning reports each problem at its line")
struct SpecCheckerDiagnosticsTests {
    static let cases: [MalformedSpec] = [
        MalformedSpec(
            "unknown param type",
            body: """
            <struct name="S">
                <param name="p" type="Strng" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: unknown type 'Strng' of param 'p'"),
        MalformedSpec(
            "unknown type in a param history variant",
            body: """
            <struct name="S">
                <param name="p" type="String" mandatory="true" since="2.0">
                    <history>
                        <param name="p" type="Text" mandatory="true" since="1.0" until="2.0"/>
                    </history>
                </param>
            </struct>
            """,
            "MOBILE_API.xml:5: error: unknown type 'Text' of param 'p'"),
        MalformedSpec(
            "duplicate type name (enum, then struct)",
            body: """
            <enum name="Shape"><element name="ROUND"/></enum>
            <struct name="Shape"/>
            """,
            "MOBILE_API.xml:3: error: duplicate type name 'Shape' (first declared at line 2)"),
        MalformedSpec(
            "duplicate type name (struct, then enum)",
            body: """
            <struct name="Shape"/>
            <enum name="Shape"><element name="ROUND"/></enum>
            """,
            "MOBILE_API.xml:3: error: duplicate type name 'Shape' (first declared at line 2)"),
        MalformedSpec(
            "duplicate element in an enum",
            body: """
            <enum name="E">
                <element name="A"/>
                <element name="A"/>
            </enum>
            """,
            "MOBILE_API.xml:4: error: duplicate element 'A' in enum 'E' (first at line 3)"),
        MalformedSpec(
            "duplicate param in a struct",
            body: """
            <struct name="S">
                <param name="p" type="String" mandatory="true"/>
                <param name="p" type="Integer" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:4: error: duplicate param 'p' in struct 'S' (first at line 3)"),
        MalformedSpec(
            "duplicate param in a function",
            body: """
            <function name="Ping" functionID="PingID" messagetype="notification">
                <param name="p" type="String" mandatory="true"/>
                <param name="p" type="String" mandatory="true"/>
            </function>
            """,
            "MOBILE_API.xml:4: error: duplicate param 'p' in function 'Ping' (first at line 3)"),
        MalformedSpec(
            "duplicate function",
            body: """
            <function name="Ping" functionID="PingID" messagetype="request"/>
            <function name="Ping" functionID="PingID" messagetype="response"/>
            <function name="Ping" functionID="PingID" messagetype="request"/>
            """,
            "MOBILE_API.xml:4: error: duplicate function 'Ping (request)' (first at line 2)"),
        MalformedSpec(
            "minvalue greater than maxvalue",
            body: """
            <struct name="S">
                <param name="p" type="Float" minvalue="10" maxvalue="9.5" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: minvalue 10 of param 'p' is greater than maxvalue 9.5"),
        MalformedSpec(
            "minlength greater than maxlength",
            body: """
            <struct name="S">
                <param name="p" type="String" minlength="5" maxlength="2" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: minlength 5 of param 'p' is greater than maxlength 2"),
        MalformedSpec(
            "minsize greater than maxsize",
            body: """
            <struct name="S">
                <param name="p" type="String" array="true" minsize="3" maxsize="1" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: minsize 3 of param 'p' is greater than maxsize 1"),
        MalformedSpec(
            "decimal bound on an Integer param",
            body: """
            <struct name="S">
                <param name="p" type="Integer" minvalue="0" maxvalue="2.5" mandatory="true"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: maxvalue 2.5 of Integer param 'p' is not an integer"),
        MalformedSpec(
            "Integer defvalue above maxvalue",
            body: """
            <struct name="S">
                <param name="p" type="Integer" minvalue="0" maxvalue="10" defvalue="11" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: defvalue 11 of param 'p' is outside its range 0…10"),
        MalformedSpec(
            "Float defvalue below a minvalue with no maxvalue",
            body: """
            <struct name="S">
                <param name="p" type="Float" minvalue="0.5" defvalue="0.25" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: defvalue 0.25 of param 'p' is outside its range 0.5…"),
        MalformedSpec(
            "defvalue that is not an element of its enum",
            body: """
            <enum name="Color"><element name="RED"/></enum>
            <struct name="S">
                <param name="p" type="Color" defvalue="BLUE" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:4: error: defvalue 'BLUE' of param 'p' is not an element of enum 'Color'"),
        MalformedSpec(
            "defvalue outside the param's own subset",
            body: """
            <enum name="Color"><element name="RED"/><element name="GREEN"/></enum>
            <struct name="S">
                <param name="p" type="Color" defvalue="RED" mandatory="false">
                    <element name="GREEN"/>
                </param>
            </struct>
            """,
            "MOBILE_API.xml:4: error: defvalue 'RED' of param 'p' is not one of the param's own <element> values"),
        MalformedSpec(
            "defvalue on a struct-typed param",
            body: """
            <struct name="Inner"/>
            <struct name="S">
                <param name="p" type="Inner" defvalue="x" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:4: error: defvalue is not allowed on param 'p' of struct type 'Inner'"),
        MalformedSpec(
            "Integer defvalue that is not an integer",
            body: """
            <struct name="S">
                <param name="p" type="Integer" defvalue="2.5" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: defvalue '2.5' of param 'p' is not an Integer"),
        MalformedSpec(
            "Float defvalue that is not a number",
            body: """
            <struct name="S">
                <param name="p" type="Float" defvalue="fast" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: defvalue 'fast' of param 'p' is not a Float"),
        MalformedSpec(
            "Boolean defvalue that is not a boolean",
            body: """
            <struct name="S">
                <param name="p" type="Boolean" defvalue="yes" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: defvalue 'yes' of param 'p' is not a Boolean"),
        MalformedSpec(
            "String defvalue longer than maxlength",
            body: """
            <struct name="S">
                <param name="p" type="String" maxlength="3" defvalue="four" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: defvalue 'four' of param 'p' is longer than maxlength 3"),
        MalformedSpec(
            "empty String defvalue with the implied minlength of 1",
            body: """
            <struct name="S">
                <param name="p" type="String" defvalue="" mandatory="false"/>
            </struct>
            """,
            "MOBILE_API.xml:3: error: defvalue '' of param 'p' is shorter than minlength 1"),
        MalformedSpec(
            "subset <element> on a non-enum param",
            body: """
            <struct name="S">
                <param name="p" type="String" mandatory="true">
                    <element name="A"/>
                </param>
            </struct>
            """,
            "MOBILE_API.xml:3: error: param 'p' lists <element> children but its type 'String' is not an enum"),
        MalformedSpec(
            "subset element that is not in the enum",
            body: """
            <enum name="E"><element name="A"/></enum>
            <struct name="S">
                <param name="p" type="E" mandatory="true">
                    <element name="A"/>
                    <element name="Z"/>
                </param>
            </struct>
            """,
            "MOBILE_API.xml:4: error: element 'Z' of param 'p' is not an element of enum 'E'"),
        MalformedSpec(
            "functionID that is not in the FunctionID enum",
            body: """
            <function name="Ping" functionID="PangID" messagetype="notification"/>
            """,
            "MOBILE_API.xml:2: error: functionID 'PangID' of function 'Ping' is not an element of enum 'FunctionID'"),
        MalformedSpec(
            "no FunctionID enum at all",
            document: """
            <interface name="T">
                <function name="Ping" functionID="PingID" messagetype="notification"/>
            </interface>
            """,
            "MOBILE_API.xml:2: error: functionID 'PingID' cannot be resolved: the spec has no enum 'FunctionID'"),
        MalformedSpec(
            "request without a response",
            body: """
            <function name="Ping" functionID="PingID" messagetype="request"/>
            <function name="Ping" functionID="PingID" messagetype="notification"/>
            """,
            "MOBILE_API.xml:2: error: request 'Ping' has no response"),
        MalformedSpec(
            "problem inside a struct history variant",
            body: """
            <struct name="S" since="2.0">
                <history>
                    <struct name="S" since="1.0" until="2.0">
                        <param name="p" type="String" minlength="2" maxlength="1" mandatory="true"/>
                    </struct>
                </history>
            </struct>
            """,
            "MOBILE_API.xml:5: error: minlength 2 of param 'p' is greater than maxlength 1"),
        MalformedSpec(
            "duplicate element inside an enum history variant",
            body: """
            <enum name="E" since="2.0">
                <element name="A"/>
                <history>
                    <enum name="E" since="1.0" until="2.0">
                        <element name="B"/>
                        <element name="B"/>
                    </enum>
                </history>
            </enum>
            """,
            "MOBILE_API.xml:7: error: duplicate element 'B' in enum 'E' (first at line 6)"),
    ]

    @Test("each semantic problem gives exactly one diagnostic at the offending item", arguments: cases)
    func semantic(_ spec: MalformedSpec) {
        #expect(TestSupport.diagnostics(of: spec.text) == spec.expected)
    }

    @Test("defaults that fit their type, range, length, enum and subset are accepted")
    func validDefaults() throws {
        let result = try SpecParser.parse(text: TestSupport.spec("""
            <enum name="Color"><element name="RED"/><element name="GREEN"/></enum>
            <struct name="S">
                <param name="i" type="Integer" minvalue="-3" maxvalue="3" defvalue="-3" mandatory="false"/>
                <param name="f" type="Float" minvalue="0" maxvalue="1.5" defvalue="1.5" mandatory="false"/>
                <param name="b" type="Boolean" defvalue="0" mandatory="false"/>
                <param name="s" type="String" minlength="0" maxlength="3" defvalue="" mandatory="false"/>
                <param name="c" type="Color" defvalue="GREEN" mandatory="false">
                    <element name="GREEN"/>
                </param>
            </struct>
            """))
        #expect(result.warnings == [])
        #expect(result.interface.structure(named: "S")?.params.map(\.defaultValue) == ["-3", "1.5", "0", "", "GREEN"])
    }
}
