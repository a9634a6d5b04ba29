import Testing
@testable import SDLCaptureDecryption

@Suite("SHA-256 and SHA-384 (FIPS 180-4)")
struct SHA2Tests {
    @Test("SHA-256: the FIPS 180-4 examples and the empty string")
    func sha256Examples() {
        #expect(hexString(HashAlgorithm.sha256.hash(Array("abc".utf8)))
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hexString(HashAlgorithm.sha256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hexString(HashAlgorithm.sha256.hash([]))
            == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    /// 55 bytes is the longest message whose padding fits its block; 56 needs a second block; 64 is a
    /// whole block (checked against `sha256sum`).
    @Test(
        "SHA-256 at the padding boundaries: n × \"a\" as sha256sum prints it",
        arguments: [
            (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
            (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
            (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
            (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
            (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
            (1000, "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
        ]
    )
    func sha256Boundaries(count: Int, digest: String) {
        #expect(hexString(HashAlgorithm.sha256.hash([UInt8](repeating: UInt8(ascii: "a"), count: count))) == digest)
    }

    @Test("SHA-384: the FIPS 180-4 examples and the empty string")
    func sha384Examples() {
        #expect(hexString(HashAlgorithm.sha384.hash(Array("abc".utf8)))
            == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        let message896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(hexString(HashAlgorithm.sha384.hash(Array(message896.utf8)))
            == "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039")
        #expect(hexString(HashAlgorithm.sha384.hash([]))
            == "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b")
    }

    /// SHA-384's blocks are 128 bytes with a 16-byte length field: 111 bytes fit one block, 112 need
    /// two (checked against `sha384sum`).
    @Test(
        "SHA-384 at the padding boundaries: n × \"a\" as sha384sum prints it",
        arguments: [
            (111, "3c37955051cb5c3026f94d551d5b5e2ac38d572ae4e07172085fed81f8466b8f90dc23a8ffcdea0b8d8e58e8fdacc80a"),
            (112, "187d4e07cb306103c69967bf544d0dfbe9042577599c73c330abc0cb64c61236d5ed565ee19119d8c31779a38f791fcd"),
            (127, "9bd06b1763c2cf7aef40e795dc65bc96d59c41b537f3ad72ebdefd485476b5717c1aeb37c327fe9c1831b12b9efd08ae"),
            (128, "edb12730a366098b3b2beac75a3bef1b0969b15c48e2163c23d96994f8d1bef760c7e27f3c464d3829f56c0d53808b0b"),
            (129, "39b6f5a7b0e781dbc419f72e49b30eaac10f2c98c4403bc610da31067fd1b48f324138c8615d2b496d08d73d5e865326"),
            (1000, "f54480689c6b0b11d0303285d9a81b21a93bca6ba5a1b4472765dca4da45ee328082d469c650cd3b61b16d3266ab8ced"),
        ]
    )
    func sha384Boundaries(count: Int, digest: String) {
        #expect(hexString(HashAlgorithm.sha384.hash([UInt8](repeating: UInt8(ascii: "a"), count: count))) == digest)
    }

    @Test("SHA-512 shares SHA-384's compression: its \"abc\" example")
    func sha512Example() {
        #expect(hexString(SHA512Family.sha512.digest(of: Array("abc".utf8)))
            == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
    }

    @Test("Sizes: digests and blocks")
    func sizes() {
        #expect(HashAlgorithm.sha256.outputSize == 32)
        #expect(HashAlgorithm.sha256.blockSize == 64)
        #expect(HashAlgorithm.sha384.outputSize == 48)
        #expect(HashAlgorithm.sha384.blockSize == 128)
        #expect(HashAlgorithm.sha256.hash([1, 2, 3]).count == 32)
        #expect(HashAlgorithm.sha384.hash([1, 2, 3]).count == 48)
    }
}
