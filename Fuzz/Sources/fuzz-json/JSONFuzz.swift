import FuzzSupport
import SDLRPCRuntime

/// `SDLJSONParser` on arbitrary bytes. Besides never trapping:
/// - a syntax error points inside the input (offset ≤ count, line and column ≥ 1);
/// - the byte, raw-buffer and (for valid UTF-8) string entry points agree;
/// - a depth limit only ever turns success into failure, never changes a value;
/// - what parses serializes (plain, sorted, pretty) to text that parses back to the same value,
///   and serializing is stable after one round.
enum JSONFuzz {
    static func run(_ bytes: [UInt8]) {
        let result = parse(bytes)
        if case .failure(let error) = result {
            fuzzExpect(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside 0…\(bytes.count)")
            fuzzExpect(error.line >= 1 && error.column >= 1, "error at line \(error.line) column \(error.column)")
        }
        let raw = bytes.withUnsafeBytes { buffer in Result { () throws(SDLJSONSyntaxError) in try SDLJSONParser.parse(buffer) } }
        fuzzExpect(raw == result, "the raw-buffer parse differs from the byte parse")
        if let text = String(validating: bytes, as: UTF8.self) {
            let fromString = Result { () throws(SDLJSONSyntaxError) in try SDLJSONParser.parse(text) }
            fuzzExpect(fromString == result, "the String parse differs from the byte parse")
        }
        let shallow = Result { () throws(SDLJSONSyntaxError) in try SDLJSONParser.parse(bytes, maximumDepth: 4) }
        if case .success(let value) = shallow {
            fuzzExpect(result == .success(value), "a depth-limited parse succeeded where the full one did not agree")
        }
        guard case .success(let value) = result else { return }
        roundTrip(value)
    }

    static func parse(_ bytes: [UInt8]) -> Result<SDLJSONValue, SDLJSONSyntaxError> {
        Result { () throws(SDLJSONSyntaxError) in try SDLJSONParser.parse(bytes) }
    }

    static func roundTrip(_ value: SDLJSONValue) {
        for options in [SDLJSONSerializer.Options(), .sortedKeys, .prettyPrinted] {
            let text = SDLJSONSerializer.serialize(value, options: options)
            guard case .success(let again) = parse(text) else {
                fuzzExpect(false, "serialized JSON (\(options.rawValue)) does not parse: \(String(decoding: text, as: UTF8.self))")
                return
            }
            if options.contains(.sortedKeys) {
                fuzzExpect(SDLJSONSerializer.serialize(again, options: options) == text, "sorted serialization is not stable")
            } else {
                fuzzExpect(again == value, "serialize → parse changed the value: \(String(decoding: text, as: UTF8.self))")
            }
        }
    }
}
