/// AES-GCM (NIST SP 800-38D) with the 12-byte nonces TLS uses: counter-mode encryption from the
/// counter block after `nonce ‖ 1`, authenticated by ``GHASH`` over the additional data and the
/// ciphertext, with a 16-byte tag.
struct GCM {
    /// The block cipher, keyed.
    private let cipher: AES
    /// The GHASH key H, the encryption of the zero block.
    private let hashKey: (UInt32, UInt32, UInt32, UInt32)

    /// The size of the nonce this implementation takes, in bytes.
    static let nonceSize = 12
    /// The size of the tag, in bytes.
    static let tagSize = 16

    /// AES-GCM under `key`; `nil` unless `key` is 16 or 32 bytes.
    init?(key: [UInt8]) {
        guard let cipher = AES(key: key) else { return nil }
        self.cipher = cipher
        hashKey = cipher.encrypt((0, 0, 0, 0))
    }

    /// Encrypts `plaintext`: the ciphertext (as long as the plaintext) and the tag; `nil` unless
    /// `nonce` is 12 bytes.
    func seal(nonce: [UInt8], plaintext: [UInt8], additionalData: [UInt8]) -> (ciphertext: [UInt8], tag: [UInt8])? {
        guard nonce.count == Self.nonceSize else { return nil }
        let ciphertext = applyKeyStream(nonce: nonce, to: plaintext)
        return (ciphertext, tag(nonce: nonce, ciphertext: ciphertext, additionalData: additionalData))
    }

    /// Checks the tag and decrypts `ciphertext`; `nil` when the tag does not match or `nonce` is not
    /// 12 bytes or `tag` not 16.
    func open(nonce: [UInt8], ciphertext: [UInt8], tag expected: [UInt8], additionalData: [UInt8]) -> [UInt8]? {
        guard nonce.count == Self.nonceSize, expected.count == Self.tagSize else { return nil }
        let computed = tag(nonce: nonce, ciphertext: ciphertext, additionalData: additionalData)
        guard TagComparison.equal(computed, expected) else { return nil }
        return applyKeyStream(nonce: nonce, to: ciphertext)
    }

    /// The tag: GHASH(A, C) ⊕ E(K, nonce ‖ 1).
    private func tag(nonce: [UInt8], ciphertext: [UInt8], additionalData: [UInt8]) -> [UInt8] {
        var hash = GHASH(hashKey: hashKey)
        hash.update(additionalData)
        hash.update(ciphertext)
        let digest = hash.finish(additionalDataCount: additionalData.count, ciphertextCount: ciphertext.count)
        let nonceWords = Self.words(of: nonce)
        let mask = cipher.encrypt((nonceWords.0, nonceWords.1, nonceWords.2, 1))
        return BlockWords.bytes(of: (digest.0 ^ mask.0, digest.1 ^ mask.1, digest.2 ^ mask.2, digest.3 ^ mask.3))
    }

    /// Counter mode from `nonce ‖ 2`: encryption and decryption are the same operation.
    private func applyKeyStream(nonce: [UInt8], to input: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: input.count)
        let nonceWords = Self.words(of: nonce)
        var counter: UInt32 = 2
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                var offset = 0
                while offset < input.count {
                    let keyStream = cipher.encrypt((nonceWords.0, nonceWords.1, nonceWords.2, counter))
                    let count = min(16, input.count - offset)
                    for index in 0..<count {
                        output[offset + index] = input[offset + index] ^ BlockWords.byte(index, of: keyStream)
                    }
                    counter &+= 1  // inc32: the low 32 bits wrap on their own
                    offset += count
                }
            }
        }
        return output
    }

    /// The 12-byte nonce as three big-endian words, the first three of each counter block.
    private static func words(of nonce: [UInt8]) -> (UInt32, UInt32, UInt32) {
        let words = BlockWords.load(nonce + [0, 0, 0, 0], at: 0)
        return (words.0, words.1, words.2)
    }
}
