import SDLRPCRuntime
import Testing

@Suite("SDLJSONParser – valid documents")
struct SDLJSONParserTests {
    @Test(
        "every value kind survives parse → serialize → parse unchanged",
        arguments: [
            "null", "true", "false", "0", "-12", "3.25", "-1.5e-07", "\"hi\"", "\"\"", "[]", "{}",
            "[1,[2,[3]],{\"a\":null}]",
            "{\"b\":1,\"a\":{\"c\":[true,false,null,1.5,\"x\",-9223372036854775808]}}",
            "{\"s\":\"tab\\there \\\"q\\\" \\\\ é 😀\",\"n\":{},\"e\":[]}",
        ]
    )
    func roundTrip(document: String) throws {
        let first = try SDLJSONParser.parse(document)
        let serialized = SDLJSONSerializer.serializeToString(first)
        #expect(serialized == document)
        let second = try SDLJSONParser.parse(serialized)
        #expect(second == first)
    }

    @Test("the kind of each value matches the document")
    func valueKinds() throws {
        let value = try SDLJSONParser.parse(#"{"n":null,"t":true,"f":false,"i":7,"d":7.5,"s":"x","a":[1],"o":{"k":2}}"#)
        let object = try #require(value.objectValue)
        #expect(object["n"] == .null)
        #expect(object["t"] == .bool(true))
        #expect(object["f"] == .bool(false))
        #expect(object["i"] == .integer(7))
        #expect(object["d"] == .float(7.5))
        #expect(object["s"] == .string("x"))
        #expect(object["a"] == .array([.integer(1)]))
        #expect(object["o"] == .object(["k": .integer(2)]))
        #expect(object.keys == ["n", "t", "f", "i", "d", "s", "a", "o"])
    }

    @Test(
        "integer versus float is decided by the lexical form",
        arguments: [
            ("5", SDLJSONValue.integer(5)),
            ("5.0", .float(5)),
            ("5e0", .float(5)),
            ("5E+0", .float(5)),
            ("50e-1", .float(5)),
            ("-0", .integer(0)),
            ("0", .integer(0)),
            ("-17", .integer(-17)),
            ("9223372036854775807", .integer(Int.max)),
            ("-9223372036854775808", .integer(Int.min)),
            ("9223372036854775808", .float(9_223_372_036_854_775_808.0)),
            ("-9223372036854775809", .float(-9_223_372_036_854_775_809.0)),
            ("12345678901234567890123", .float(1.2345678901234568e22)),
        ]
    )
    func integerVersusFloat(text: String, expected: SDLJSONValue) throws {
        let parsed = try SDLJSONParser.parse(text)
        #expect(parsed == expected)
        #expect(parsed.typeName == expected.typeName)
    }

    @Test("negative zero written as a float keeps its sign")
    func negativeZeroFloat() throws {
        let parsed = try SDLJSONParser.parse("-0.0")
        let number = try #require(parsed.doubleValue)
        #expect(parsed.typeName == "Float")
        #expect(number == 0 && number.sign == .minus)
    }

    @Test(
        "floats are read with correct rounding",
        arguments: [
            "0.1", "1e-7", "2.2250738585072014e-308", "1.7976931348623157e308", "5e-324", "4.9e-324",
            "123456789012345678.5", "0.30000000000000004", "9007199254740993.0", "1e22", "1e23",
            "-3.14159265358979323846264338327950288", "0.000001234e-2", "1e-400",
        ]
    )
    func floatPrecision(text: String) throws {
        let expected = try #require(Double(text))
        #expect(try SDLJSONParser.parse(text) == .float(expected))
    }

    @Test("random decimal numbers match the standard library's conversion")
    func randomFloatsMatchStandardLibrary() throws {
        var random = SeededGenerator(seed: 0xF10A7)
        for _ in 0..<3_000 {
            var text = random.next(upperBound: 2) == 0 ? "" : "-"
            text += String(random.next(upperBound: 1_000_000))
            if random.next(upperBound: 3) > 0 {
                text += "." + String(random.next(upperBound: 1_000_000_000_000))
            }
            if random.next(upperBound: 2) == 0 {
                text += "e" + String(Int(random.next(upperBound: 60)) - 30)
            }
            let parsed = try SDLJSONParser.parse(text)
            let expected = try #require(Double(text))
            #expect(parsed.doubleValue == expected, "\(text)")
        }
    }

    @Test("escape sequences decode, including surrogate pairs")
    func escapes() throws {
        let parsed = try SDLJSONParser.parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u4E2d\ud83d\ude00\u0000""#)
        #expect(parsed == .string("\"\\/\u{08}\u{0C}\n\r\tAé中😀\u{0}"))
    }

    @Test("raw multi-byte UTF-8 passes through strings unchanged")
    func rawUTF8() throws {
        let text = "\"é中😀 and a long tail to cross the eight-byte scan\""
        #expect(try SDLJSONParser.parse(text) == .string("é中😀 and a long tail to cross the eight-byte scan"))
    }

    @Test("whitespace around and inside the document is ignored")
    func whitespace() throws {
        let parsed = try SDLJSONParser.parse(" \t\r\n{ \"a\" :\n[ 1 ,\t2 ] } \r\n")
        #expect(parsed == .object(["a": [1, 2]]))
    }

    @Test("a duplicate key keeps one member whose value is the last one")
    func duplicateKeysLastWins() throws {
        let parsed = try SDLJSONParser.parse(#"{"a":1,"b":2,"a":3}"#)
        let object = try #require(parsed.objectValue)
        #expect(object["a"] == .integer(3))
        #expect(object.keys == ["a", "b"])
        #expect(object.count == 2)
    }

    @Test("duplicate keys in a large object also resolve to the last value")
    func duplicateKeysLargeObject() throws {
        let members = (0..<40).map { "\"k\($0 % 25)\":\($0)" }.joined(separator: ",")
        let object = try #require(try SDLJSONParser.parse("{\(members)}").objectValue)
        #expect(object.count == 25)
        #expect(object["k3"] == .integer(28))
        #expect(object["k24"] == .integer(24))
        #expect(object.keys == (0..<25).map { "k\($0)" })
    }

    @Test("object members keep document order")
    func objectOrder() throws {
        let object = try #require(try SDLJSONParser.parse(#"{"z":1,"a":2,"m":3,"b":4}"#).objectValue)
        #expect(object.keys == ["z", "a", "m", "b"])
        #expect(object.map(\.value) == [1, 2, 3, 4])
    }

    @Test("nesting up to the limit parses; one level more is rejected")
    func depthLimit() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let parsed = try SDLJSONParser.parse(deepest)
        #expect(parsed.arrayValue?.count == 1)

        let objects = String(repeating: #"{"a":"#, count: 5) + "1" + String(repeating: "}", count: 5)
        #expect(try SDLJSONParser.parse(objects, maximumDepth: 5) != .null)
        let error = #expect(throws: SDLJSONSyntaxError.self) {
            try SDLJSONParser.parse(objects, maximumDepth: 4)
        }
        #expect(error == SDLJSONSyntaxError(line: 1, column: 21, offset: 20, message: "nesting deeper than 4 levels"))
    }

    @Test("hostile nesting far beyond the limit fails cleanly")
    func hostileNesting() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 200_000)
        let error = #expect(throws: SDLJSONSyntaxError.self) { try SDLJSONParser.parse(bytes) }
        #expect(error?.offset == 512)
        #expect(error?.message == "nesting deeper than 512 levels")
    }

    @Test("all input entry points agree")
    func entryPoints() throws {
        let text = #"{"a":[1,2.5,"x"]}"#
        let bytes = Array(text.utf8)
        let expected: SDLJSONValue = ["a": [1, 2.5, "x"]]
        #expect(try SDLJSONParser.parse(text) == expected)
        #expect(try SDLJSONParser.parse(bytes) == expected)
        #expect(try SDLJSONParser.parse(bytes[...]) == expected)
        #expect(try SDLJSONParser.parse(bytes.lazy.map { $0 }) == expected)
        #expect(try SDLJSONParser.parse(text.utf8) == expected)
        #expect(try bytes.withUnsafeBytes { buffer in try SDLJSONParser.parse(buffer) } == expected)
        #expect(try SDLJSONValue(parsing: bytes) == expected)
    }
}
