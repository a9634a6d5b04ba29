extension SDLJSONScanner {
    /// Parses a string starting at the opening quote at `position`.
    ///
    /// Strings without escapes (the common case) are scanned eight bytes at a time and become a `String`
    /// straight from the input bytes; only strings with escapes take the slower, buffering path.
    mutating func parseString() throws(SDLJSONSyntaxError) -> String {
        let quote = position
        position += 1
        let start = position
        guard let base = bytes.baseAddress else {
            throw error("unterminated string", at: quote)
        }
        // Skip eight-byte words that contain no quote, backslash or control character, remembering
        // whether any byte was non-ASCII (only then does the content need UTF-8 validation).
        var seenBits: UInt64 = 0
        while position + 8 <= end {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            if Self.wordNeedsAttention(word) { break }
            seenBits |= word
            position += 8
        }
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                if seenBits & 0x8080_8080_8080_8080 != 0,
                   let invalid = Self.firstInvalidUTF8(in: bytes, from: start, to: position) {
                    throw error("invalid UTF-8", at: invalid)
                }
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return string
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(quote: quote, contentStart: start)
            }
            if byte < 0x20 {
                throw controlCharacterError(at: position)
            }
            seenBits |= UInt64(byte)
            position += 1
        }
        throw error("unterminated string", at: quote)
    }

    /// Continues a string from its first backslash at `position`, decoding escapes into a buffer.
    private mutating func parseEscapedString(
        quote: Int,
        contentStart: Int
    ) throws(SDLJSONSyntaxError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(position - contentStart + 16)
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
        var runStart = position
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                // Escapes only produce valid UTF-8, so validating the raw bytes validates the result.
                if let invalid = Self.firstInvalidUTF8(in: bytes, from: contentStart, to: position) {
                    throw error("invalid UTF-8", at: invalid)
                }
                position += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                try decodeEscape(into: &decoded, quote: quote)
                runStart = position
                continue
            }
            if byte < 0x20 {
                throw controlCharacterError(at: position)
            }
            position += 1
        }
        throw error("unterminated string", at: quote)
    }

    /// Decodes the escape sequence at `position` (a backslash) and moves past it.
    private mutating func decodeEscape(into decoded: inout [UInt8], quote: Int) throws(SDLJSONSyntaxError) {
        let backslash = position
        guard backslash + 1 < end else {
            throw error("unterminated string", at: quote)
        }
        let replacement: UInt8
        switch bytes[backslash + 1] {
        case UInt8(ascii: "\""): replacement = 0x22
        case UInt8(ascii: "\\"): replacement = 0x5C
        case UInt8(ascii: "/"): replacement = 0x2F
        case UInt8(ascii: "b"): replacement = 0x08
        case UInt8(ascii: "f"): replacement = 0x0C
        case UInt8(ascii: "n"): replacement = 0x0A
        case UInt8(ascii: "r"): replacement = 0x0D
        case UInt8(ascii: "t"): replacement = 0x09
        case UInt8(ascii: "u"):
            try decodeUnicodeEscape(into: &decoded, quote: quote)
            return
        default:
            let shown = describeByte(at: backslash + 1)
            throw error("invalid escape sequence: backslash followed by \(shown)", at: backslash)
        }
        decoded.append(replacement)
        position = backslash + 2
    }

    /// Decodes `\uXXXX` (and a following low surrogate escape when the first is a high surrogate).
    private mutating func decodeUnicodeEscape(into decoded: inout [UInt8], quote: Int) throws(SDLJSONSyntaxError) {
        let backslash = position
        let first = try readHex4(at: backslash + 2, escapeStart: backslash, quote: quote)
        var scalarValue = first
        var escapeEnd = backslash + 6
        switch first {
        case 0xD800...0xDBFF:
            guard escapeEnd + 1 < end,
                  bytes[escapeEnd] == UInt8(ascii: "\\"),
                  bytes[escapeEnd + 1] == UInt8(ascii: "u")
            else {
                throw error("unpaired UTF-16 surrogate \\u\(Self.hex4(first)) in string", at: backslash)
            }
            let second = try readHex4(at: escapeEnd + 2, escapeStart: escapeEnd, quote: quote)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error("unpaired UTF-16 surrogate \\u\(Self.hex4(first)) in string", at: backslash)
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            escapeEnd += 6
        case 0xDC00...0xDFFF:
            throw error("unpaired UTF-16 surrogate \\u\(Self.hex4(first)) in string", at: backslash)
        default:
            break
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error("invalid unicode escape", at: backslash)
        }
        UTF8.encode(scalar) { decoded.append($0) }
        position = escapeEnd
    }

    /// Reads four hex digits at `offset` as the payload of the `\u` escape at `escapeStart`.
    private func readHex4(at offset: Int, escapeStart: Int, quote: Int) throws(SDLJSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        var index = offset
        while index < offset + 4 {
            guard index < end else {
                throw error("unterminated string", at: quote)
            }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw error("invalid \\u escape: expected 4 hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private static func hex4(_ value: UInt32) -> String {
        hex(UInt8(truncatingIfNeeded: value >> 8)) + hex(UInt8(truncatingIfNeeded: value))
    }

    private func controlCharacterError(at offset: Int) -> SDLJSONSyntaxError {
        error("unescaped control character 0x\(Self.hex(bytes[offset])) in string", at: offset)
    }

    /// Whether an eight-byte word contains `"`, `\` or a byte below `0x20` (a SWAR test; exact).
    @inline(__always)
    private static func wordNeedsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highs != 0
    }
}
