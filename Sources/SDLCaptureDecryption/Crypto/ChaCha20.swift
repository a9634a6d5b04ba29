/// The ChaCha20 stream cipher (RFC 8439, 2.3–2.4): a 32-byte key, a 12-byte nonce and a 32-bit
/// block counter; each 64-byte block of key stream is 20 rounds over a 4×4 matrix of words.
struct ChaCha20 {
    /// "expand 32-byte k", key, counter, nonce — the counter slot (word 12) set per block.
    private let initialState: [UInt32]

    /// The key size, in bytes.
    static let keySize = 32
    /// The nonce size, in bytes.
    static let nonceSize = 12

    /// ChaCha20 under `key` and `nonce`; `nil` unless they are 32 and 12 bytes.
    init?(key: [UInt8], nonce: [UInt8]) {
        guard key.count == Self.keySize, nonce.count == Self.nonceSize else { return nil }
        var state: [UInt32] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574]
        state.append(contentsOf: LittleEndian.words(of: key))
        state.append(0)
        state.append(contentsOf: LittleEndian.words(of: nonce))
        initialState = state
    }

    /// The 64-byte key-stream block `counter` (RFC 8439, 2.3).
    func block(counter: UInt32) -> [UInt8] {
        apply(to: [UInt8](repeating: 0, count: 64), initialCounter: counter)
    }

    /// `input` XOR the key stream from block `initialCounter` on (RFC 8439, 2.4): encryption and
    /// decryption alike. The counter wraps after 2³² blocks (256 GiB), far beyond any record.
    func apply(to input: [UInt8], initialCounter: UInt32) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: input.count)
        var working = [UInt32](repeating: 0, count: 16)
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                working.withUnsafeMutableBufferPointer { working in
                    initialState.withUnsafeBufferPointer { initial in
                        var counter = initialCounter
                        var offset = 0
                        while offset < input.count {
                            let count = min(64, input.count - offset)
                            xorKeyStream(counter: counter, initial: initial, working: working,
                                         input: input, output: output, at: offset, count: count)
                            counter &+= 1
                            offset += count
                        }
                    }
                }
            }
        }
        return output
    }

    /// One block: `count` (≤ 64) bytes of `input` from `offset`, XOR key-stream block `counter`, into
    /// `output` at the same offset.
    private func xorKeyStream(
        counter: UInt32, initial: UnsafeBufferPointer<UInt32>, working x: UnsafeMutableBufferPointer<UInt32>,
        input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>, at offset: Int, count: Int
    ) {
        for index in 0..<16 { x[index] = initial[index] }
        x[12] = counter
        for _ in 0..<10 {
            Self.quarterRound(x, 0, 4, 8, 12)
            Self.quarterRound(x, 1, 5, 9, 13)
            Self.quarterRound(x, 2, 6, 10, 14)
            Self.quarterRound(x, 3, 7, 11, 15)
            Self.quarterRound(x, 0, 5, 10, 15)
            Self.quarterRound(x, 1, 6, 11, 12)
            Self.quarterRound(x, 2, 7, 8, 13)
            Self.quarterRound(x, 3, 4, 9, 14)
        }
        for index in 0..<16 {
            x[index] &+= index == 12 ? counter : initial[index]
        }
        for index in 0..<count {
            let word = x[index >> 2]
            let byte = UInt8(truncatingIfNeeded: word >> UInt32(8 * (index & 3)))
            output[offset + index] = input[offset + index] ^ byte
        }
    }

    /// The quarter round (RFC 8439, 2.1) on words `a`, `b`, `c`, `d` of `x`.
    @inline(__always)
    private static func quarterRound(_ x: UnsafeMutableBufferPointer<UInt32>, _ a: Int, _ b: Int, _ c: Int, _ d: Int) {
        x[a] &+= x[b]; x[d] ^= x[a]; x[d] = x[d].rotatedLeft(16)
        x[c] &+= x[d]; x[b] ^= x[c]; x[b] = x[b].rotatedLeft(12)
        x[a] &+= x[b]; x[d] ^= x[a]; x[d] = x[d].rotatedLeft(8)
        x[c] &+= x[d]; x[b] ^= x[c]; x[b] = x[b].rotatedLeft(7)
    }
}
