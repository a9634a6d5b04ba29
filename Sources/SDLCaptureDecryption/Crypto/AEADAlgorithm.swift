/// The authenticated ciphers of the TLS cipher suites a head unit negotiates: AES-128-GCM,
/// AES-256-GCM and ChaCha20-Poly1305, each with a 12-byte nonce and a 16-byte tag.
package enum AEADAlgorithm: Sendable, Hashable {
    /// AES-128 in Galois/Counter Mode (NIST SP 800-38D): a 16-byte key.
    case aes128GCM
    /// AES-256 in Galois/Counter Mode (NIST SP 800-38D): a 32-byte key.
    case aes256GCM
    /// ChaCha20-Poly1305 (RFC 8439): a 32-byte key.
    case chacha20Poly1305

    /// The size of the key, in bytes: 16, 32, 32.
    package var keySize: Int {
        switch self {
        case .aes128GCM: 16
        case .aes256GCM, .chacha20Poly1305: 32
        }
    }

    /// The size of the authentication tag, in bytes: 16 for all three.
    package var tagSize: Int { 16 }

    /// The size of the nonce, in bytes: 12 for all three (TLS builds it from the IV and the
    /// record's sequence number).
    package var nonceSize: Int { 12 }

    /// Decrypts and authenticates; nil when the tag does not match, or the key is not `keySize`
    /// bytes, or the nonce is not 12 bytes. Never traps on any input.
    package func open(key: [UInt8], nonce: [UInt8], ciphertext: [UInt8], tag: [UInt8], additionalData: [UInt8]) -> [UInt8]? {
        guard key.count == keySize else { return nil }
        switch self {
        case .aes128GCM, .aes256GCM:
            return GCM(key: key)?.open(nonce: nonce, ciphertext: ciphertext, tag: tag, additionalData: additionalData)
        case .chacha20Poly1305:
            return ChaCha20Poly1305.open(key: key, nonce: nonce, ciphertext: ciphertext, tag: tag, additionalData: additionalData)
        }
    }

    /// Encrypts (tests and round trips need it): (ciphertext, tag); nil on a bad key or nonce size.
    package func seal(key: [UInt8], nonce: [UInt8], plaintext: [UInt8], additionalData: [UInt8]) -> (ciphertext: [UInt8], tag: [UInt8])? {
        guard key.count == keySize else { return nil }
        switch self {
        case .aes128GCM, .aes256GCM:
            return GCM(key: key)?.seal(nonce: nonce, plaintext: plaintext, additionalData: additionalData)
        case .chacha20Poly1305:
            return ChaCha20Poly1305.seal(key: key, nonce: nonce, plaintext: plaintext, additionalData: additionalData)
        }
    }
}
