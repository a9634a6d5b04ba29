import Testing
@testable import SDLCaptureDecryption

@Suite("HMAC-SHA-256 and HMAC-SHA-384 (RFC 4231)")
struct HMACTests {
    /// RFC 4231, 4.2–4.8 (case 5, a truncated output, is left out): key, data, HMAC-SHA-256,
    /// HMAC-SHA-384.
    static let cases: [(name: String, key: [UInt8], data: [UInt8], sha256: String, sha384: String)] = [
        (
            "case 1", [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
            "afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6"
        ),
        (
            "case 2, a key shorter than the output", Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
            "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649"
        ),
        (
            "case 3", [UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
            "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
            "88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27"
        ),
        (
            "case 4", Array(1...25), [UInt8](repeating: 0xcd, count: 50),
            "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
            "3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb"
        ),
        (
            "case 6, a key longer than a block", [UInt8](repeating: 0xaa, count: 131),
            Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
            "4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952"
        ),
        (
            "case 7, key and data longer than a block", [UInt8](repeating: 0xaa, count: 131),
            Array(
                "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."
                    .utf8),
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
            "6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e"
        ),
    ]

    @Test("RFC 4231 test cases, both hashes", arguments: 0..<cases.count)
    func rfc4231(index: Int) {
        let testCase = Self.cases[index]
        #expect(hexString(HashAlgorithm.sha256.hmac(key: testCase.key, message: testCase.data)) == testCase.sha256, "\(testCase.name)")
        #expect(hexString(HashAlgorithm.sha384.hmac(key: testCase.key, message: testCase.data)) == testCase.sha384, "\(testCase.name)")
    }

    /// A key of exactly one block is used as it is; one byte more is hashed first — the two give
    /// different results, and the hashed form equals HMAC under the key's digest.
    @Test("Keys at the block size: 64 bytes used as is, 65 bytes hashed first")
    func keyAtBlockSize() {
        let message = Array("boundary".utf8)
        let blockKey = [UInt8](repeating: 0x42, count: 64)
        let longKey = [UInt8](repeating: 0x42, count: 65)
        let hashed = HashAlgorithm.sha256.hmac(key: longKey, message: message)
        #expect(hashed == HashAlgorithm.sha256.hmac(key: HashAlgorithm.sha256.hash(longKey), message: message))
        #expect(hashed != HashAlgorithm.sha256.hmac(key: blockKey, message: message))
        #expect(HashAlgorithm.sha256.hmac(key: blockKey, message: message)
            != HashAlgorithm.sha256.hmac(key: HashAlgorithm.sha256.hash(blockKey), message: message))
    }
}
