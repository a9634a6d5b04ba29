import Foundation
import Testing
@testable import SDLSpec

/// How a parse hands back what it found: every error at once, sorted, warnings kept apart.
@Suite("Reporting diagnostics: all errors sorted by line, warnings kept apart")
struct DiagnosticReportingTests {
    @Test("several errors from reading and from checking are all reported, sorted by line")
    func allErrorsSortedByLine() {
        let text = TestSupport.spec("""
            <struct name="S">
                <param name="a" type="Nothing" mandatory="true"/>
                <param name="b" type="String" mandatory="maybe"/>
                <param name="a" type="String" mandatory="true"/>
            </struct>
            <function name="Ping" functionID="PingID" messagetype="request"/>
            <enum name="E" since="1">
                <element name="X"/>
            </enum>
            """)
        #expect(TestSupport.diagnostics(of: text) == [
            "MOBILE_API.xml:3: error: unknown type 'Nothing' of param 'a'",
            "MOBILE_API.xml:4: error: attribute 'mandatory' of <param> must be true or false, not 'maybe'",
            "MOBILE_API.xml:5: error: duplicate param 'a' in struct 'S' (first at line 3)",
            "MOBILE_API.xml:7: error: request 'Ping' has no response",
            "MOBILE_API.xml:8: error: attribute 'since' of <enum> is not a version (X.Y or X.Y.Z): '1'",
        ])
    }

    @Test("several problems on one param are all reported in a fixed order")
    func severalProblemsOnOneLine() {
        let text = TestSupport.spec("""
            <struct name="S">
                <param name="p" type="Integer" minvalue="5" maxvalue="1.5" defvalue="x" mandatory="true" color="red"/>
            </struct>
            """)
        #expect(TestSupport.diagnostics(of: text) == [
            "MOBILE_API.xml:3: error: minvalue 5 of param 'p' is greater than maxvalue 1.5",
            "MOBILE_API.xml:3: error: maxvalue 1.5 of Integer param 'p' is not an integer",
            "MOBILE_API.xml:3: error: defvalue 'x' of param 'p' is not an Integer",
            "MOBILE_API.xml:3: warning: unknown attribute 'color' on <param> is ignored",
        ])
    }

    @Test("an unknown attribute is a warning in Result.warnings, not an error")
    func unknownAttributeWarns() throws {
        let result = try SpecParser.parse(text: TestSupport.spec("""
            <struct name="S" colour="blue">
                <param name="p" type="String" mandatory="true" flavour="mint" scope="x"/>
            </struct>
            """), fileName: "warn.xml")
        #expect(result.warnings.map(\.description) == [
            "warn.xml:2: warning: unknown attribute 'colour' on <struct> is ignored",
            "warn.xml:3: warning: unknown attribute 'flavour' on <param> is ignored",
        ])
        #expect(result.warnings.allSatisfy { $0.severity == .warning })
        #expect(result.interface.structure(named: "S")?.params.map(\.name) == ["p"])
    }

    @Test("when there are errors, SpecError lists the errors first and then the warnings")
    func errorsBeforeWarnings() {
        let text = TestSupport.spec("""
            <struct name="S" colour="blue">
                <param name="p" type="Strng" mandatory="true"/>
            </struct>
            """)
        do {
            _ = try SpecParser.parse(text: text)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == """
                MOBILE_API.xml:3: error: unknown type 'Strng' of param 'p'
                MOBILE_API.xml:2: warning: unknown attribute 'colour' on <struct> is ignored
                """)
            #expect(error.diagnostics.map(\.severity) == [.error, .warning])
        }
    }

    @Test("a file that cannot be read is reported against its name")
    func missingFile() {
        do {
            _ = try SpecParser.parse(contentsOf: "/nonexistent-sdlspec-dir/nowhere.xml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "nowhere.xml:1: error: cannot read the spec file '/nonexistent-sdlspec-dir/nowhere.xml'")
        }
    }

    @Test("diagnostics print as file:line or file:line:column, then severity and message")
    func diagnosticFormat() {
        let plain = SpecDiagnostic(.warning, "look here", at: SDLSpec.SourceLocation(file: "a.xml", line: 12))
        let withColumn = SpecDiagnostic(.error, "broken", at: SDLSpec.SourceLocation(file: "a.xml", line: 3, column: 7))
        #expect(plain.description == "a.xml:12: warning: look here")
        #expect(withColumn.description == "a.xml:3:7: error: broken")
        #expect(SpecError(diagnostics: [withColumn, plain]).description == "a.xml:3:7: error: broken\na.xml:12: warning: look here")
    }
}
