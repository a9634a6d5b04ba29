/// GHASH (NIST SP 800-38D, 6.4): the universal hash that authenticates GCM, a multiplication by the
/// hash key H in GF(2¹²⁸) per 16-byte block.
///
/// Shoup's 4-bit tables: the 16 multiples of H by a 4-bit value are computed once, then a block is
/// multiplied a nibble at a time (32 look-ups and shifts instead of 128 conditional XORs).
struct GHASH {
    /// `table[i]` = H · i, as (high, low) 64-bit halves, for the bit-reflected nibble `i`.
    private var high = [UInt64](repeating: 0, count: 16)
    private var low = [UInt64](repeating: 0, count: 16)
    /// The running value Y, high and low halves.
    private var accumulatorHigh: UInt64 = 0
    private var accumulatorLow: UInt64 = 0

    /// What a 4-bit shift right drops off the low end, folded back by the field polynomial.
    private static let reduction: [UInt64] = [
        0x0000, 0x1c20, 0x3840, 0x2460, 0x7080, 0x6ca0, 0x48c0, 0x54e0,
        0xe100, 0xfd20, 0xd940, 0xc560, 0x9180, 0x8da0, 0xa9c0, 0xb5e0,
    ]

    /// A GHASH keyed by `hashKey` (H = the block cipher's encryption of the zero block).
    init(hashKey: (UInt32, UInt32, UInt32, UInt32)) {
        var vHigh = UInt64(hashKey.0) << 32 | UInt64(hashKey.1)
        var vLow = UInt64(hashKey.2) << 32 | UInt64(hashKey.3)
        high[8] = vHigh
        low[8] = vLow
        // H·x, H·x², H·x³ at indices 4, 2, 1 (GCM's bit order is reflected).
        var index = 4
        while index > 0 {
            let carry: UInt64 = (vLow & 1) != 0 ? 0xe100_0000_0000_0000 : 0
            vLow = (vHigh << 63) | (vLow >> 1)
            vHigh = (vHigh >> 1) ^ carry
            high[index] = vHigh
            low[index] = vLow
            index >>= 1
        }
        // Every other index is the sum of those it is made of.
        var power = 2
        while power <= 8 {
            for offset in 1..<power {
                high[power + offset] = high[power] ^ high[offset]
                low[power + offset] = low[power] ^ low[offset]
            }
            power *= 2
        }
    }

    /// Absorbs `bytes` from `start` to `end`, zero-padded to a whole number of blocks.
    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        var offset = start
        while offset < end {
            var block = (UInt64(0), UInt64(0))
            let count = min(16, end - offset)
            if count == 16 {
                for index in 0..<8 {
                    block.0 = block.0 << 8 | UInt64(bytes[offset + index])
                    block.1 = block.1 << 8 | UInt64(bytes[offset + 8 + index])
                }
            } else {
                for index in 0..<16 {
                    let byte = index < count ? UInt64(bytes[offset + index]) : 0
                    if index < 8 { block.0 = block.0 << 8 | byte } else { block.1 = block.1 << 8 | byte }
                }
            }
            absorb(block)
            offset += count
        }
    }

    /// Absorbs all of `bytes`, zero-padded to a whole number of blocks.
    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0, from: 0, to: $0.count) }
    }

    /// Absorbs the final block of lengths (in bits) and returns the hash, as four big-endian words.
    mutating func finish(additionalDataCount: Int, ciphertextCount: Int) -> (UInt32, UInt32, UInt32, UInt32) {
        absorb((UInt64(additionalDataCount) &* 8, UInt64(ciphertextCount) &* 8))
        return (
            UInt32(truncatingIfNeeded: accumulatorHigh >> 32), UInt32(truncatingIfNeeded: accumulatorHigh),
            UInt32(truncatingIfNeeded: accumulatorLow >> 32), UInt32(truncatingIfNeeded: accumulatorLow)
        )
    }

    /// Y = (Y ⊕ block) · H.
    private mutating func absorb(_ block: (UInt64, UInt64)) {
        let xHigh = accumulatorHigh ^ block.0
        let xLow = accumulatorLow ^ block.1
        var zHigh: UInt64 = 0
        var zLow: UInt64 = 0
        high.withUnsafeBufferPointer { high in
            low.withUnsafeBufferPointer { low in
                Self.reduction.withUnsafeBufferPointer { reduction in
                    // Nibbles from the last byte's low nibble to the first byte's high nibble.
                    for nibbleIndex in 0..<32 {
                        let shift = UInt64(4 * nibbleIndex)
                        let nibble = Int(
                            truncatingIfNeeded: nibbleIndex < 16 ? (xLow >> shift) & 0xf : (xHigh >> (shift - 64)) & 0xf
                        )
                        if nibbleIndex > 0 {
                            let dropped = Int(truncatingIfNeeded: zLow & 0xf)
                            zLow = (zHigh << 60) | (zLow >> 4)
                            zHigh = (zHigh >> 4) ^ (reduction[dropped] << 48)
                        }
                        zHigh ^= high[nibble]
                        zLow ^= low[nibble]
                    }
                }
            }
        }
        accumulatorHigh = zHigh
        accumulatorLow = zLow
    }
}
