import SDLRPCRuntime
import Testing

@Suite("SDLJSONSerializer")
struct SDLJSONSerializerTests {
    static let sample: SDLJSONValue = [
        "name": "Show",
        "id": 7,
        "params": ["b": [true, nil], "a": 1.5, "empty": [:], "none": []],
    ]

    @Test("compact output has no spaces and keeps stored key order")
    func compact() {
        let value: SDLJSONValue = ["a": 1, "b": [true, nil]]
        #expect(SDLJSONSerializer.serializeToString(value) == #"{"a":1,"b":[true,null]}"#)
        #expect(
            SDLJSONSerializer.serializeToString(Self.sample)
                == #"{"name":"Show","id":7,"params":{"b":[true,null],"a":1.5,"empty":{},"none":[]}}"#
        )
    }

    @Test("sortedKeys sorts members at every level")
    func sortedKeys() {
        #expect(
            SDLJSONSerializer.serializeToString(Self.sample, options: .sortedKeys)
                == #"{"id":7,"name":"Show","params":{"a":1.5,"b":[true,null],"empty":{},"none":[]}}"#
        )
    }

    @Test("sortedKeys orders keys byte-wise")
    func sortedKeysByteOrder() {
        let value: SDLJSONValue = ["é": 1, "b": 2, "B": 3, "a": 4]
        #expect(SDLJSONSerializer.serializeToString(value, options: .sortedKeys) == #"{"B":3,"a":4,"b":2,"é":1}"#)
    }

    @Test("prettyPrinted indents by two spaces")
    func pretty() {
        let expected = """
            {
              "name": "Show",
              "id": 7,
              "params": {
                "b": [
                  true,
                  null
                ],
                "a": 1.5,
                "empty": {},
                "none": []
              }
            }
            """
        #expect(SDLJSONSerializer.serializeToString(Self.sample, options: .prettyPrinted) == expected)
    }

    @Test("prettyPrinted and sortedKeys combine")
    func prettySorted() {
        let value: SDLJSONValue = ["b": [1], "a": ["d": nil, "c": "x"]]
        let expected = """
            {
              "a": {
                "c": "x",
                "d": null
              },
              "b": [
                1
              ]
            }
            """
        #expect(SDLJSONSerializer.serializeToString(value, options: [.prettyPrinted, .sortedKeys]) == expected)
    }

    @Test("scalars at the top level")
    func scalars() {
        #expect(SDLJSONSerializer.serializeToString(nil) == "null")
        #expect(SDLJSONSerializer.serializeToString(true) == "true")
        #expect(SDLJSONSerializer.serializeToString(false) == "false")
        #expect(SDLJSONSerializer.serializeToString("x") == #""x""#)
        #expect(SDLJSONSerializer.serializeToString([]) == "[]")
        #expect(SDLJSONSerializer.serializeToString([:], options: .prettyPrinted) == "{}")
    }

    @Test("control characters, quotes and backslashes are escaped")
    func escaping() {
        let value = SDLJSONValue.string("q\"b\\n\nr\rt\tb\u{08}f\u{0C}z\u{0}o\u{1F}e\u{7F}")
        #expect(value.jsonString == #""q\"b\\n\nr\rt\tb\bf\fz\u0000o\u001fe"# + "\u{7F}\"")
    }

    @Test("slash and non-ASCII characters are not escaped")
    func noEscapingOfSlashAndNonASCII() {
        let value = SDLJSONValue.string("a/b é 中 😀 \u{2028}")
        #expect(value.jsonBytes == Array("\"a/b é 中 😀 \u{2028}\"".utf8))
    }

    @Test("escaped strings read back to the original")
    func escapingRoundTrip() throws {
        let original = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self) + "é😀"
        let value = SDLJSONValue.string(original)
        #expect(try SDLJSONParser.parse(value.jsonBytes) == value)
    }

    @Test(
        "integers are written in decimal",
        arguments: [(0, "0"), (-7, "-7"), (42, "42"), (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808")]
    )
    func integers(number: Int, expected: String) throws {
        #expect(SDLJSONValue.integer(number).jsonString == expected)
        #expect(try SDLJSONParser.parse(expected) == .integer(number))
    }

    @Test(
        "floats use the shortest form and still read back as floats",
        arguments: [
            (5.0, "5.0"), (-0.0, "-0.0"), (0.1, "0.1"), (1.5, "1.5"), (1e20, "1e+20"), (1e-7, "1e-07"),
            (123456789.0, "123456789.0"), (Double.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        ]
    )
    func floats(number: Double, expected: String) throws {
        let value = SDLJSONValue.float(number)
        #expect(value.jsonString == expected)
        let readBack = try SDLJSONParser.parse(value.jsonBytes)
        #expect(readBack == value)
        #expect(readBack.typeName == "Float")
    }

    @Test("non-finite floats are written as null", arguments: [Double.infinity, -Double.infinity, Double.nan])
    func nonFinite(number: Double) {
        #expect(SDLJSONValue.array([.float(number)]).jsonString == "[null]")
    }

    @Test("deeply nested values serialize")
    func deepNesting() throws {
        var value: SDLJSONValue = 1
        for level in 0..<512 {
            value = level.isMultiple(of: 2) ? [value] : ["k": value]
        }
        let bytes = SDLJSONSerializer.serialize(value)
        #expect(bytes.count == 1 + 256 * 2 + 256 * #"{"k":}"#.utf8.count)
        #expect(try SDLJSONParser.parse(bytes).jsonBytes == bytes)
    }
}
