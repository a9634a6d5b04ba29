import Foundation
import SDLRPCRuntime
import Testing

@Suite("SDLJSONValue")
struct SDLJSONValueTests {
    @Test("literals build the matching cases")
    func literals() {
        let null: SDLJSONValue = nil
        let flag: SDLJSONValue = true
        let integer: SDLJSONValue = 5
        let float: SDLJSONValue = 5.0
        let string: SDLJSONValue = "s"
        let array: SDLJSONValue = [1, "a"]
        let object: SDLJSONValue = ["k": 1]
        #expect(null == .null)
        #expect(flag == .bool(true))
        #expect(integer == .integer(5))
        #expect(float == .float(5))
        #expect(integer != float)
        #expect(string == .string("s"))
        #expect(array == .array([.integer(1), .string("a")]))
        #expect(object.objectValue?.keys == ["k"])
    }

    @Test("a repeated key in a literal keeps its first position and last value")
    func literalDuplicateKey() {
        let value: SDLJSONValue = ["a": 1, "b": 2, "a": 3]
        #expect(value.jsonString == #"{"a":3,"b":2}"#)
    }

    @Test(
        "typeName names every kind",
        arguments: [
            (SDLJSONValue.null, "Null"), (.bool(false), "Boolean"), (.integer(1), "Integer"), (.float(1), "Float"),
            (.string(""), "String"), (.array([]), "Array"), (.object([:]), "Object"),
        ]
    )
    func typeNames(value: SDLJSONValue, name: String) {
        #expect(value.typeName == name)
    }

    @Test("accessors return the payload only for their own kind")
    func accessors() {
        let values: [SDLJSONValue] = [nil, true, 3, 2.5, "s", [1], ["k": 1]]
        #expect(values.map(\.stringValue) == [nil, nil, nil, nil, "s", nil, nil])
        #expect(values.map(\.intValue) == [nil, nil, 3, nil, nil, nil, nil])
        #expect(values.map(\.doubleValue) == [nil, nil, 3.0, 2.5, nil, nil, nil])
        #expect(values.map(\.boolValue) == [nil, true, nil, nil, nil, nil, nil])
        #expect(values.map(\.arrayValue) == [nil, nil, nil, nil, nil, [1], nil])
        #expect(values.map(\.objectValue) == [nil, nil, nil, nil, nil, nil, ["k": 1]])
        #expect(SDLJSONValue.float(5).intValue == nil)
    }

    @Test("init(parsing:) throws the parser's error")
    func parsingInitializer() throws {
        #expect(try SDLJSONValue(parsing: Array("[1]".utf8)) == [1])
        #expect(throws: SDLJSONSyntaxError(line: 1, column: 3, offset: 2, message: "unexpected end of input")) {
            try SDLJSONValue(parsing: Array("[ ".utf8))
        }
    }

    @Test("Codable round trip through Foundation's JSONEncoder and JSONDecoder")
    func codableRoundTrip() throws {
        let value: SDLJSONValue = [
            "a": [1, 2.5, "x", nil, true, false, [:], []],
            "b": ["c": -9223372036854775808, "d": "é/\"\n"],
            "e": 1.0e300,
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(value)
        let decoded = try JSONDecoder().decode(SDLJSONValue.self, from: data)
        #expect(decoded == value)
        #expect(try SDLJSONParser.parse(data) == value)
    }

    @Test("Codable decoding of objects sorts keys because dictionaries have no order")
    func codableObjectOrder() throws {
        let data = Data(#"{"z":1,"a":{"y":true,"b":null}}"#.utf8)
        let decoded = try JSONDecoder().decode(SDLJSONValue.self, from: data)
        #expect(decoded.jsonString == #"{"a":{"b":null,"y":true},"z":1}"#)
    }

    @Test("Codable encoding of an object is readable by the parser")
    func codableEncodingParses() throws {
        let value: SDLJSONValue = ["name": "Alert", "parameters": ["alertText1": "hi", "duration": 5000]]
        let data = try JSONEncoder().encode(value)
        let parsed = try SDLJSONParser.parse(data)
        #expect(parsed.objectValue?["parameters"]?.objectValue?["duration"] == 5000)
        #expect(parsed.objectValue?["name"] == "Alert")
    }

    @Test("Codable works as a nested property of another Codable type")
    func codableNested() throws {
        struct Envelope: Codable, Equatable {
            var id: Int
            var payload: SDLJSONValue
        }
        let envelope = Envelope(id: 3, payload: ["list": [1, 2]])
        let decoded = try JSONDecoder().decode(Envelope.self, from: JSONEncoder().encode(envelope))
        #expect(decoded == envelope)
    }
}
