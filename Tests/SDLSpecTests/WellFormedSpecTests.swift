import Foundation
import Testing
@testable import SDLSpec

/// Parses Fixtures/Greeting.xml (a made-up spec that uses every construct the model keeps) and
/// checks the model item by item.
@Suite("Parsing the well-formed Greeting fixture")
struct WellFormedSpecTests {
    let result: SpecParser.Result
    var interface: SpecInterface { result.interface }

    init() throws {
        result = try SpecParser.parse(contentsOf: TestSupport.fixtureURL("Greeting").path)
    }

    private func at(_ line: Int) -> SDLSpec.SourceLocation {
        SDLSpec.SourceLocation(file: "Greeting.xml", line: line)
    }

    @Test("the fixture parses without warnings despite a comment, a stylesheet PI and standalone=no")
    func noWarnings() {
        #expect(result.warnings == [])
        #expect(interface.fileName == "Greeting.xml")
    }

    @Test("the interface keeps name, version, minVersion (X.Y read as X.Y.0) and date")
    func interfaceAttributes() {
        #expect(interface.name == "Greeting Test API")
        #expect(interface.version == SpecVersion(2, 3, 1))
        #expect(interface.minVersion == SpecVersion(1, 5, 0))
        #expect(interface.minVersion?.description == "1.5.0")
        #expect(interface.date == "2024-02-29")
    }

