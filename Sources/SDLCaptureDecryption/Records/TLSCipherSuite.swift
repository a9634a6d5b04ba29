/// The AEAD cipher suites a capture can be decrypted under: TLS 1.3's three and TLS 1.2's
/// AES-GCM and ChaCha20-Poly1305 suites (what OpenSSL in SDL Core and BoringSSL in the app
/// negotiate by default). CBC suites are not read.
struct TLSCipherSuite: Hashable, Sendable {
    /// The record protection.
    var aead: AEADAlgorithm
    /// The PRF's (TLS 1.2) or HKDF's (TLS 1.3) hash.
    var hash: HashAlgorithm

    /// The suite with this IANA number, or nil when it is not an AEAD suite read here.
    init?(number: UInt16) {
        switch number {
        case 0x1301, 0xC02B, 0xC02F, 0x009C, 0x009E:
            self.init(aead: .aes128GCM, hash: .sha256)
        case 0x1302, 0xC02C, 0xC030, 0x009D, 0x009F:
            self.init(aead: .aes256GCM, hash: .sha384)
        case 0x1303, 0xCCA8, 0xCCA9, 0xCCAA:
            self.init(aead: .chacha20Poly1305, hash: .sha256)
        default:
            return nil
        }
    }

    init(aead: AEADAlgorithm, hash: HashAlgorithm) {
        self.aead = aead
        self.hash = hash
    }

    /// TLS 1.2's fixed part of the nonce: 4 bytes of salt for GCM (an 8-byte explicit part travels
    /// in each record), the whole 12-byte IV for ChaCha20-Poly1305 (RFC 7905).
    var tls12FixedIVSize: Int { aead == .chacha20Poly1305 ? 12 : 4 }
}
