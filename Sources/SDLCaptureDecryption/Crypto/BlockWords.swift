/// A 16-byte block as four big-endian 32-bit words, the form ``AES`` works in.
enum BlockWords {
    /// The four words of the 16 bytes of `bytes` from `offset` (the caller checks the range).
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, UInt32, UInt32, UInt32) {
        func word(_ start: Int) -> UInt32 {
            UInt32(bytes[start]) << 24 | UInt32(bytes[start + 1]) << 16
                | UInt32(bytes[start + 2]) << 8 | UInt32(bytes[start + 3])
        }
        return (word(offset), word(offset + 4), word(offset + 8), word(offset + 12))
    }

    /// The four words of the 16 bytes of `bytes` from `offset` (the caller checks the range).
    static func load(_ bytes: [UInt8], at offset: Int) -> (UInt32, UInt32, UInt32, UInt32) {
        bytes.withUnsafeBufferPointer { load($0, at: offset) }
    }

    /// The 16 bytes of four words, most significant byte first.
    static func bytes(of block: (UInt32, UInt32, UInt32, UInt32)) -> [UInt8] {
        (0..<16).map { byte($0, of: block) }
    }

    /// Byte `index` (0–15) of a block, most significant byte of the first word first.
    @inline(__always)
    static func byte(_ index: Int, of block: (UInt32, UInt32, UInt32, UInt32)) -> UInt8 {
        let word: UInt32
        switch index >> 2 {
        case 0: word = block.0
        case 1: word = block.1
        case 2: word = block.2
        default: word = block.3
        }
        return UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * (index & 3)))
    }
}
