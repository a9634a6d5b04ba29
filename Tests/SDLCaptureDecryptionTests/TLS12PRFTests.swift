import Testing
@testable import SDLCaptureDecryption

@Suite("The TLS 1.2 PRF (RFC 5246, 5)")
struct TLS12PRFTests {
    /// The PRF vectors posted to the IETF TLS list and used by most TLS libraries (SHA-256: 100
    /// bytes, four HMAC blocks with the last partial; SHA-384: 148 bytes). Also what
    /// `openssl kdf -keylen 100 -kdfopt digest:SHA256 -kdfopt hexsecret:… -kdfopt hexseed:… TLS1-PRF`
    /// prints (the seed there is the label's bytes followed by the seed), and the same with
    /// `digest:SHA384 -keylen 148`.
    @Test(
        "P_SHA256 and P_SHA384, \"test label\"",
        arguments: [
            (
                HashAlgorithm.sha256, "9bbe436ba940f017b17652849a71db35", "a0ba9f936cda311827a6f796ffd5198c", 100,
                """
                e3f229ba727be17b8d122620557cd453c2aab21d07c3d495329b52d4e61edb5a\
                6b301791e90d35c9c9a46b4e14baf9af0fa022f7077def17abfd3797c0564bab\
                4fbc91666e9def9b97fce34f796789baa48082d122ee42c5a72e5a5110fff701\
                87347b66
                """
            ),
            (
                HashAlgorithm.sha384, "b80b733d6ceefcdc71566ea48e5567df", "cd665cf6a8447dd6ff8b27555edb7465", 148,
                """
                7b0c18e9ced410ed1804f2cfa34a336a1c14dffb4900bb5fd7942107e81c83cd\
                e9ca0faa60be9fe34f82b1233c9146a0e534cb400fed2700884f9dc236f80edd\
                8bfa961144c9e8d792eca722a7b32fc3d416d473ebc2c5fd4abfdad05d918425\
                9b5bf8cd4d90fa0d31e2dec479e4f1a26066f2eea9a69236a3e52655c9e9aee6\
                91c8f3a26854308d5eaa3be85e0990703d73e56f
                """
            ),
        ]
    )
    func testLabel(hash: HashAlgorithm, secret: String, seed: String, length: Int, expected: String) {
        let output = hash.tls12PRF(secret: hex(secret), label: "test label", seed: hex(seed), length: length)
        #expect(hexString(output) == expected)
    }

    @Test("Lengths: none for zero or less, a prefix for less, exactly one HMAC block")
    func lengths() {
        let secret = hex("9bbe436ba940f017b17652849a71db35")
        let seed = hex("a0ba9f936cda311827a6f796ffd5198c")
        let full = HashAlgorithm.sha256.tls12PRF(secret: secret, label: "test label", seed: seed, length: 100)
        #expect(HashAlgorithm.sha256.tls12PRF(secret: secret, label: "test label", seed: seed, length: 0) == [])
        #expect(HashAlgorithm.sha256.tls12PRF(secret: secret, label: "test label", seed: seed, length: -5) == [])
        #expect(HashAlgorithm.sha256.tls12PRF(secret: secret, label: "test label", seed: seed, length: 32) == Array(full.prefix(32)))
        #expect(HashAlgorithm.sha256.tls12PRF(secret: secret, label: "test label", seed: seed, length: 33) == Array(full.prefix(33)))
        // The label is part of the input: another label, another output.
        #expect(HashAlgorithm.sha256.tls12PRF(secret: secret, label: "test labe1", seed: seed, length: 32) != Array(full.prefix(32)))
    }
}
