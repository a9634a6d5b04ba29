/// The Poly1305 one-time authenticator (RFC 8439, 2.5): the message's 16-byte blocks, each with a 1
/// bit above it, as the coefficients of a polynomial evaluated at `r` modulo 2¹³⁰ − 5, plus `s`.
///
/// The accumulator and `r` are held as five 26-bit limbs in 64-bit words, so products never overflow
/// (the shape of poly1305-donna's 32-bit version).
struct Poly1305 {
    /// `r`, clamped, in 26-bit limbs.
    private let r: (UInt64, UInt64, UInt64, UInt64, UInt64)
    /// `s`, the second half of the key, as four little-endian 32-bit words.
    private let s: (UInt64, UInt64, UInt64, UInt64)
    /// The accumulator, in 26-bit limbs (each may briefly exceed 26 bits between reductions).
    private var h: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)

    private static let limbMask: UInt64 = 0x3ff_ffff

    /// An authenticator keyed by the 32-byte one-time key `r ‖ s`; `nil` unless `key` is 32 bytes.
    init?(key: [UInt8]) {
        guard key.count == 32 else { return nil }
        let t = (
            UInt64(LittleEndian.word(key, at: 0)), UInt64(LittleEndian.word(key, at: 4)),
            UInt64(LittleEndian.word(key, at: 8)), UInt64(LittleEndian.word(key, at: 12))
        )
        // The clamping of RFC 8439, 2.5.1, applied limb by limb.
        r = (
            t.0 & 0x3ff_ffff,
            ((t.0 >> 26) | (t.1 << 6)) & 0x3ff_ff03,
            ((t.1 >> 20) | (t.2 << 12)) & 0x3ff_c0ff,
            ((t.2 >> 14) | (t.3 << 18)) & 0x3f0_3fff,
            (t.3 >> 8) & 0x00f_ffff
        )
        s = (
            UInt64(LittleEndian.word(key, at: 16)), UInt64(LittleEndian.word(key, at: 20)),
            UInt64(LittleEndian.word(key, at: 24)), UInt64(LittleEndian.word(key, at: 28))
        )
    }

    /// The 16-byte tag of `message` under the one-time `key`; `nil` unless `key` is 32 bytes.
    static func authenticate(message: [UInt8], key: [UInt8]) -> [UInt8]? {
        guard var poly = Poly1305(key: key) else { return nil }
        poly.update(message, padWithZeros: false)
        return poly.finish()
    }

    /// Absorbs `message`. With `padWithZeros`, a last partial block is padded with zeros to 16 bytes
    /// and counted as a whole block (the AEAD construction of RFC 8439, 2.8, which then continues);
    /// without, it ends with a 1 byte and no 2¹²⁸ bit (RFC 8439, 2.5.1) and must be the last update.
    mutating func update(_ message: [UInt8], padWithZeros: Bool) {
        let wholeBlockBytes = message.count / 16 * 16
        message.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < wholeBlockBytes {
                absorb(Self.words(bytes, at: offset), highBit: 1 << 24)
                offset += 16
            }
            let remainder = message.count - wholeBlockBytes
            guard remainder > 0 else { return }
            var last = [UInt8](repeating: 0, count: 16)
            for index in 0..<remainder { last[index] = bytes[wholeBlockBytes + index] }
            if !padWithZeros { last[remainder] = 1 }
            last.withUnsafeBufferPointer { last in
                absorb(Self.words(last, at: 0), highBit: padWithZeros ? 1 << 24 : 0)
            }
        }
    }

    /// The tag: the accumulator reduced modulo 2¹³⁰ − 5, plus `s`, modulo 2¹²⁸, little-endian.
    func finish() -> [UInt8] {
        var (h0, h1, h2, h3, h4) = h
        // Carry fully, so that every limb is below 2²⁶ and h < 2¹³⁰ + small.
        var carry = h1 >> 26; h1 &= Self.limbMask
        h2 += carry; carry = h2 >> 26; h2 &= Self.limbMask
        h3 += carry; carry = h3 >> 26; h3 &= Self.limbMask
        h4 += carry; carry = h4 >> 26; h4 &= Self.limbMask
        h0 += carry * 5; carry = h0 >> 26; h0 &= Self.limbMask
        h1 += carry
        // h − p = h + 5 − 2¹³⁰: taken when it is not negative, that is when h ≥ p.
        var g0 = h0 + 5; carry = g0 >> 26; g0 &= Self.limbMask
        var g1 = h1 + carry; carry = g1 >> 26; g1 &= Self.limbMask
        var g2 = h2 + carry; carry = g2 >> 26; g2 &= Self.limbMask
        var g3 = h3 + carry; carry = g3 >> 26; g3 &= Self.limbMask
        let g4 = h4 + carry
        if g4 >= 1 << 26 {
            (h0, h1, h2, h3, h4) = (g0, g1, g2, g3, g4 - (1 << 26))
        }
        // To four 32-bit words (mod 2¹²⁸), then + s.
        let words = (
            (h0 | (h1 << 26)) & 0xffff_ffff,
            ((h1 >> 6) | (h2 << 20)) & 0xffff_ffff,
            ((h2 >> 12) | (h3 << 14)) & 0xffff_ffff,
            ((h3 >> 18) | (h4 << 8)) & 0xffff_ffff
        )
        var tag: [UInt8] = []
        tag.reserveCapacity(16)
        var carryOut: UInt64 = 0
        for (word, key) in [(words.0, s.0), (words.1, s.1), (words.2, s.2), (words.3, s.3)] {
            let sum = word + key + carryOut
            for shift in stride(from: 0, to: 32, by: 8) {
                tag.append(UInt8(truncatingIfNeeded: sum >> UInt64(shift)))
            }
            carryOut = sum >> 32
        }
        return tag
    }

    /// h = (h + block + highBit·2¹²⁸) · r mod 2¹³⁰ − 5 (partially reduced).
    private mutating func absorb(_ t: (UInt64, UInt64, UInt64, UInt64), highBit: UInt64) {
        let h0 = h.0 + (t.0 & Self.limbMask)
        let h1 = h.1 + (((t.0 >> 26) | (t.1 << 6)) & Self.limbMask)
        let h2 = h.2 + (((t.1 >> 20) | (t.2 << 12)) & Self.limbMask)
        let h3 = h.3 + (((t.2 >> 14) | (t.3 << 18)) & Self.limbMask)
        let h4 = h.4 + ((t.3 >> 8) | highBit)
        let (r0, r1, r2, r3, r4) = r
        let (s1, s2, s3, s4) = (r1 * 5, r2 * 5, r3 * 5, r4 * 5)
        let d0 = h0 * r0 + h1 * s4 + h2 * s3 + h3 * s2 + h4 * s1
        var d1 = h0 * r1 + h1 * r0 + h2 * s4 + h3 * s3 + h4 * s2
        var d2 = h0 * r2 + h1 * r1 + h2 * r0 + h3 * s4 + h4 * s3
        var d3 = h0 * r3 + h1 * r2 + h2 * r1 + h3 * r0 + h4 * s4
        var d4 = h0 * r4 + h1 * r3 + h2 * r2 + h3 * r1 + h4 * r0
        var carry = d0 >> 26
        var n0 = d0 & Self.limbMask
        d1 += carry; carry = d1 >> 26; let n1 = d1 & Self.limbMask
        d2 += carry; carry = d2 >> 26; let n2 = d2 & Self.limbMask
        d3 += carry; carry = d3 >> 26; let n3 = d3 & Self.limbMask
        d4 += carry; carry = d4 >> 26; let n4 = d4 & Self.limbMask
        n0 += carry * 5
        carry = n0 >> 26
        n0 &= Self.limbMask
        h = (n0, n1 + carry, n2, n3, n4)
    }

    /// Four little-endian 32-bit words from the 16 bytes of `bytes` at `offset` (the caller checks
    /// the range).
    @inline(__always)
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        func word(_ start: Int) -> UInt64 {
            UInt64(bytes[start]) | UInt64(bytes[start + 1]) << 8
                | UInt64(bytes[start + 2]) << 16 | UInt64(bytes[start + 3]) << 24
        }
        return (word(offset), word(offset + 4), word(offset + 8), word(offset + 12))
    }
}