    @Test("enums, structs and functions are kept in document order")
    func documentOrder() {
        #expect(interface.enums.map(\.name) == ["FunctionID", "messageType", "Mood", "Tone"])
        #expect(interface.structs.map(\.name) == ["Coordinates", "Envelope"])
        #expect(interface.functions.map { "\($0.name) \($0.messageType.rawValue)" } == [
            "Greet request", "Greet response", "Wave notification", "Farewell request", "Farewell response",
        ])
    }

    @Test("FunctionID elements keep value, hexvalue and since; the enum keeps internal_scope")
    func functionIDEnum() throws {
        let ids = try #require(interface.enumeration(named: "FunctionID"))
        #expect(ids.internalScope == "base")
        #expect(ids.platform == nil)
        #expect(ids.availability == Availability(since: SpecVersion(1, 0)))
        #expect(ids.documentation == Documentation(descriptions: ["Numeric ids of the greeting messages."]))
        #expect(ids.location == at(5))
        #expect(ids.elements == [
            SpecEnumElement(name: "GreetID", value: 7, hexValue: "7", availability: Availability(since: SpecVersion(1, 0)), location: at(7)),
            SpecEnumElement(name: "WaveID", value: 32769, hexValue: "8001", availability: Availability(since: SpecVersion(1, 0)), location: at(8)),
            SpecEnumElement(name: "FarewellID", value: 300, hexValue: "12C", availability: Availability(since: SpecVersion(2, 0)), location: at(9)),
        ])
    }

    @Test("enum elements keep internal_name, rootscreen, until/deprecated, <warning>, history and folded descriptions")
    func moodEnum() throws {
        let mood = try #require(interface.enumeration(named: "Mood"))
        let expected = SpecEnum(
            name: "Mood",
            elements: [
                SpecEnumElement(name: "HAPPY", availability: Availability(since: SpecVersion(1, 1)), location: at(20)),
                SpecEnumElement(
                    name: "SLEEPY-ISH", internalName: "Mood_SLEEPY_ISH", availability: Availability(since: SpecVersion(1, 2)),
                    documentation: Documentation(descriptions: ["Yawning between words."]), location: at(21)),
                SpecEnumElement(
                    name: "GRUMPY",
                    availability: Availability(since: SpecVersion(1, 1), until: SpecVersion(2, 0), isDeprecated: true),
                    documentation: Documentation(warnings: ["Do not greet grumpy people."]),
                    history: [
                        SpecEnumElement(
                            name: "GRUMPY", availability: Availability(since: SpecVersion(1, 0), until: SpecVersion(1, 1)),
                            location: at(30)),
                    ],
                    location: at(25)),
                SpecEnumElement(name: "2FAST", internalName: "Mood_2FAST", isRootScreen: true, location: at(33)),
            ],
            availability: Availability(since: SpecVersion(1, 1)),
            platform: "documentation",
            documentation: Documentation(descriptions: ["How the greeter feels."]),
            location: at(18))
        #expect(mood == expected)
        #expect(mood.element(named: "2FAST")?.availability.since == nil)
        #expect(mood.element(named: "GRUMPY")?.availability.contains(SpecVersion(1, 9, 9)) == true)
        #expect(mood.element(named: "GRUMPY")?.availability.contains(SpecVersion(2, 0)) == false)
    }

    @Test("an enum-level history keeps the older definition with its own elements")
    func enumHistory() throws {
        let tone = try #require(interface.enumeration(named: "Tone"))
        #expect(tone.elements.map(\.name) == ["WARM", "COOL", "NEUTRAL"])
        #expect(tone.history == [
            SpecEnum(
                name: "Tone",
                elements: [
                    SpecEnumElement(name: "WARM", location: at(42)),
                    SpecEnumElement(name: "COLD", location: at(43)),
                ],
                availability: Availability(since: SpecVersion(1, 0), until: SpecVersion(2, 0)),
                location: at(41)),
        ])
    }

    @Test("params of every scalar type keep integer and decimal bounds, lengths, sizes and defaults")
    func scalarParams() throws {
        let coordinates = try #require(interface.structure(named: "Coordinates"))
        #expect(coordinates.location == at(49))
        #expect(coordinates.availability == Availability(since: SpecVersion(1, 0)))
        #expect(coordinates.documentation.descriptions == ["A point somewhere.", "Second paragraph over two lines."])
        #expect(coordinates.history == [])
        #expect(coordinates.params == [
            SpecParam(name: "heading", type: .float, isMandatory: true, minValue: .integer(0), maxValue: .float(359.99), location: at(55)),
            SpecParam(
                name: "distance", type: .integer, isMandatory: false, minValue: .integer(-5), maxValue: .integer(100_000_000_000),
                defaultValue: "10", location: at(56)),
            SpecParam(name: "label", type: .string, isMandatory: false, minLength: 0, maxLength: 500, defaultValue: "here", location: at(57)),
            SpecParam(name: "visible", type: .boolean, isMandatory: false, defaultValue: "true", location: at(58)),
            SpecParam(name: "ratio", type: .float, isMandatory: false, minValue: .float(-1.5), maxValue: .float(1000), location: at(59)),
            SpecParam(
                name: "tags", type: .string, isArray: true, isMandatory: false, maxLength: 20, minSize: 1, maxSize: 100,
                location: at(60)),
        ])
    }

    @Test("bounds print as the spec wrote them and Double is read as Float")
    func boundSpelling() throws {
        let params = try #require(interface.structure(named: "Coordinates")).params
        #expect(params.map { $0.type.description } == ["Float", "Integer", "String", "Boolean", "Float", "String"])
        #expect(params[0].maxValue?.description == "359.99")
        #expect(params[1].maxValue?.description == "100000000000")
        #expect(params[1].maxValue?.doubleValue == 1e11)
        #expect(params[4].maxValue?.description == "1000.0")
    }

    @Test("struct-typed, array and enum-typed members, param history with different mandatory and maxvalue, <todo>, struct history")
    func envelopeStruct() throws {
        let envelope = try #require(interface.structure(named: "Envelope"))
        let expected = SpecStruct(
            name: "Envelope",
            params: [
                SpecParam(name: "where", type: .named("Coordinates"), isMandatory: true, location: at(65)),
                SpecParam(name: "stops", type: .named("Coordinates"), isArray: false, isMandatory: false, location: at(66)),
                SpecParam(name: "route", type: .named("Coordinates"), isArray: true, isMandatory: false, minSize: 0, maxSize: 8, location: at(67)),
                SpecParam(
                    name: "mood", type: .named("Mood"), isMandatory: false, defaultValue: "HAPPY",
                    availability: Availability(since: SpecVersion(1, 1)), location: at(68)),
                SpecParam(
                    name: "count", type: .integer, isMandatory: false, minValue: .integer(0), maxValue: .integer(1000),
                    availability: Availability(since: SpecVersion(2, 0)),
                    documentation: Documentation(descriptions: ["How many copies."], todos: ["Decide whether zero copies make sense."]),
                    history: [
                        SpecParam(
                            name: "count", type: .integer, isMandatory: true, minValue: .integer(0), maxValue: .integer(100),
                            availability: Availability(since: SpecVersion(1, 0), until: SpecVersion(2, 0)), location: at(74)),
                    ],
                    location: at(69)),
            ],
            availability: Availability(since: SpecVersion(2, 0), isDeprecated: true),
            documentation: Documentation(descriptions: ["What a greeting comes in."]),
            history: [
                SpecStruct(
                    name: "Envelope",
                    params: [SpecParam(name: "where", type: .named("Coordinates"), isMandatory: false, location: at(79))],
                    availability: Availability(since: SpecVersion(1, 0), until: SpecVersion(2, 0)),
                    location: at(78)),
            ],
            location: at(63))
        #expect(envelope == expected)
    }

    @Test("a request keeps its functionID, an enum subset from <element> children and the param's description")
    func greetRequest() throws {
        let greet = try #require(interface.function(named: "Greet", .request))
        #expect(greet.functionID == "GreetID")
        #expect(interface.enumeration(named: "FunctionID")?.element(named: greet.functionID)?.value == 7)
        #expect(greet.availability == Availability(since: SpecVersion(1, 0)))
        #expect(greet.documentation == Documentation(descriptions: ["Says hello to someone."]))
        #expect(greet.location == at(84))
        #expect(greet.history == [])
        #expect(greet.params == [
            SpecParam(name: "name", type: .string, isMandatory: true, maxLength: 100, location: at(86)),
            SpecParam(
                name: "mood", type: .named("Mood"), isMandatory: false, defaultValue: "HAPPY", enumSubset: ["HAPPY", "SLEEPY-ISH"],
                documentation: Documentation(descriptions: ["Only the cheerful moods."]), location: at(87)),
            SpecParam(name: "tone", type: .named("Tone"), isArray: true, isMandatory: false, minSize: 1, maxSize: 3, location: at(92)),
            SpecParam(name: "envelope", type: .named("Envelope"), isMandatory: false, location: at(93)),
        ])
    }

    @Test("a response keeps platform on a param and decodes entities in descriptions")
    func greetResponse() throws {
        let response = try #require(interface.function(named: "Greet", .response))
        #expect(response.functionID == "GreetID")
        #expect(response.location == at(96))
        #expect(response.params == [
            SpecParam(name: "success", type: .boolean, isMandatory: true, platform: "documentation", location: at(97)),
            SpecParam(
                name: "info", type: .string, isMandatory: false, maxLength: 1000,
                documentation: Documentation(descriptions: ["Free text & more."]), location: at(98)),
        ])
    }

    @Test("a notification keeps deprecated and its function-level history")
    func waveNotification() throws {
        let wave = try #require(interface.function(named: "Wave", .notification))
        let expected = SpecFunction(
            name: "Wave", functionID: "WaveID", messageType: .notification,
            params: [SpecParam(name: "hand", type: .string, isMandatory: true, maxLength: 5, location: at(105))],
            availability: Availability(since: SpecVersion(2, 0), isDeprecated: true),
            documentation: Documentation(descriptions: ["The other side waved."]),
            history: [
                SpecFunction(
                    name: "Wave", functionID: "WaveID", messageType: .notification,
                    params: [SpecParam(name: "hand", type: .string, isMandatory: false, maxLength: 10, location: at(108))],
                    availability: Availability(since: SpecVersion(1, 0), until: SpecVersion(2, 0)),
                    location: at(107)),
            ],
            location: at(103))
        #expect(wave == expected)
    }

    @Test("a three-component since and removed are kept, and a param may be called 'until'")
    func farewell() throws {
        let request = try #require(interface.function(named: "Farewell", .request))
        #expect(request.availability.since == SpecVersion(2, 0, 1))
        #expect(request.params == [
            SpecParam(
                name: "until", type: .integer, isMandatory: false, minValue: .integer(1), maxValue: .integer(60), defaultValue: "5",
                location: at(114)),
        ])
        let response = try #require(interface.function(named: "Farewell", .response))
        #expect(response.location == at(117))
        #expect(response.params == [
            SpecParam(name: "success", type: .boolean, isMandatory: true, location: at(118)),
            SpecParam(
                name: "goodbye", type: .string, isMandatory: false,
                availability: Availability(since: SpecVersion(2, 0, 1), isRemoved: true), location: at(119)),
        ])
    }

    @Test("parsing the same text from bytes or a string gives the same model, named by fileName")
    func entryPointsAgree() throws {
        let data = try Data(contentsOf: TestSupport.fixtureURL("Greeting"))
        let fromBytes = try SpecParser.parse(bytes: [UInt8](data), fileName: "Greeting.xml")
        let fromText = try SpecParser.parse(text: String(decoding: data, as: UTF8.self), fileName: "Greeting.xml")
        #expect(fromBytes.interface == interface)
        #expect(fromText.interface == interface)
        let renamed = try SpecParser.parse(contentsOf: TestSupport.fixtureURL("Greeting").path, fileName: "Other.xml")
        #expect(renamed.interface.fileName == "Other.xml")
        #expect(renamed.interface.functions.first?.location == SDLSpec.SourceLocation(file: "Other.xml", line: 84))
    }
}
