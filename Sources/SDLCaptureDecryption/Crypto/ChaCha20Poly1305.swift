/// The ChaCha20-Poly1305 AEAD (RFC 8439, 2.8): ChaCha20 from block 1 encrypts; block 0's first 32
/// bytes key a Poly1305 over the additional data, the ciphertext (each zero-padded to 16 bytes) and
/// their two lengths.
enum ChaCha20Poly1305 {
    /// The size of the tag, in bytes.
    static let tagSize = 16

    /// Encrypts `plaintext`: the ciphertext and the tag; `nil` unless `key` is 32 bytes and `nonce` 12.
    static func seal(key: [UInt8], nonce: [UInt8], plaintext: [UInt8], additionalData: [UInt8]) -> (ciphertext: [UInt8], tag: [UInt8])? {
        guard let cipher = ChaCha20(key: key, nonce: nonce) else { return nil }
        let ciphertext = cipher.apply(to: plaintext, initialCounter: 1)
        guard let tag = tag(cipher: cipher, ciphertext: ciphertext, additionalData: additionalData) else { return nil }
        return (ciphertext, tag)
    }

    /// Checks the tag and decrypts; `nil` when it does not match, or `key`, `nonce` or `tag` has the
    /// wrong size.
    static func open(key: [UInt8], nonce: [UInt8], ciphertext: [UInt8], tag expected: [UInt8], additionalData: [UInt8]) -> [UInt8]? {
        guard expected.count == tagSize, let cipher = ChaCha20(key: key, nonce: nonce),
            let computed = tag(cipher: cipher, ciphertext: ciphertext, additionalData: additionalData),
            TagComparison.equal(computed, expected)
        else { return nil }
        return cipher.apply(to: ciphertext, initialCounter: 1)
    }

    /// Poly1305 (keyed by block 0) over `AAD ‖ pad ‖ C ‖ pad ‖ len(AAD) ‖ len(C)`.
    private static func tag(cipher: ChaCha20, ciphertext: [UInt8], additionalData: [UInt8]) -> [UInt8]? {
        guard var poly = Poly1305(key: Array(cipher.block(counter: 0).prefix(32))) else { return nil }
        poly.update(additionalData, padWithZeros: true)
        poly.update(ciphertext, padWithZeros: true)
        poly.update(
            LittleEndian.bytes(of: UInt64(additionalData.count)) + LittleEndian.bytes(of: UInt64(ciphertext.count)),
            padWithZeros: true
        )
        return poly.finish()
    }
}
