/// The byte-level engine behind ``SDLJSONParser``.
///
/// It walks a contiguous UTF-8 buffer once. Containers are tracked on explicit stacks rather than by
/// recursion, so nesting depth is bounded only by `maximumDepth`, never by the thread's stack. The
/// elements (and keys) of all open containers share two scratch stacks; when a container closes, its
/// elements become one exactly-sized array, so building a container costs a single allocation. Every read
/// is preceded by a bounds check against `end`, and all arithmetic on input-derived numbers is either
/// bounded or overflow-checked.
struct SDLJSONScanner {
    /// An open array or object: where its elements (and keys) start on the scratch stacks.
    private struct Container {
        var isObject: Bool
        var valuesStart: Int
        var keysStart: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let maximumDepth: Int
    var position = 0

    /// The open containers, innermost last.
    private var containers: [Container] = []
    /// The finished elements of all open containers, innermost container's last. Only the first
    /// `valueCount` slots are live; the rest hold `.null` placeholders left behind by moves, so popping
    /// never has to shrink (and re-grow) the array.
    private var scratchValues: [SDLJSONValue] = []
    private var valueCount = 0
    /// The keys of all open objects (first `keyCount` live); a key is pushed before its value is parsed.
    private var scratchKeys: [String] = []
    private var keyCount = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.end = bytes.count
        self.maximumDepth = maximumDepth
    }

    /// Parses exactly one value surrounded by optional whitespace.
    mutating func parseDocument() throws(SDLJSONSyntaxError) -> SDLJSONValue {
        skipWhitespace()
        guard position < end else {
            throw error("empty input", at: position)
        }
        var value: SDLJSONValue
        parsing: while true {
            // Parse one value at `position` (whitespace already skipped).
            guard position < end else {
                throw error("unexpected end of input", at: position)
            }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                try checkDepth()
                position += 1
                skipWhitespace()
                if position < end, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    value = .object(SDLJSONObject())
                } else {
                    let key = try parseKey()
                    openContainer(isObject: true)
                    pushKey(key)
                    continue parsing
                }
            case UInt8(ascii: "["):
                try checkDepth()
                position += 1
                skipWhitespace()
                if position < end, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    value = .array([])
                } else {
                    openContainer(isObject: false)
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try parseNumber()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                value = try parseLiteral()
            default:
                throw unexpectedCharacter(at: position)
            }

