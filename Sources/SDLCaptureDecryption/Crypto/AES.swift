/// The AES block cipher (FIPS 197), encryption direction only — all that counter mode, and so GCM,
/// needs. Keys of 16 bytes (AES-128, 10 rounds) or 32 bytes (AES-256, 14 rounds).
///
/// Table-driven: each round is sixteen look-ups in ``AESTables`` and a few XORs.
struct AES: Sendable {
    /// The expanded key: 4 words per round, plus the initial whitening words.
    private let roundKeys: [UInt32]
    /// 10 for AES-128, 14 for AES-256.
    private let rounds: Int

    /// The cipher for `key`; `nil` unless `key` is 16 or 32 bytes.
    init?(key: [UInt8]) {
        guard key.count == 16 || key.count == 32 else { return nil }
        let keyWords = key.count / 4
        rounds = keyWords + 6
        let tables = AESTables.shared
        var words = [UInt32](repeating: 0, count: 4 * (rounds + 1))
        for index in 0..<keyWords {
            words[index] = UInt32(key[4 * index]) << 24 | UInt32(key[4 * index + 1]) << 16
                | UInt32(key[4 * index + 2]) << 8 | UInt32(key[4 * index + 3])
        }
        var roundConstant: UInt32 = 0x01
        for index in keyWords..<words.count {
            var word = words[index - 1]
            if index % keyWords == 0 {
                word = tables.substituteBytes(of: word.rotatedLeft(8)) ^ (roundConstant << 24)
                roundConstant = UInt32(AESTables.timesTwo(UInt8(truncatingIfNeeded: roundConstant)))
            } else if keyWords > 6 && index % keyWords == 4 {
                word = tables.substituteBytes(of: word)
            }
            words[index] = words[index - keyWords] ^ word
        }
        roundKeys = words
    }

    /// Encrypts one block given as four big-endian words (bytes 0–3, 4–7, 8–11, 12–15).
    func encrypt(_ block: (UInt32, UInt32, UInt32, UInt32)) -> (UInt32, UInt32, UInt32, UInt32) {
        let tables = AESTables.shared
        return roundKeys.withUnsafeBufferPointer { key in
            tables.round.withUnsafeBufferPointer { t in
                tables.sBox.withUnsafeBufferPointer { sBox in
                    var s0 = block.0 ^ key[0], s1 = block.1 ^ key[1]
                    var s2 = block.2 ^ key[2], s3 = block.3 ^ key[3]
                    var k = 4
                    for _ in 1..<rounds {
                        // t[0..<256] is the table for a state's top byte; the next three tables are
                        // the same words rotated right by 8, 16 and 24 bits (ShiftRows picks the rows).
                        let n0 = t[Int(s0 >> 24)] ^ t[256 + Int((s1 >> 16) & 0xff)]
                            ^ t[512 + Int((s2 >> 8) & 0xff)] ^ t[768 + Int(s3 & 0xff)] ^ key[k]
                        let n1 = t[Int(s1 >> 24)] ^ t[256 + Int((s2 >> 16) & 0xff)]
                            ^ t[512 + Int((s3 >> 8) & 0xff)] ^ t[768 + Int(s0 & 0xff)] ^ key[k + 1]
                        let n2 = t[Int(s2 >> 24)] ^ t[256 + Int((s3 >> 16) & 0xff)]
                            ^ t[512 + Int((s0 >> 8) & 0xff)] ^ t[768 + Int(s1 & 0xff)] ^ key[k + 2]
                        let n3 = t[Int(s3 >> 24)] ^ t[256 + Int((s0 >> 16) & 0xff)]
                            ^ t[512 + Int((s1 >> 8) & 0xff)] ^ t[768 + Int(s2 & 0xff)] ^ key[k + 3]
                        s0 = n0; s1 = n1; s2 = n2; s3 = n3
                        k += 4
                    }
                    // The last round: SubBytes and ShiftRows, no MixColumns.
                    func last(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
                        UInt32(sBox[Int(a >> 24)]) << 24 | UInt32(sBox[Int((b >> 16) & 0xff)]) << 16
                            | UInt32(sBox[Int((c >> 8) & 0xff)]) << 8 | UInt32(sBox[Int(d & 0xff)])
                    }
                    return (
                        last(s0, s1, s2, s3) ^ key[k], last(s1, s2, s3, s0) ^ key[k + 1],
                        last(s2, s3, s0, s1) ^ key[k + 2], last(s3, s0, s1, s2) ^ key[k + 3]
                    )
                }
            }
        }
    }

    /// Encrypts one 16-byte block (FIPS 197's byte order); `nil` unless `block` is 16 bytes.
    func encrypt(block: [UInt8]) -> [UInt8]? {
        guard block.count == 16 else { return nil }
        let output = encrypt(BlockWords.load(block, at: 0))
        return BlockWords.bytes(of: output)
    }
}
