import Testing
@testable import SDLCaptureDecryption

@Suite("AEADAlgorithm: tampering, wrong sizes and round trips, for each algorithm")
struct AEADAlgorithmTests {
    static let algorithms: [AEADAlgorithm] = [.aes128GCM, .aes256GCM, .chacha20Poly1305]

    static func key(for algorithm: AEADAlgorithm) -> [UInt8] {
        (0..<algorithm.keySize).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 3) }
    }

    static let nonce = Array(UInt8(100)..<UInt8(112))
    static let additionalData = Array("17 03 03 00 4a".utf8)
    static let plaintext = (0..<50).map { UInt8(truncatingIfNeeded: $0 &* 7) }

    @Test("Sizes: keys 16, 32, 32; tags 16; nonces 12")
    func sizes() {
        #expect(Self.algorithms.map(\.keySize) == [16, 32, 32])
        #expect(Self.algorithms.map(\.tagSize) == [16, 16, 16])
        #expect(Self.algorithms.map(\.nonceSize) == [12, 12, 12])
    }

    @Test("One flipped bit anywhere — ciphertext, tag or additional data — and open gives nil", arguments: algorithms)
    func tampering(algorithm: AEADAlgorithm) throws {
        let key = Self.key(for: algorithm)
        let sealed = try #require(algorithm.seal(key: key, nonce: Self.nonce, plaintext: Self.plaintext, additionalData: Self.additionalData))
        #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: sealed.tag, additionalData: Self.additionalData)
            == Self.plaintext)
        for index in [0, 17, sealed.ciphertext.count - 1] {
            for bit in [0, 7] {
                var ciphertext = sealed.ciphertext
                ciphertext[index] ^= 1 << bit
                #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: ciphertext, tag: sealed.tag, additionalData: Self.additionalData) == nil,
                        "ciphertext byte \(index) bit \(bit)")
            }
        }
        for index in [0, 8, 15] {
            var tag = sealed.tag
            tag[index] ^= 0x80
            #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: tag, additionalData: Self.additionalData) == nil,
                    "tag byte \(index)")
        }
        for index in [0, Self.additionalData.count - 1] {
            var additionalData = Self.additionalData
            additionalData[index] ^= 1
            #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: sealed.tag, additionalData: additionalData) == nil,
                    "additional data byte \(index)")
        }
        // Dropped or added bytes change the lengths GHASH and Poly1305 authenticate.
        #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: Array(sealed.ciphertext.dropLast()), tag: sealed.tag,
                               additionalData: Self.additionalData) == nil)
        #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: sealed.tag,
                               additionalData: Self.additionalData + [0]) == nil)
        var otherNonce = Self.nonce
        otherNonce[11] ^= 1
        #expect(algorithm.open(key: key, nonce: otherNonce, ciphertext: sealed.ciphertext, tag: sealed.tag, additionalData: Self.additionalData) == nil)
        var otherKey = key
        otherKey[0] ^= 1
        #expect(algorithm.open(key: otherKey, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: sealed.tag, additionalData: Self.additionalData) == nil)
    }

    @Test("Wrong key, nonce or tag sizes give nil, never a trap", arguments: algorithms)
    func wrongSizes(algorithm: AEADAlgorithm) throws {
        let key = Self.key(for: algorithm)
        let sealed = try #require(algorithm.seal(key: key, nonce: Self.nonce, plaintext: Self.plaintext, additionalData: []))
        for keySize in [0, 1, 15, 16, 17, 24, 31, 32, 33, 64] where keySize != algorithm.keySize {
            let wrongKey = [UInt8](repeating: 1, count: keySize)
            #expect(algorithm.seal(key: wrongKey, nonce: Self.nonce, plaintext: Self.plaintext, additionalData: []) == nil, "key of \(keySize)")
            #expect(algorithm.open(key: wrongKey, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: sealed.tag, additionalData: []) == nil,
                    "key of \(keySize)")
        }
        for nonceSize in [0, 1, 8, 11, 13, 16, 24] {
            let wrongNonce = [UInt8](repeating: 1, count: nonceSize)
            #expect(algorithm.seal(key: key, nonce: wrongNonce, plaintext: Self.plaintext, additionalData: []) == nil, "nonce of \(nonceSize)")
            #expect(algorithm.open(key: key, nonce: wrongNonce, ciphertext: sealed.ciphertext, tag: sealed.tag, additionalData: []) == nil,
                    "nonce of \(nonceSize)")
        }
        for tag in [[], Array(sealed.tag.prefix(15)), sealed.tag + [0], Array(sealed.tag.prefix(12))] {
            #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: tag, additionalData: []) == nil,
                    "tag of \(tag.count)")
        }
    }

    @Test("Round trips: 0, 1, 15, 16, 17, 63, 64, 65 and 1,000 bytes; the ciphertext as long as the plaintext",
          arguments: algorithms, [0, 1, 15, 16, 17, 63, 64, 65, 1000])
    func roundTrip(algorithm: AEADAlgorithm, count: Int) throws {
        let key = Self.key(for: algorithm)
        let plaintext = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) }
        let sealed = try #require(algorithm.seal(key: key, nonce: Self.nonce, plaintext: plaintext, additionalData: Self.additionalData))
        #expect(sealed.ciphertext.count == count)
        #expect(sealed.tag.count == 16)
        if count >= 16 { #expect(sealed.ciphertext != plaintext) }
        #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: sealed.tag, additionalData: Self.additionalData)
            == plaintext)
    }

    /// A long message with unaligned additional data, against OpenSSL (through Python's
    /// `cryptography` 48): plaintext byte i = 7i mod 256 (4,099 bytes), key bytes 0, 1, 2 …, nonce
    /// bytes 100–111, additional data bytes 0–36. The ciphertext is compared by its SHA-256.
    @Test(
        "4,099 bytes against OpenSSL: ciphertext digest and tag",
        arguments: [
            (AEADAlgorithm.aes128GCM, "eff78e3cbce4ce5e2846b8a5ebce105b0aa359f74d063035d0ca22dbc600a39e", "fcb7b4c8348d4c837ee60bea22806a4b"),
            (.aes256GCM, "7a0d7e09102731ccba7e3726393c6f2e20469c4ba5fd6150bc952cb6bd3f3044", "04c045b5a0d1075119c4d2d2c6a29144"),
            (.chacha20Poly1305, "0c2f2e41ae4b06904453ebc6f2dd7fe1ad99aa8d198f50bbab970a57e36c7b92", "df137ccc60cf704ae6f394d3a2e3242c"),
        ]
    )
    func longMessage(algorithm: AEADAlgorithm, ciphertextDigest: String, tag: String) throws {
        let key = (0..<algorithm.keySize).map { UInt8($0) }
        let plaintext = (0..<4099).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let additionalData = (0..<37).map { UInt8($0) }
        let sealed = try #require(algorithm.seal(key: key, nonce: Self.nonce, plaintext: plaintext, additionalData: additionalData))
        #expect(hexString(HashAlgorithm.sha256.hash(sealed.ciphertext)) == ciphertextDigest)
        #expect(hexString(sealed.tag) == tag)
        #expect(algorithm.open(key: key, nonce: Self.nonce, ciphertext: sealed.ciphertext, tag: hex(tag), additionalData: additionalData)
            == plaintext)
    }
}