            // Hand the finished value to the enclosing containers, closing as many as end here.
            while let container = containers.last {
                pushValue(value)
                skipWhitespace()
                if container.isObject {
                    if position < end, bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                        pushKey(try parseKey())
                        continue parsing
                    }
                    guard position < end, bytes[position] == UInt8(ascii: "}") else {
                        throw error("expected ',' or '}' after object member", at: position)
                    }
                    position += 1
                    value = .object(takeObject(container))
                } else {
                    if position < end, bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                        continue parsing
                    }
                    guard position < end, bytes[position] == UInt8(ascii: "]") else {
                        throw error("expected ',' or ']' after array element", at: position)
                    }
                    position += 1
                    value = .array(takeElements(container))
                }
                containers.removeLast()
            }
            break parsing
        }
        skipWhitespace()
        guard position == end else {
            throw error("trailing characters after JSON value", at: position)
        }
        return value
    }

    /// Parses an object key and the `:` after it, leaving `position` at the member's value.
    private mutating func parseKey() throws(SDLJSONSyntaxError) -> String {
        guard position < end else {
            throw error("expected string key in object", at: position)
        }
        guard bytes[position] == UInt8(ascii: "\"") else {
            throw error("expected string key in object, got \(describeByte(at: position))", at: position)
        }
        let key = try parseString()
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: ":") else {
            throw error("expected ':' after object key", at: position)
        }
        position += 1
        skipWhitespace()
        return key
    }

    /// Parses `true`, `false` or `null`; any other word is an invalid literal.
    private mutating func parseLiteral() throws(SDLJSONSyntaxError) -> SDLJSONValue {
        let start = position
        while position < end, Self.isWordByte(bytes[position]) {
            position += 1
        }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if word.elementsEqual("true".utf8) { return .bool(true) }
        if word.elementsEqual("false".utf8) { return .bool(false) }
        if word.elementsEqual("null".utf8) { return .null }
        let shown = String(decoding: word.prefix(32), as: UTF8.self) + (word.count > 32 ? "..." : "")
        throw error("invalid literal '\(shown)'", at: start)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private mutating func openContainer(isObject: Bool) {
        if containers.isEmpty {
            containers.reserveCapacity(8)
            scratchValues.reserveCapacity(32)
            scratchKeys.reserveCapacity(16)
        }
        containers.append(Container(isObject: isObject, valuesStart: valueCount, keysStart: keyCount))
    }

    @inline(__always)
    private mutating func pushValue(_ value: SDLJSONValue) {
        if valueCount < scratchValues.count {
            scratchValues[valueCount] = value
        } else {
            scratchValues.append(value)
        }
        valueCount += 1
    }

    @inline(__always)
    private mutating func pushKey(_ key: String) {
        if keyCount < scratchKeys.count {
            scratchKeys[keyCount] = key
        } else {
            scratchKeys.append(key)
        }
        keyCount += 1
    }

    /// Moves the elements of the closing array off the scratch stack into an exactly-sized array.
    ///
    /// Moving (rather than copying) avoids a retain and a release per element; the vacated scratch slots
    /// are refilled with trivial placeholders.
    private mutating func takeElements(_ container: Container) -> [SDLJSONValue] {
        let start = container.valuesStart
        let count = valueCount - start
        var elements: [SDLJSONValue] = []
        elements.reserveCapacity(count)
        scratchValues.withUnsafeMutableBufferPointer { scratch in
            for index in start..<(start + count) {
                elements.append(scratch.moveElement(from: index))
                scratch.initializeElement(at: index, to: .null)
            }
        }
        valueCount = start
        return elements
    }

    /// Moves the keys and values of the closing object off the scratch stacks into its members.
    private mutating func takeObject(_ container: Container) -> SDLJSONObject {
        let valuesStart = container.valuesStart
        let keysStart = container.keysStart
        let count = min(valueCount - valuesStart, keyCount - keysStart)
        var keysAreUnique = true
        var members: [SDLJSONObject.Member] = []
        members.reserveCapacity(count)
        scratchKeys.withUnsafeMutableBufferPointer { keyScratch in
            scratchValues.withUnsafeMutableBufferPointer { valueScratch in
                let keys = UnsafeMutableBufferPointer(rebasing: keyScratch[keysStart..<(keysStart + count)])
                let values = UnsafeMutableBufferPointer(rebasing: valueScratch[valuesStart..<(valuesStart + count)])
                if count <= SDLJSONObject.indexThreshold {
                    keysAreUnique = Self.keysAreUnique(keys)
                }
                for index in 0..<count {
                    members.append(
                        SDLJSONObject.Member(key: keys.moveElement(from: index), value: values.moveElement(from: index))
                    )
                    keys.initializeElement(at: index, to: "")
                    values.initializeElement(at: index, to: .null)
                }
            }
        }
        keyCount = keysStart
        valueCount = valuesStart
        return SDLJSONObject(members: members, keysAreUnique: keysAreUnique)
    }

    /// Whether no key repeats (quadratic; only used for small objects).
    private static func keysAreUnique(_ keys: UnsafeMutableBufferPointer<String>) -> Bool {
        var position = 1
        while position < keys.count {
            var other = 0
            while other < position {
                if keys[other] == keys[position] {
                    return false
                }
                other += 1
            }
            position += 1
        }
        return true
    }

    private func checkDepth() throws(SDLJSONSyntaxError) {
        if containers.count >= maximumDepth {
            throw error("nesting deeper than \(maximumDepth) levels", at: position)
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < end {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09:
                position += 1
            default:
                return
            }
        }
    }

    // MARK: Errors

    /// An error at byte `offset` with line and column computed from the input.
    func error(_ message: String, at offset: Int) -> SDLJSONSyntaxError {
        SDLJSONSyntaxError(message: message, offset: offset, in: bytes)
    }

    /// The error for a byte that cannot start (or continue) a value here.
    func unexpectedCharacter(at offset: Int) -> SDLJSONSyntaxError {
        guard offset < end else {
            return error("unexpected end of input", at: offset)
        }
        if bytes[offset] >= 0x80, Self.firstInvalidUTF8(in: bytes, from: offset, to: min(end, offset + 4)) == offset {
            return error("invalid UTF-8", at: offset)
        }
        return error("unexpected \(describeByte(at: offset))", at: offset)
    }

    /// A human-readable description of the character at `offset`: `character 'x'`,
    /// `control character 0x01`, `character U+00E9` or `end of input`.
    func describeByte(at offset: Int) -> String {
        guard offset < end else { return "end of input" }
        let byte = bytes[offset]
        switch byte {
        case 0x00..<0x20, 0x7F:
            return "control character 0x\(Self.hex(byte))"
        case 0x20..<0x7F:
            return "character '\(Character(Unicode.Scalar(byte)))'"
        default:
            let limit = min(end, offset + 4)
            if Self.firstInvalidUTF8(in: bytes, from: offset, to: limit) == offset {
                return "invalid UTF-8 byte 0x\(Self.hex(byte))"
            }
            let length = Self.utf8SequenceLength(byte)
            let sequence = UnsafeBufferPointer(rebasing: bytes[offset..<min(end, offset + length)])
            let scalar = String(decoding: sequence, as: UTF8.self).unicodeScalars.first
            let code = scalar.map { String($0.value, radix: 16, uppercase: true) } ?? "FFFD"
            return "character U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }
}
