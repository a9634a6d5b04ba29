extension HashAlgorithm {
    /// HKDF-Extract (RFC 5869, 2.2): the pseudorandom key, `outputSize` bytes. An empty `salt`
    /// stands for `outputSize` zero bytes, as the RFC says.
    package func hkdfExtract(salt: [UInt8], inputKeyMaterial: [UInt8]) -> [UInt8] {
        let key = salt.isEmpty ? [UInt8](repeating: 0, count: outputSize) : salt
        return hmac(key: key, message: inputKeyMaterial)
    }

    /// HKDF-Expand (RFC 5869, 2.3): `length` bytes of output keying material; `nil` when `length`
    /// is negative or more than `255 * outputSize`, which the RFC does not define.
    package func hkdfExpand(pseudoRandomKey: [UInt8], info: [UInt8], length: Int) -> [UInt8]? {
        guard length >= 0, length <= 255 * outputSize else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(length + outputSize)
        var previous: [UInt8] = []
        var counter: UInt8 = 1
        while output.count < length {
            previous = hmac(key: pseudoRandomKey, message: previous + info + [counter])
            output.append(contentsOf: previous)
            counter &+= 1
        }
        return Array(output.prefix(length))
    }
}
