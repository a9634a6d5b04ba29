@testable import SDLCodegen
import SDLRPCRuntime
import SDLSpec
import Testing

@Suite("Translator: spec model to render model")
struct TranslatorTests {
    private func structNamed(_ name: String, in files: [RenderFile]) throws -> RenderStruct {
        try #require(files.flatMap(\.structs).first { $0.swiftName == name })
    }

    @Test("a param's rule carries every limit, the typed default and the availability")
    func ruleLine() throws {
        let files = try CodegenTestSupport.translate(CodegenTestSupport.spec("""
            <struct name="Box" since="1.0">
            <param name="size" type="Integer" minvalue="-5" maxvalue="100000000000" defvalue="3" mandatory="false" since="1.1" deprecated="true">
            <history><param name="size" type="Integer" mandatory="true" since="1.0" until="1.1"/></history>
            </param>
            <param name="labels" type="String" array="true" minsize="1" maxsize="4" minlength="0" maxlength="9" mandatory="true"/>
            <param name="ratio" type="Float" minvalue="0.5" maxvalue="359.99" defvalue="1.5" mandatory="false"/>
            </struct>
            """))
        let box = try structNamed("SDLBox", in: files)
        #expect(box.properties.map(\.ruleLine) == [
            "size i ~ v=-5.0,100000000000.0 d=i:3 +1.1.0 @6",
            "labels s [] ! l=0,9 n=1,4 @9",
            "ratio f v=0.5,359.99 d=f:1.5 @10",
        ])
        let rules = SDLParameterRule.table(box.properties.map(\.ruleLine).joined(separator: "\n"))
        #expect(rules.map(\.name) == ["size", "labels", "ratio"])
        #expect(rules[0].maxValue == 100_000_000_000 && rules[0].minValue == -5 && rules[0].defaultValue == .integer(3))
        #expect(rules[0].since == SDLRPCVersion(1, 1, 0) && rules[0].until == nil && rules[0].isDeprecated && !rules[0].isMandatory)
        #expect(rules[1].isArray && rules[1].isMandatory && rules[1].minLength == 0 && rules[1].maxSize == 4)
        #expect(rules[2].minValue == 0.5 && rules[2].maxValue == 359.99 && rules[2].defaultValue == .float(1.5))
    }

    @Test("mandatory params are non-optional and required by the initialiser; optional ones default to nil")
    func propertyTypes() throws {
        let files = try CodegenTestSupport.translate(CodegenTestSupport.spec("""
            <struct name="Pair" since="1.0">
            <param name="left" type="String" mandatory="true"/>
            <param name="right" type="Pair" array="true" mandatory="false"/>
            </struct>
            """))
        let pair = try structNamed("SDLPair", in: files)
        #expect(pair.properties.map(\.declaredType) == ["Swift.String", "Swift.Optional<[SDLPair]>"])
        #expect(pair.properties.map(\.initParameter) == ["left: Swift.String", "right: [SDLPair]? = nil"])
        #expect(pair.mandatoryBindings == "let left")
        #expect(pair.initArguments == "left: left, right: right")
    }

    @Test("a deprecated param is stored privately behind a deprecated accessor; keywords are escaped")
    func deprecatedAndKeywordParams() throws {
        let files = try CodegenTestSupport.translate(CodegenTestSupport.spec("""
            <struct name="Old" since="1.0">
            <param name="protocol" type="String" mandatory="false" deprecated="true" since="1.0"/>
            <param name="default" type="Boolean" mandatory="true"/>
            </struct>
            """))
        let old = try structNamed("SDLOld", in: files)
        #expect(old.properties.map(\.name) == ["`protocol`", "`default`"])
        #expect(old.properties.map(\.storageName) == ["_protocol", "`default`"])
        #expect(old.properties.map(\.isDeprecated) == [true, false])
        #expect(old.mandatoryBindings == "let `default`")
    }

    @Test("requests are typed to their responses and carry the numeric function ID")
    func messages() throws {
        let files = try CodegenTestSupport.translate(CodegenTestSupport.spec("""
            <function name="Ping" functionID="PingID" messagetype="request" since="1.0"/>
            <function name="Ping" functionID="PingID" messagetype="response" since="1.0">
            <param name="success" type="Boolean" mandatory="true"/>
            <param name="resultCode" type="Result" mandatory="true"/>
            <param name="info" type="String" mandatory="false"/>
            </function>
            """))
        let request = try structNamed("SDLPing", in: files)
        let response = try structNamed("SDLPingResponse", in: files)
        #expect(request.conformance == "SDLRequest")
        #expect(response.conformance == "SDLResponse")
        #expect(request.message == RenderMessage(
            functionID: 7, kindCase: ".request", functionCase: "SDLFunctionID.pingID",
            responseType: "SDLPingResponse"))
        #expect(response.message?.responseType == nil)
    }

    @Test("documentation keeps every description, then since, deprecation and the provenance line")
    func documentation() throws {
        let files = try CodegenTestSupport.translate(CodegenTestSupport.spec("""
            <enum name="Mood" since="1.1" deprecated="true">
            <description>First   paragraph
               folded.</description>
            <description>Second.</description>
            <history><enum name="Mood" since="1.0" until="1.1"/></history>
            <element name="HAPPY"><warning>Careful.</warning></element>
            </enum>
            """))
        let mood = try #require(files.flatMap(\.enums).first { $0.swiftName == "SDLMood" })
        #expect(mood.docLines == [
            "/// First paragraph folded.",
            "///",
            "/// Second.",
            "///",
            "/// - Since: SmartDeviceLink 1.1.0",
            "/// - Important: Deprecated in the spec.",
            "/// - Remark: Test.xml:5",
        ])
        #expect(mood.attributes == [], "stored by other types, so deprecated in the docs only")
        // Without a description the summary line says what the symbol is, so every symbol has one.
        #expect(mood.cases.first?.docLines == [
            "/// The `HAPPY` value of `Mood`.", "///", "/// - Warning: Careful.", "/// - Remark: Test.xml:10",
        ])
    }

    @Test("every type goes to exactly one file of the fixed layout, and every layout file exists")
    func layout() throws {
        let files = try CodegenTestSupport.translate(CodegenTestSupport.spec("""
            <struct name="Apple" since="1.0"/>
            <struct name="zebra" since="1.0"/>
            <enum name="Mood" since="1.0"><element name="A"/></enum>
            """))
        #expect(files.map(\.fileName) == OutputLayout.fileNames)
        let placement = files.flatMap { file in file.structs.map { ($0.swiftName, file.fileName) } + file.enums.map { ($0.swiftName, file.fileName) } }
        #expect(placement.map(\.0).sorted() == ["SDLApple", "SDLFunctionID", "SDLMood", "SDLResult", "SDLZebra"])
        #expect(placement.first { $0.0 == "SDLApple" }?.1 == "SDLStructs+A.swift")
        #expect(placement.first { $0.0 == "SDLZebra" }?.1 == "SDLStructs+St.swift")
        #expect(placement.first { $0.0 == "SDLMood" }?.1 == "SDLEnums+M.swift")
    }

    @Test("names that collide in Swift are errors at the spec line", arguments: [
        (
            #"<enum name="E" since="1.0"><element name="EN-US"/><element name="EN_US"/></enum>"#,
            "Test.xml:5: error: elements 'EN-US' and 'EN_US' of enum 'E' both become the Swift case 'enUs'"
        ),
        (
            #"<enum name="E" since="1.0"><element name="UNRECOGNIZED"/></enum>"#,
            "Test.xml:5: error: element 'UNRECOGNIZED' of enum 'E' collides with the case 'unrecognized' that keeps unknown values"
        ),
        (
            #"<enum name="E" since="1.0"><element name="ENUMERATION_INFO"/></enum>"#,
            "Test.xml:5: error: element 'ENUMERATION_INFO' of enum 'E' would become the Swift case 'enumerationInfo', a member every generated enum has"
        ),
        (
            #"<enum name="E" since="1.0"><element name="A"/><element name="KNOWN_CASES"/></enum>"#,
            "Test.xml:5: error: element 'KNOWN_CASES' of enum 'E' would become the Swift case 'knownCases', a member every generated enum has"
        ),
        (
            "<struct name=\"S\" since=\"1.0\">\n<param name=\"tz_hour\" type=\"Integer\" mandatory=\"true\"/>\n<param name=\"tzHour\" type=\"Integer\" mandatory=\"true\"/>\n</struct>",
            "Test.xml:7: error: params 'tz_hour' and 'tzHour' of struct 'S' both become the Swift property 'tzHour'"
        ),
        (
            "<struct name=\"S\" since=\"1.0\">\n<param name=\"jsonValue\" type=\"Integer\" mandatory=\"true\"/>\n</struct>",
            "Test.xml:6: error: param 'jsonValue' of struct 'S' would shadow the generated member 'jsonValue'"
        ),
        (
            #"<struct name="JSONValue" since="1.0"/>"#,
            "Test.xml:5: error: the Swift type name 'SDLJSONValue' is taken by the runtime"
        ),
        (
            "<struct name=\"Node\" since=\"1.0\">\n<param name=\"next\" type=\"Link\" mandatory=\"false\"/>\n</struct>\n<struct name=\"Link\" since=\"1.0\">\n<param name=\"node\" type=\"Node\" mandatory=\"true\"/>\n</struct>",
            "Test.xml:5: error: struct 'Node' contains itself by value (Node → Link → Node); make one of the params an array"
        ),
    ])
    func collisions(body: String, expected: String) throws {
        let interface = try CodegenTestSupport.parse(CodegenTestSupport.spec(body))
        var translator = Translator(interface: interface)
        let error = #expect(throws: TranslationError.self) { try translator.translate() }
        #expect(error?.diagnostics.first?.description == expected)
    }

    @Test("a response without success and resultCode cannot conform to SDLResponse")
    func responseShape() throws {
        let interface = try CodegenTestSupport.parse(CodegenTestSupport.spec("""
            <function name="Ping" functionID="PingID" messagetype="request" since="1.0"/>
            <function name="Ping" functionID="PingID" messagetype="response" since="1.0">
            <param name="success" type="Boolean" mandatory="true"/>
            </function>
            """))
        var translator = Translator(interface: interface)
        let error = #expect(throws: TranslationError.self) { try translator.translate() }
        #expect(error?.description == "Test.xml:6: error: response 'Ping' needs a mandatory Boolean 'success' and a mandatory enum 'resultCode' (and 'info', if any, an optional String)")
    }

    @Test("--list names every type with its kind, in spec order")
    func listing() throws {
        let interface = try CodegenTestSupport.parse(CodegenTestSupport.spec("""
            <struct name="Box" since="1.0"/>
            <function name="Ping" functionID="PingID" messagetype="request" since="1.0"/>
            <function name="Ping" functionID="PingID" messagetype="response" since="1.0">
            <param name="success" type="Boolean" mandatory="true"/><param name="resultCode" type="Result" mandatory="true"/>
            <param name="info" type="String" mandatory="false"/>
            </function>
            """))
        let lines = Translator(interface: interface).typeListing().map { "\($0.kind) \($0.specName) \($0.swiftName)" }
        #expect(lines == [
            "enum FunctionID SDLFunctionID", "enum Result SDLResult", "struct Box SDLBox",
            "request Ping SDLPing", "response Ping SDLPingResponse",
        ])
    }
}
