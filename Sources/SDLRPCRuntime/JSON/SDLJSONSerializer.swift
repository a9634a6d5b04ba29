/// Writes ``SDLJSONValue`` as UTF-8 JSON text.
///
/// - Output is compact by default (`{"a":1,"b":[true,null]}`); object members are written in stored order
///   unless ``Options/sortedKeys`` is given.
/// - Strings escape only what RFC 8259 requires: `"` and `\` as `\"` and `\\`; control characters below
///   `0x20` as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX` (lowercase hex). `/` and non-ASCII characters are
///   written as they are.
/// - Integers are written in decimal. Floats use the shortest representation that reads back to the same
///   `Double` (Swift's `description`, e.g. `0.1`, `5.0`, `1e+20`), and always with a `.` or exponent so that
///   they parse back as ``SDLJSONValue/float(_:)``. Non-finite floats (infinity, NaN) have no JSON form and
///   are written as `null`.
public struct SDLJSONSerializer: Sendable {
    /// Formatting options.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates options from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Writes object members sorted by key (byte-wise on UTF-8; stable for repeated keys).
        public static let sortedKeys = Options(rawValue: 1 << 0)

        /// Writes one element or member per line, indented by two spaces per level, with `": "` after
        /// keys. Empty arrays and objects stay `[]` and `{}`. No trailing newline.
        public static let prettyPrinted = Options(rawValue: 1 << 1)
    }

    /// Serializes `value` to UTF-8 bytes.
    public static func serialize(_ value: SDLJSONValue, options: Options = []) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output, options: options, depth: 0)
        return output
    }

    /// Serializes `value` to a string.
    public static func serializeToString(_ value: SDLJSONValue, options: Options = []) -> String {
        String(decoding: serialize(value, options: options), as: UTF8.self)
    }

    private static func write(_ value: SDLJSONValue, into output: inout [UInt8], options: Options, depth: Int) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: flag ? "true".utf8 : "false".utf8)
        case .integer(let number):
            writeInteger(number, into: &output)
        case .float(let number):
            writeFloat(number, into: &output)
        case .string(let string):
            writeString(string, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 {
                    output.append(UInt8(ascii: ","))
                }
                writeNewline(into: &output, options: options, depth: depth + 1)
                write(element, into: &output, options: options, depth: depth + 1)
            }
            writeNewline(into: &output, options: options, depth: depth)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            if options.contains(.sortedKeys) {
                let sorted = object.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                for (position, member) in sorted.enumerated() {
                    writeMember(member, isFirst: position == 0, into: &output, options: options, depth: depth + 1)
                }
            } else {
                var isFirst = true
                for member in object {
                    writeMember(member, isFirst: isFirst, into: &output, options: options, depth: depth + 1)
                    isFirst = false
                }
            }
            writeNewline(into: &output, options: options, depth: depth)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeMember(
        _ member: SDLJSONObject.Element,
        isFirst: Bool,
        into output: inout [UInt8],
        options: Options,
        depth: Int
    ) {
        if !isFirst {
            output.append(UInt8(ascii: ","))
        }
        writeNewline(into: &output, options: options, depth: depth)
        writeString(member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        if options.contains(.prettyPrinted) {
            output.append(UInt8(ascii: " "))
        }
        write(member.value, into: &output, options: options, depth: depth)
    }

    @inline(__always)
    private static func writeNewline(into output: inout [UInt8], options: Options, depth: Int) {
        guard options.contains(.prettyPrinted) else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private static func writeInteger(_ number: Int, into output: inout [UInt8]) {
        if number < 0 {
            output.append(UInt8(ascii: "-"))
        }
        var magnitude = number.magnitude
        var digitCount = 1
        var threshold: UInt = 10
        while magnitude >= threshold {
            digitCount += 1
            let (next, overflow) = threshold.multipliedReportingOverflow(by: 10)
            if overflow { break }
            threshold = next
        }
        let start = output.count
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digitCount))
        var position = start + digitCount
        repeat {
            position -= 1
            output[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    private static func writeFloat(_ number: Double, into output: inout [UInt8]) {
        guard number.isFinite else {
            output.append(contentsOf: "null".utf8)
            return
        }
        let text = number.description.utf8
        output.append(contentsOf: text)
        let looksLikeFloat = text.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        if !looksLikeFloat {
            output.append(contentsOf: ".0".utf8)
        }
    }

    private static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { buffer in
            writeEscaped(buffer, into: &output)
        }
        if done == nil {
            Array(string.utf8).withUnsafeBufferPointer { buffer in
                writeEscaped(buffer, into: &output)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            default:
                output.append(contentsOf: "u00".utf8)
                output.append(lowercaseHexDigit(byte >> 4))
                output.append(lowercaseHexDigit(byte & 0x0F))
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    @inline(__always)
    private static func lowercaseHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
