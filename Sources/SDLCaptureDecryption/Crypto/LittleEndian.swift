/// Little-endian conversions for ChaCha20 and Poly1305, which read and write words low byte first.
enum LittleEndian {
    /// The 32-bit words of `bytes` (a multiple of 4 bytes), low byte first.
    static func words(of bytes: [UInt8]) -> [UInt32] {
        stride(from: 0, to: bytes.count - 3, by: 4).map { word(bytes, at: $0) }
    }

    /// The 32-bit word of the 4 bytes of `bytes` from `offset`, low byte first.
    @inline(__always)
    static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// The 8 bytes of `value`, low byte first.
    static func bytes(of value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * $0)) }
    }
}
