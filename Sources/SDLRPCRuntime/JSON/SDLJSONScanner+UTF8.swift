extension SDLJSONScanner {
    /// The offset of the first byte of the first invalid UTF-8 sequence in `bytes[start..<stop]`, or `nil`
    /// when the range is valid (no overlong forms, no encoded surrogates, nothing above U+10FFFF).
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int) -> Int? {
        var index = start
        while index < stop {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length = utf8SequenceLength(lead)
            guard length > 1, index + length <= stop else { return index }
            // Allowed range of the second byte depends on the lead byte (no overlongs, no surrogates,
            // nothing above U+10FFFF); later continuation bytes are always 0x80...0xBF.
            let secondRange: ClosedRange<UInt8> =
                switch lead {
                case 0xE0: 0xA0...0xBF
                case 0xED: 0x80...0x9F
                case 0xF0: 0x90...0xBF
                case 0xF4: 0x80...0x8F
                default: 0x80...0xBF
                }
            guard secondRange.contains(bytes[index + 1]) else { return index }
            var continuation = index + 2
            while continuation < index + length {
                guard (0x80...0xBF).contains(bytes[continuation]) else { return index }
                continuation += 1
            }
            index += length
        }
        return nil
    }

    /// The length of the UTF-8 sequence a lead byte announces, or 0 for a byte that cannot lead one.
    static func utf8SequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }
}
