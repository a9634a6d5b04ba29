import NIOCore
import Testing
@testable import SDLProtocol

@Suite("BSON codec (§A.11): known vectors and round trips")
struct BSONTests {
    /// Hand-written documents and their bytes.
    /// Computed, not stored: a global holding Swift strings hides their storage from
    /// LeakSanitizer (a native string's pointer carries flag bits), which then reports it leaked.
    static var vectors: [(SDLBSONDocument, [UInt8])] { [
        (SDLBSONDocument(), hex("05000000 00")),
        (["a": .int32(1)], hex("0C000000 10 6100 01000000 00")),
        (["mtu": .int64(131_072)], hex("12000000 12 6D747500 0000020000000000 00")),
        (["b": .bool(true)], hex("09000000 08 6200 01 00")),
        (["d": .double(1.0)], hex("10000000 01 6400 000000000000F03F 00")),
        (["r": .array([.string("x")])], hex("16000000 04 7200 0E000000 02 3000 02000000 7800 00 00")),
        (["s": .document(["n": .int32(-1)])], hex("14000000 03 7300 0C000000 10 6E00 FFFFFFFF 00 00")),
        (["protocolVersion": .string("5.4.0")], hex("20000000 02 70726F746F636F6C56657273696F6E00 06000000 352E342E3000 00")),
    ] }

    @Test("each known document encodes to its bytes", arguments: 0..<8)
    func encodesVector(index: Int) throws {
        let (document, bytes) = Self.vectors[index]
        #expect(try SDLBSONEncoder.encode(document) == bytes)
    }

    @Test("each known document decodes from its bytes", arguments: 0..<8)
    func decodesVector(index: Int) throws {
        let (document, bytes) = Self.vectors[index]
        #expect(try SDLBSONDecoder().decode(bytes) == document)
        #expect(try SDLBSONDecoder().decode(ByteBuffer(bytes: bytes)) == document)
    }

    @Test("every type round-trips, including nested arrays and documents, in key order")
    func everyTypeRoundTrips() throws {
        let document: SDLBSONDocument = [
            "string": .string("héllo wörld ✓"),
            "empty": .string(""),
            "int32": .int32(Int32.min),
            "int64": .int64(Int64.max),
            "double": .double(-0.125),
            "true": .bool(true),
            "false": .bool(false),
            "array": .array([.int32(1), .string("two"), .array([.bool(false), .array([])]), .document(["k": .int64(3)])]),
            "document": .document(["inner": .document(["deeper": .array([.double(2.5)])]), "z": .string("last")]),
            "emptyDocument": .document(SDLBSONDocument()),
        ]
        let bytes = try SDLBSONEncoder.encode(document)
        let decoded = try SDLBSONDecoder().decode(bytes)
        #expect(decoded == document)
        #expect(decoded.keys == document.keys)
    }

    @Test("arrays are written with keys 0, 1, 2, …")
    func arrayKeys() throws {
        let bytes = try SDLBSONEncoder.encode(["a": .array([.int32(7), .int32(8), .int32(9)])])
        // Inner document: 4 + 3 × (1 + 2 + 4) + 1 = 26 bytes.
        #expect(Array(bytes[7..<11]) == hex("1A000000"))
        #expect(Array(bytes[11...13]) == [0x10, UInt8(ascii: "0"), 0])
        #expect(Array(bytes[18...20]) == [0x10, UInt8(ascii: "1"), 0])
        #expect(Array(bytes[25...27]) == [0x10, UInt8(ascii: "2"), 0])
    }

    @Test("subscript replaces in place, nil removes; append keeps duplicates and lookup finds the last")
    func documentSemantics() {
        var document: SDLBSONDocument = ["a": .int32(1), "b": .int32(2)]
        document["a"] = .int32(3)
        #expect(document.keys == ["a", "b"])
        #expect(document["a"] == .int32(3))
        document["a"] = nil
        #expect(document.keys == ["b"])
        document.append("b", .string("again"))
        #expect(document.count == 2)
        #expect(document["b"] == .string("again"))
    }

    @Test("a key with a NUL byte cannot be encoded")
    func nulKey() {
        #expect(protocolError { _ = try SDLBSONEncoder.encode(["a\u{0}b": .int32(1)]) }?.code == .badBSON)
    }

    @Test("typed accessors do not convert between types")
    func strictAccessors() {
        #expect(SDLBSONValue.int64(5).int32Value == nil)
        #expect(SDLBSONValue.int32(5).int64Value == nil)
        #expect(SDLBSONValue.int32(5).int32Value == 5)
        #expect(SDLBSONValue.string("5").stringValue == "5")
    }
}

@Suite("BSON decoder refuses hostile documents")
struct BSONHostileTests {
    static func decode(_ bytes: [UInt8], depth: Int = SDLBSONDecoder.defaultMaximumDepth) -> SDLProtocolError? {
        protocolError { _ = try SDLBSONDecoder(maximumDepth: depth).decode(bytes) }
    }

