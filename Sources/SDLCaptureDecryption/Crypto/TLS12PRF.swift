extension HashAlgorithm {
    /// The TLS 1.2 pseudorandom function (RFC 5246, 5): `P_<hash>(secret, label + seed)`, `length`
    /// bytes (none when `length` is not positive). TLS 1.2 derives its master secret and key block
    /// with it, using the cipher suite's hash (SHA-256 unless the suite names SHA-384). `length` is
    /// the caller's (a secret's or a key block's size, at most a few hundred bytes), never a
    /// capture's.
    package func tls12PRF(secret: [UInt8], label: String, seed: [UInt8], length: Int) -> [UInt8] {
        guard length > 0 else { return [] }
        let labelAndSeed = Array(label.utf8) + seed
        var output: [UInt8] = []
        output.reserveCapacity(length + outputSize)
        var chain = labelAndSeed  // A(0); A(i) = HMAC(secret, A(i-1))
        while output.count < length {
            chain = hmac(key: secret, message: chain)
            output.append(contentsOf: hmac(key: secret, message: chain + labelAndSeed))
        }
        return Array(output.prefix(length))
    }
}
