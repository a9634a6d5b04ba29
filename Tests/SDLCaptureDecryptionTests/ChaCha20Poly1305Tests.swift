import Testing
@testable import SDLCaptureDecryption

@Suite("ChaCha20, Poly1305 and their AEAD (RFC 8439)")
struct ChaCha20Poly1305Tests {
    @Test("ChaCha20 block function: RFC 8439, 2.3.2")
    func blockFunction() {
        let cipher = ChaCha20(key: Array(0x00...0x1f), nonce: hex("000000090000004a00000000"))
        #expect(cipher.map { hexString($0.block(counter: 1)) } == """
            10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e\
            d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e
            """)
        #expect(ChaCha20(key: Array(0x00...0x1e), nonce: hex("000000090000004a00000000")) == nil)
    }

    @Test("Poly1305: RFC 8439, 2.5.2")
    func poly1305() {
        let tag = Poly1305.authenticate(
            message: Array("Cryptographic Forum Research Group".utf8),
            key: hex("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b")
        )
        #expect(tag.map(hexString) == "a8061dc1305136c6c22b8baf0c0127a9")
        #expect(Poly1305.authenticate(message: [], key: [1, 2, 3]) == nil)
    }

    /// RFC 8439 appendix A.3's vectors 5–9: values that reach or wrap 2¹³⁰ − 5 and 2¹²⁸, where the
    /// final reduction and carries go wrong first.
    @Test(
        "Poly1305 edge cases: RFC 8439, A.3 vectors 5–9",
        arguments: [
            ("02" + zeros(31), repeated("ff", 16), "03" + zeros(15)),
            ("02" + zeros(15) + repeated("ff", 16), "02" + zeros(15), "03" + zeros(15)),
            ("01" + zeros(31), repeated("ff", 16) + "f0" + repeated("ff", 15) + "11" + zeros(15), "05" + zeros(15)),
            ("01" + zeros(31), repeated("ff", 16) + "fb" + repeated("fe", 15) + repeated("01", 16), zeros(16)),
            ("02" + zeros(31), "fd" + repeated("ff", 15), "fa" + repeated("ff", 15)),
        ]
    )
    func poly1305EdgeCases(key: String, message: String, tag: String) {
        #expect(Poly1305.authenticate(message: hex(message), key: hex(key)).map(hexString) == tag)
    }

    static let sunscreen = Array(
        "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.".utf8)

    @Test("AEAD: RFC 8439, 2.8.2, sealed and opened")
    func aeadExample() {
        let key = Array(UInt8(0x80)...UInt8(0x9f))
        let nonce = hex("070000004041424344454647")
        let additionalData = hex("50515253c0c1c2c3c4c5c6c7")
        let ciphertext = """
            d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6\
            3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36\
            92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc\
            3ff4def08e4b7a9de576d26586cec64b6116
            """
        let sealed = AEADAlgorithm.chacha20Poly1305.seal(key: key, nonce: nonce, plaintext: Self.sunscreen, additionalData: additionalData)
        #expect(sealed.map { hexString($0.ciphertext) } == ciphertext)
        #expect(sealed.map { hexString($0.tag) } == "1ae10b594f09e26a7e902ecbd0600691")
        let opened = AEADAlgorithm.chacha20Poly1305.open(
            key: key, nonce: nonce, ciphertext: hex(ciphertext), tag: hex("1ae10b594f09e26a7e902ecbd0600691"),
            additionalData: additionalData)
        #expect(opened == Self.sunscreen)
    }

    @Test("AEAD decryption: RFC 8439, A.5 (265 bytes)")
    func aeadDecryptionExample() {
        let ciphertext = hex("""
            64a0861575861af460f062c79be643bd5e805cfd345cf389f108670ac76c8cb2\
            4c6cfc18755d43eea09ee94e382d26b0bdb7b73c321b0100d4f03b7f355894cf\
            332f830e710b97ce98c8a84abd0b948114ad176e008d33bd60f982b1ff37c855\
            9797a06ef4f0ef61c186324e2b3506383606907b6a7c02b0f9f6157b53c867e4\
            b9166c767b804d46a59b5216cde7a4e99040c5a40433225ee282a1b0a06c523e\
            af4534d7f83fa1155b0047718cbc546a0d072b04b3564eea1b422273f548271a\
            0bb2316053fa76991955ebd63159434ecebb4e466dae5a1073a6727627097a10\
            49e617d91d361094fa68f0ff77987130305beaba2eda04df997b714d6c6f2c29\
            a6ad5cb4022b02709b
            """)
        let expected = "Internet-Drafts are draft documents valid for a maximum of six months and may be updated, "
            + "replaced, or obsoleted by other documents at any time. It is inappropriate to use Internet-Drafts "
            + "as reference material or to cite them other than as /\u{201C}work in progress./\u{201D}"
        let opened = AEADAlgorithm.chacha20Poly1305.open(
            key: hex("1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0"),
            nonce: hex("000000000102030405060708"), ciphertext: ciphertext,
            tag: hex("eead9d67890cbb22392336fea1851f38"), additionalData: hex("f33388860000000000004e91"))
        #expect(ciphertext.count == 265)
        #expect(opened.map { String(decoding: $0, as: UTF8.self) } == expected)
    }
}

/// `count` zero bytes as hexadecimal digits.
private func zeros(_ count: Int) -> String { repeated("00", count) }

/// `byte` (two hexadecimal digits) `count` times.
private func repeated(_ byte: String, _ count: Int) -> String { String(repeating: byte, count: count) }
