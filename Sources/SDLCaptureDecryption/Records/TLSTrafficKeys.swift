/// One direction's record protection: its key, its IV (TLS 1.3, TLS 1.2 ChaCha20) or salt (TLS 1.2
/// GCM), and the sequence number of the next record.
struct TLSTrafficKeys: Hashable, Sendable {
    var key: [UInt8]
    var iv: [UInt8]
    var sequenceNumber: UInt64 = 0

    /// The client's and the server's keys of a TLS 1.2 session (RFC 5246 §6.3: the key block from
    /// the master secret; AEAD suites have no MAC keys).
    static func tls12(
        masterSecret: [UInt8], clientRandom: [UInt8], serverRandom: [UInt8], suite: TLSCipherSuite
    ) -> (client: TLSTrafficKeys, server: TLSTrafficKeys) {
        let keySize = suite.aead.keySize
        let ivSize = suite.tls12FixedIVSize
        let block = suite.hash.tls12PRF(secret: masterSecret, label: "key expansion", seed: serverRandom + clientRandom, length: 2 * (keySize + ivSize))
        let clientKey = Array(block[0..<keySize])
        let serverKey = Array(block[keySize..<(2 * keySize)])
        let clientIV = Array(block[(2 * keySize)..<(2 * keySize + ivSize)])
        let serverIV = Array(block[(2 * keySize + ivSize)..<(2 * keySize + 2 * ivSize)])
        return (TLSTrafficKeys(key: clientKey, iv: clientIV), TLSTrafficKeys(key: serverKey, iv: serverIV))
    }

    /// One direction's keys of a TLS 1.3 session from its application traffic secret (RFC 8446
    /// §7.3), or nil when the secret's size is not the suite hash's.
    static func tls13(trafficSecret: [UInt8], suite: TLSCipherSuite) -> TLSTrafficKeys? {
        guard trafficSecret.count == suite.hash.outputSize,
              let key = suite.hash.hkdfExpandLabel(secret: trafficSecret, label: "key", length: suite.aead.keySize),
              let iv = suite.hash.hkdfExpandLabel(secret: trafficSecret, label: "iv", length: 12) else { return nil }
        return TLSTrafficKeys(key: key, iv: iv)
    }

    /// The per-record nonce of TLS 1.3 and of TLS 1.2 ChaCha20-Poly1305: the IV XOR the sequence
    /// number, left-padded to 12 bytes.
    var xoredNonce: [UInt8] {
        var nonce = iv
        for byteIndex in 0..<8 {
            nonce[nonce.count - 1 - byteIndex] ^= UInt8(truncatingIfNeeded: sequenceNumber >> (8 * UInt64(byteIndex)))
        }
        return nonce
    }

    /// The sequence number, 8 bytes big-endian (TLS 1.2's additional data starts with it).
    var sequenceBytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: sequenceNumber >> (8 * UInt64(7 - $0))) }
    }
}

extension HashAlgorithm {
    /// HKDF-Expand-Label with an empty context (RFC 8446 §7.1).
    func hkdfExpandLabel(secret: [UInt8], label: String, length: Int) -> [UInt8]? {
        let fullLabel = Array("tls13 \(label)".utf8)
        let info = [UInt8(length >> 8), UInt8(length & 0xFF), UInt8(fullLabel.count)] + fullLabel + [0]
        return hkdfExpand(pseudoRandomKey: secret, info: info, length: length)
    }
}
