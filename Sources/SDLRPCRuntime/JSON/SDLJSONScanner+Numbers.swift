extension SDLJSONScanner {
    /// Exact powers of ten representable as `Double` (10^0 ... 10^22), for the fast float path.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses a number at `position` following the RFC 8259 grammar
    /// `[ "-" ] ( "0" / [1-9] *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ]`.
    mutating func parseNumber() throws(SDLJSONSyntaxError) -> SDLJSONValue {
        let start = position
        let isNegative = bytes[position] == UInt8(ascii: "-")
        if isNegative {
            position += 1
        }
        guard position < end, Self.isDigit(bytes[position]) else {
            throw error("expected digit after '-'", at: position)
        }

        // Up to 19 significant digits are accumulated exactly (10^19 - 1 < 2^64).
        var significand: UInt64 = 0
        var digitCount = 0
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            digitCount = 1
            if position < end, Self.isDigit(bytes[position]) {
                throw error("leading zeros are not allowed", at: position - 1)
            }
        } else {
            accumulateDigits(into: &significand, count: &digitCount)
        }
        let integerDigits = digitCount

        var isFloat = false
        if position < end, bytes[position] == UInt8(ascii: ".") {
            isFloat = true
            position += 1
            guard position < end, Self.isDigit(bytes[position]) else {
                throw error("expected digit after decimal point", at: position)
            }
            accumulateDigits(into: &significand, count: &digitCount)
        }
        let fractionDigits = digitCount - integerDigits

        var exponent = 0
        if position < end, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isFloat = true
            position += 1
            var exponentIsNegative = false
            if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                exponentIsNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < end, Self.isDigit(bytes[position]) else {
                throw error("expected digit in exponent", at: position)
            }
            while position < end, Self.isDigit(bytes[position]) {
                // Saturate: anything beyond this is out of range (or zero) for a Double anyway.
                if exponent < 1_000_000 {
                    exponent = exponent * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                }
                position += 1
            }
            if exponentIsNegative {
                exponent = -exponent
            }
        }

        if !isFloat, digitCount <= 19 {
            if isNegative {
                if significand <= UInt64(Int.max) {
                    return .integer(-Int(significand))
                }
                if significand == UInt64(Int.max) + 1 {
                    return .integer(Int.min)
                }
            } else if significand <= UInt64(Int.max) {
                return .integer(Int(significand))
            }
        }

        // Clinger's fast path: an exact significand below 2^53 scaled by an exact power of ten is
        // correctly rounded by a single IEEE multiplication or division.
        let scale = exponent - fractionDigits
        if digitCount <= 15, scale >= -22, scale <= 22 {
            var result = Double(significand)
            if scale >= 0 {
                result *= Self.exactPowersOfTen[scale]
            } else {
                result /= Self.exactPowersOfTen[-scale]
            }
            return .float(isNegative ? -result : result)
        }

        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let result = Double(text) else {
            throw error("invalid number", at: start)
        }
        guard result.isFinite else {
            throw error("number out of range", at: start)
        }
        return .float(result)
    }

    @inline(__always)
    private mutating func accumulateDigits(into significand: inout UInt64, count: inout Int) {
        while position < end {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return }
            if count < 19 {
                significand = significand &* 10 &+ UInt64(digit)
            }
            count += 1
            position += 1
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