    @Test("document lengths: negative, below 5, too large, off by one either way, huge")
    func documentLengths() {
        let good = hex("0C000000 10 6100 01000000 00")
        #expect(Self.decode(good) == nil)
        #expect(Self.decode(hex("FFFFFFFF 10 6100 01000000 00"))?.code == .badBSON)     // −1
        #expect(Self.decode(hex("04000000"))?.code == .badBSON)                         // below 5
        #expect(Self.decode(hex("0D000000 10 6100 01000000 00"))?.code == .badBSON)     // one too many
        #expect(Self.decode(hex("0B000000 10 6100 01000000 00"))?.code == .badBSON)     // one too few
        #expect(Self.decode(hex("FFFFFF7F 10 6100 01000000 00"))?.code == .badBSON)     // 2 GiB declared
        #expect(Self.decode(good + [0])?.code == .badBSON)                              // trailing byte
        #expect(Self.decode([])?.code == .badBSON)
        #expect(Self.decode(hex("050000"))?.code == .badBSON)
        #expect(Self.decode(hex("05000000 01"))?.code == .badBSON)                      // no final 0x00
    }

    @Test("string lengths: 0, negative, too large, off by one, missing NUL")
    func stringLengths() {
        func document(stringLength: [UInt8], body: [UInt8]) -> [UInt8] {
            let elements = [0x02, 0x73, 0x00] + stringLength + body
            let total = UInt32(4 + elements.count + 1)
            return [UInt8(total), 0, 0, 0] + elements + [0]
        }
        #expect(Self.decode(document(stringLength: hex("02000000"), body: hex("7800"))) == nil)
        #expect(Self.decode(document(stringLength: hex("00000000"), body: hex("7800")))?.code == .badBSON)
        #expect(Self.decode(document(stringLength: hex("FEFFFFFF"), body: hex("7800")))?.code == .badBSON)
        #expect(Self.decode(document(stringLength: hex("FFFFFF7F"), body: hex("7800")))?.code == .badBSON)
        #expect(Self.decode(document(stringLength: hex("03000000"), body: hex("7800")))?.code == .badBSON)
        #expect(Self.decode(document(stringLength: hex("01000000"), body: hex("7800")))?.code == .badBSON)
        #expect(Self.decode(document(stringLength: hex("02000000"), body: hex("7878")))?.code == .badBSON)
    }

    @Test("embedded lengths that reach past the parent are refused")
    func embeddedLengths() {
        // Outer 0x14 bytes; inner declares 0x0D (one more than it has).
        #expect(Self.decode(hex("14000000 03 7300 0D000000 10 6E00 FFFFFFFF 00 00"))?.code == .badBSON)
        #expect(Self.decode(hex("14000000 03 7300 0B000000 10 6E00 FFFFFFFF 00 00"))?.code == .badBSON)
    }

    @Test("unknown types, bad Booleans, bad UTF-8, unterminated keys, values past the end")
    func otherMalformations() {
        #expect(Self.decode(hex("0C000000 07 6100 01000000 00"))?.code == .badBSON)           // ObjectId type: unsupported
        #expect(Self.decode(hex("09000000 08 6200 02 00"))?.code == .badBSON)                 // Boolean 2
        #expect(Self.decode(hex("0B000000 02 6100 02000000 FF00 00"))?.code == .badBSON)      // bad UTF-8 value
        #expect(Self.decode(hex("0C000000 10 C300 01000000 00"))?.code == .badBSON)           // bad UTF-8 key
        #expect(Self.decode(hex("08000000 10 616161 00"))?.code == .badBSON)                  // key runs to the end
        #expect(Self.decode(hex("09000000 10 6100 0100 00"))?.code == .badBSON)               // int32 cut short
        #expect(Self.decode(hex("0B000000 12 6100 01000000 00"))?.code == .badBSON)           // int64 cut short
        #expect(Self.decode(hex("0A000000 00 6100 010000"))?.code == .badBSON)                // early terminator
    }

    @Test("nesting deeper than the limit is bsonTooDeep; exactly the limit is fine")
    func deepNesting() throws {
        func nested(_ levels: Int) throws -> [UInt8] {
            var document = SDLBSONDocument()
            for _ in 1..<levels { document = ["d": .document(document)] }
            return try SDLBSONEncoder.encode(document)
        }
        #expect(Self.decode(try nested(8), depth: 8) == nil)
        #expect(Self.decode(try nested(9), depth: 8)?.code == .bsonTooDeep)
        #expect(Self.decode(try nested(200))?.code == .bsonTooDeep)
        // Hand-made: arrays nested in one another, every length right, so only depth stops them.
        #expect(Self.decode(Self.nestedArrays(100), depth: 101) == nil, "the construction is valid BSON")
        #expect(Self.decode(Self.nestedArrays(10_000), depth: 1_000_000)?.code == .bsonTooDeep, "the depth ceiling applies")
        #expect(Self.decode(Self.nestedArrays(10_000))?.code == .bsonTooDeep)
    }

    static func nestedArrays(_ levels: Int) -> [UInt8] {
        var hostile: [UInt8] = []
        hostile.reserveCapacity(levels * 8 + 5)
        for level in 0..<levels {
            let size = UInt32(5 + 8 * (levels - level))
            hostile += [UInt8(truncatingIfNeeded: size), UInt8(truncatingIfNeeded: size >> 8), UInt8(truncatingIfNeeded: size >> 16), 0, 0x04, 0x61, 0x00]
        }
        hostile += [5, 0, 0, 0, 0]
        hostile += [UInt8](repeating: 0, count: levels)
        return hostile
    }
}
