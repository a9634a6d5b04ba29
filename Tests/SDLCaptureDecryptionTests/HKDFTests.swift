import Testing
@testable import SDLCaptureDecryption

@Suite("HKDF (RFC 5869)")
struct HKDFTests {
    @Test("RFC 5869 test case 1: basic SHA-256")
    func case1() {
        let prk = HashAlgorithm.sha256.hkdfExtract(salt: Array(0x00...0x0c), inputKeyMaterial: [UInt8](repeating: 0x0b, count: 22))
        #expect(hexString(prk) == "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5")
        let okm = HashAlgorithm.sha256.hkdfExpand(pseudoRandomKey: prk, info: Array(0xf0...0xf9), length: 42)
        #expect(okm.map(hexString) == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
    }

    @Test("RFC 5869 test case 2: longer inputs, 82 bytes out (three blocks, the last partial)")
    func case2() {
        let prk = HashAlgorithm.sha256.hkdfExtract(salt: Array(0x60...0xaf), inputKeyMaterial: Array(0x00...0x4f))
        #expect(hexString(prk) == "06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244")
        let okm = HashAlgorithm.sha256.hkdfExpand(pseudoRandomKey: prk, info: Array(0xb0...0xff), length: 82)
        #expect(okm.map(hexString) == """
            b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c\
            59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71\
            cc30c58179ec3e87c14c01d5c1f3434f1d87
            """)
    }

    @Test("RFC 5869 test case 3: empty salt and info")
    func case3() {
        let prk = HashAlgorithm.sha256.hkdfExtract(salt: [], inputKeyMaterial: [UInt8](repeating: 0x0b, count: 22))
        #expect(hexString(prk) == "19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04")
        let okm = HashAlgorithm.sha256.hkdfExpand(pseudoRandomKey: prk, info: [], length: 42)
        #expect(okm.map(hexString) == "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8")
    }

    /// No RFC vector for SHA-384; this one is `openssl kdf -keylen 42 -kdfopt digest:SHA384 … HKDF`
    /// on test case 1's inputs.
    @Test("HKDF-SHA-384, extract and expand together, as OpenSSL computes it")
    func sha384() {
        let prk = HashAlgorithm.sha384.hkdfExtract(salt: Array(0x00...0x0c), inputKeyMaterial: [UInt8](repeating: 0x0b, count: 22))
        #expect(prk.count == 48)
        let okm = HashAlgorithm.sha384.hkdfExpand(pseudoRandomKey: prk, info: Array(0xf0...0xf9), length: 42)
        #expect(okm.map(hexString) == "9b5097a86038b805309076a44b3a9f38063e25b516dcbf369f394cfab43685f748b6457763e4f0204fc5")
    }

    @Test("Expand's length limit: 255 × the hash size at most, nothing negative", arguments: [HashAlgorithm.sha256, .sha384])
    func lengthLimits(hash: HashAlgorithm) {
        let prk = [UInt8](repeating: 7, count: hash.outputSize)
        let longest = hash.hkdfExpand(pseudoRandomKey: prk, info: [1], length: 255 * hash.outputSize)
        #expect(longest?.count == 255 * hash.outputSize)
        #expect(hash.hkdfExpand(pseudoRandomKey: prk, info: [1], length: 255 * hash.outputSize + 1) == nil)
        #expect(hash.hkdfExpand(pseudoRandomKey: prk, info: [1], length: 0) == [])
        #expect(hash.hkdfExpand(pseudoRandomKey: prk, info: [1], length: -1) == nil)
        // A shorter output is a prefix of a longer one.
        let short = hash.hkdfExpand(pseudoRandomKey: prk, info: [1], length: hash.outputSize + 1)
        #expect(short.map { Array(longest?.prefix($0.count) ?? []) == $0 } == true)
    }
}
