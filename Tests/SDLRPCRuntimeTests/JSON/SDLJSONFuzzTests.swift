import SDLRPCRuntime
import Testing

@Suite("SDLJSONParser – fuzzing")
struct SDLJSONFuzzTests {
    /// Bytes that make up JSON, plus a few troublemakers (invalid UTF-8, control characters).
    static let alphabet: [UInt8] = Array(#"{}[],:"\/-+.eE0123456789tfnrubu"#.utf8)
        + Array("truefalsenull \t\n\r".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xA9, 0xED, 0xF0, 0xFF]

    static let seeds: [String] = [
        #"{"a":[1,2.5,-3e-2,true,false,null],"b":{"c":"d\u00e9\ud83d\ude00\n"}}"#,
        #"[[[[{"x":[]}]]],"long string with no escapes at all",{"":0}]"#,
        #"{"rpc":{"name":"Show","parameters":{"mainField1":"hi","graphic":{"value":"a.png"}}}}"#,
    ]

    @Test("random bytes either parse or throw a well-formed error, never crash")
    func randomBytes() {
        var random = SeededGenerator(seed: 0x5D1_0001)
        var parsedCount = 0
        for _ in 0..<3_000 {
            let length = Int(random.next(upperBound: 48))
            let bytes = (0..<length).map { _ in
                Self.alphabet[Int(random.next(upperBound: UInt64(Self.alphabet.count)))]
            }
            if Self.check(bytes) {
                parsedCount += 1
            }
        }
        // Short random strings such as "1" or "[]" parse now and then; the run must not be all-errors.
        #expect(parsedCount > 0)
    }

    @Test("mutated valid documents either parse and round-trip or throw, never crash")
    func mutatedDocuments() {
        var random = SeededGenerator(seed: 0x5D1_0002)
        var parsedCount = 0
        var failedCount = 0
        for iteration in 0..<3_000 {
            var bytes = Array(Self.seeds[iteration % Self.seeds.count].utf8)
            let mutations = 1 + Int(random.next(upperBound: 3))
            for _ in 0..<mutations where !bytes.isEmpty {
                let position = Int(random.next(upperBound: UInt64(bytes.count)))
                switch random.next(upperBound: 4) {
                case 0:
                    bytes[position] = Self.alphabet[Int(random.next(upperBound: UInt64(Self.alphabet.count)))]
                case 1:
                    bytes.remove(at: position)
                case 2:
                    bytes.insert(Self.alphabet[Int(random.next(upperBound: UInt64(Self.alphabet.count)))], at: position)
                default:
                    bytes.removeSubrange(position...)
                }
            }
            if Self.check(bytes) {
                parsedCount += 1
            } else {
                failedCount += 1
            }
        }
        #expect(parsedCount > 0)
        #expect(failedCount > 0)
    }

    /// Parses `bytes`; on success checks that serializing and re-parsing is lossless, on failure checks
    /// that the error points inside the input. Returns whether parsing succeeded.
    private static func check(_ bytes: [UInt8]) -> Bool {
        do {
            let value = try SDLJSONParser.parse(bytes)
            let serialized = SDLJSONSerializer.serialize(value)
            let reparsed = try? SDLJSONParser.parse(serialized)
            #expect(reparsed == value, "round trip of \(bytes)")
            return true
        } catch {
            #expect(error.offset >= 0 && error.offset <= bytes.count, "offset of \(bytes)")
            #expect(error.line >= 1 && error.column >= 1, "position of \(bytes)")
            #expect(!error.message.isEmpty)
            return false
        }
    }
}
