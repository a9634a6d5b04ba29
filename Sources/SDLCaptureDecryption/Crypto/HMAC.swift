extension HashAlgorithm {
    /// HMAC (RFC 2104) of `message` under `key`, `outputSize` bytes. A key longer than a block is
    /// hashed first; any key length is accepted, the empty key included.
    package func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var blockKey = key.count > blockSize ? hash(key) : key
        blockKey.append(contentsOf: repeatElement(0, count: blockSize - blockKey.count))
        var inner = blockKey.map { $0 ^ 0x36 }
        inner.append(contentsOf: message)
        var outer = blockKey.map { $0 ^ 0x5c }
        outer.append(contentsOf: hash(inner))
        return hash(outer)
    }
}
