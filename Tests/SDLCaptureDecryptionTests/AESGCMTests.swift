import Testing
@testable import SDLCaptureDecryption

@Suite("AES (FIPS 197) and AES-GCM (McGrew–Viega test cases)")
struct AESGCMTests {
    @Test("The S-box at a few places FIPS 197 prints (figure 7)")
    func sBox() {
        let box = AESTables.shared.sBox
        #expect(box[0x00] == 0x63)
        #expect(box[0x01] == 0x7c)
        #expect(box[0x53] == 0xed)
        #expect(box[0xff] == 0x16)
        #expect(Set(box).count == 256)
    }

    @Test("AES-128 and AES-256 block encryption: FIPS 197 appendix C.1 and C.3")
    func blockCipher() {
        let plaintext = hex("00112233445566778899aabbccddeeff")
        #expect(AES(key: Array(0x00...0x0f))?.encrypt(block: plaintext).map(hexString) == "69c4e0d86a7b0430d8cdb78070b4c55a")
        #expect(AES(key: Array(0x00...0x1f))?.encrypt(block: plaintext).map(hexString) == "8ea2b7ca516745bfeafc49904b496089")
        #expect(AES(key: Array(0x00...0x17)) == nil, "AES-192 is not a TLS AEAD key size here")
        #expect(AES(key: Array(0x00...0x0f))?.encrypt(block: [1, 2, 3]) == nil)
    }

    static let key = hex("feffe9928665731c6d6a8f9467308308")
    static let nonce = hex("cafebabefacedbaddecaf888")
    static let plaintext = hex("""
        d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72\
        1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255
        """)
    static let additionalData = hex("feedfacedeadbeeffeedfacedeadbeefabaddad2")

    /// The GCM specification's test cases: (name, algorithm, key, nonce, plaintext, AAD,
    /// ciphertext, tag).
    static let cases: [(String, AEADAlgorithm, [UInt8], [UInt8], [UInt8], [UInt8], String, String)] = [
        ("1", .aes128GCM, [UInt8](repeating: 0, count: 16), [UInt8](repeating: 0, count: 12), [], [], "",
         "58e2fccefa7e3061367f1d57a4e7455a"),
        ("2", .aes128GCM, [UInt8](repeating: 0, count: 16), [UInt8](repeating: 0, count: 12), [UInt8](repeating: 0, count: 16), [],
         "0388dace60b6a392f328c2b971b2fe78", "ab6e47d42cec13bdf53a67b21257bddf"),
        ("3", .aes128GCM, key, nonce, plaintext, [],
         "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985",
         "4d5c2af327cd64a62cf35abd2ba6fab4"),
        ("4: AAD, a 60-byte plaintext", .aes128GCM, key, nonce, Array(plaintext.prefix(60)), additionalData,
         "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
         "5bc94fbc3221a5db94fae95ae7121a47"),
        ("13", .aes256GCM, [UInt8](repeating: 0, count: 32), [UInt8](repeating: 0, count: 12), [], [], "",
         "530f8afbc74536b9a963b4f1c4cb738b"),
        ("14", .aes256GCM, [UInt8](repeating: 0, count: 32), [UInt8](repeating: 0, count: 12), [UInt8](repeating: 0, count: 16), [],
         "cea7403d4d606b6e074ec5d3baf39d18", "d0d1c8a799996bf0265b98b5d48ab919"),
        ("15", .aes256GCM, key + key, nonce, plaintext, [],
         "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad",
         "b094dac5d93471bdec1a502270e3cc6c"),
        ("16: AAD, a 60-byte plaintext", .aes256GCM, key + key, nonce, Array(plaintext.prefix(60)), additionalData,
         "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
         "76fc6ece0f4e1768cddf8853bb2d551b"),
    ]

    @Test("GCM spec test cases 1–4 (AES-128) and 13–16 (AES-256): seal gives the vector, open gives the plaintext",
          arguments: 0..<cases.count)
    func specTestCase(index: Int) {
        let (name, algorithm, key, nonce, plaintext, additionalData, ciphertext, tag) = Self.cases[index]
        let sealed = algorithm.seal(key: key, nonce: nonce, plaintext: plaintext, additionalData: additionalData)
        #expect(sealed.map { hexString($0.ciphertext) } == ciphertext, "test case \(name)")
        #expect(sealed.map { hexString($0.tag) } == tag, "test case \(name)")
        let opened = algorithm.open(key: key, nonce: nonce, ciphertext: hex(ciphertext), tag: hex(tag), additionalData: additionalData)
        #expect(opened == plaintext, "test case \(name)")
    }
}
