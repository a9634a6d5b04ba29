/// The SHA-2 compression and padding (FIPS 180-4, 5.1 and 6.2–6.5), shared by SHA-256 (32-bit
/// words, 64 rounds) and SHA-384/SHA-512 (64-bit words, 80 rounds): the algorithms differ only in
/// their word size, constants and rotation amounts.
struct SHA2<Word: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    /// The rotation and shift amounts of the four σ/Σ functions.
    struct Rotations: Sendable {
        /// σ₀ of the message schedule: two rotations and a shift.
        let scheduleSigma0: (Int, Int, Int)
        /// σ₁ of the message schedule: two rotations and a shift.
        let scheduleSigma1: (Int, Int, Int)
        /// Σ₀ of the round, applied to `a`: three rotations.
        let roundSigma0: (Int, Int, Int)
        /// Σ₁ of the round, applied to `e`: three rotations.
        let roundSigma1: (Int, Int, Int)
    }

    /// The eight initial working words.
    let initialState: [Word]
    /// One constant per round (so 64 or 80 rounds).
    let roundConstants: [Word]
    /// The σ/Σ amounts.
    let rotations: Rotations
    /// How many bytes of the final state form the digest.
    let digestSize: Int

    /// The block size in bytes: sixteen words.
    var blockSize: Int { 16 * Word.bitWidth / 8 }

    /// The `digestSize`-byte digest of `message`.
    func digest(of message: [UInt8]) -> [UInt8] {
        var state = initialState
        let blocks = padded(message)
        var schedule = [Word](repeating: 0, count: roundConstants.count)
        let blockSize = blockSize
        blocks.withUnsafeBufferPointer { blocks in
            schedule.withUnsafeMutableBufferPointer { schedule in
                state.withUnsafeMutableBufferPointer { state in
                    roundConstants.withUnsafeBufferPointer { constants in
                        var offset = 0
                        while offset < blocks.count {
                            compress(blocks, at: offset, state: state, schedule: schedule, constants: constants)
                            offset += blockSize
                        }
                    }
                }
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(state.count * Word.bitWidth / 8)
        for word in state {
            for shift in stride(from: Word.bitWidth - 8, through: 0, by: -8) {
                digest.append(UInt8(truncatingIfNeeded: word >> Word(shift)))
            }
        }
        return Array(digest.prefix(digestSize))
    }

    /// `message`, a 1 bit, zeros, and the message's length in bits as a big-endian number of two
    /// words, so that the whole is a multiple of the block size (FIPS 180-4, 5.1).
    private func padded(_ message: [UInt8]) -> [UInt8] {
        let lengthFieldSize = 2 * Word.bitWidth / 8
        let unpaddedCount = message.count + 1 + lengthFieldSize
        let totalCount = (unpaddedCount + blockSize - 1) / blockSize * blockSize
        var blocks = message
        blocks.reserveCapacity(totalCount)
        blocks.append(0x80)
        // The padding zeros, then the length field's upper bytes: any array is shorter than 2⁶¹
        // bytes, so all but the low 64 bits of the length in bits are zero.
        blocks.append(contentsOf: repeatElement(0, count: totalCount - unpaddedCount + lengthFieldSize - 8))
        let bitCount = UInt64(message.count) &<< 3
        for shift in stride(from: 56, through: 0, by: -8) {
            blocks.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
        }
        return blocks
    }

    /// One block into the eight working words.
    private func compress(
        _ blocks: UnsafeBufferPointer<UInt8>, at offset: Int, state: UnsafeMutableBufferPointer<Word>,
        schedule w: UnsafeMutableBufferPointer<Word>, constants k: UnsafeBufferPointer<Word>
    ) {
        let wordSize = Word.bitWidth / 8
        for t in 0..<16 {
            var word: Word = 0
            for index in 0..<wordSize {
                word = word &<< 8 | Word(blocks[offset + wordSize * t + index])
            }
            w[t] = word
        }
        let (s0a, s0b, s0shift) = rotations.scheduleSigma0
        let (s1a, s1b, s1shift) = rotations.scheduleSigma1
        for t in 16..<k.count {
            let sigma0 = w[t - 15].rotatedRight(s0a) ^ w[t - 15].rotatedRight(s0b) ^ (w[t - 15] &>> Word(s0shift))
            let sigma1 = w[t - 2].rotatedRight(s1a) ^ w[t - 2].rotatedRight(s1b) ^ (w[t - 2] &>> Word(s1shift))
            w[t] = w[t - 16] &+ sigma0 &+ w[t - 7] &+ sigma1
        }
        let (r0a, r0b, r0c) = rotations.roundSigma0
        let (r1a, r1b, r1c) = rotations.roundSigma1
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<k.count {
            let bigSigma1 = e.rotatedRight(r1a) ^ e.rotatedRight(r1b) ^ e.rotatedRight(r1c)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ bigSigma1 &+ choice &+ k[t] &+ w[t]
            let bigSigma0 = a.rotatedRight(r0a) ^ a.rotatedRight(r0b) ^ a.rotatedRight(r0c)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = bigSigma0 &+ majority
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}

extension FixedWidthInteger where Self: UnsignedInteger {
    /// The value rotated right by `count` bits (0 < `count` < bit width).
    @inline(__always)
    func rotatedRight(_ count: Int) -> Self {
        (self &>> Self(count)) | (self &<< Self(Self.bitWidth - count))
    }

    /// The value rotated left by `count` bits (0 < `count` < bit width).
    @inline(__always)
    func rotatedLeft(_ count: Int) -> Self {
        (self &<< Self(count)) | (self &>> Self(Self.bitWidth - count))
    }
}
