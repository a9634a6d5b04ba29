/// The AES S-box and the combined SubBytes–MixColumns round tables, computed once from the field
/// arithmetic of FIPS 197 rather than typed in.
struct AESTables: Sendable {
    /// The S-box (FIPS 197, 5.1.1).
    let sBox: [UInt8]
    /// Four tables of 256 words, one after the other: the first holds, for the byte `x`, the column
    /// `(2·S[x], S[x], S[x], 3·S[x])` as a big-endian word; each next one is the previous rotated
    /// right by 8 bits.
    let round: [UInt32]

    /// The tables, computed on first use.
    static let shared = AESTables()

    private init() {
        var box = [UInt8](repeating: 0, count: 256)
        // Walk the multiplicative group with generator 3: p runs through every non-zero element,
        // q through their inverses; the S-box is the affine map of the inverse.
        var p: UInt8 = 1
        var q: UInt8 = 1
        repeat {
            p = p ^ Self.timesTwo(p)  // p · 3
            q ^= q &<< 1  // q / 3
            q ^= q &<< 2
            q ^= q &<< 4
            if q & 0x80 != 0 { q ^= 0x09 }
            box[Int(p)] = q ^ q.rotatedLeft(1) ^ q.rotatedLeft(2) ^ q.rotatedLeft(3) ^ q.rotatedLeft(4) ^ 0x63
        } while p != 1
        box[0] = 0x63
        sBox = box

        var tables = [UInt32](repeating: 0, count: 1024)
        for x in 0..<256 {
            let s = box[x]
            let double = Self.timesTwo(s)
            let word = UInt32(double) << 24 | UInt32(s) << 16 | UInt32(s) << 8 | UInt32(double ^ s)
            tables[x] = word
            tables[256 + x] = word.rotatedRight(8)
            tables[512 + x] = word.rotatedRight(16)
            tables[768 + x] = word.rotatedRight(24)
        }
        round = tables
    }

    /// `x · 2` in GF(2⁸) modulo the AES polynomial x⁸ + x⁴ + x³ + x + 1.
    static func timesTwo(_ x: UInt8) -> UInt8 {
        (x &<< 1) ^ (x & 0x80 != 0 ? 0x1b : 0)
    }

    /// SubWord (FIPS 197, 5.2): the S-box on each byte of `word`.
    func substituteBytes(of word: UInt32) -> UInt32 {
        UInt32(sBox[Int(word >> 24)]) << 24 | UInt32(sBox[Int((word >> 16) & 0xff)]) << 16
            | UInt32(sBox[Int((word >> 8) & 0xff)]) << 8 | UInt32(sBox[Int(word & 0xff)])
    }
}
