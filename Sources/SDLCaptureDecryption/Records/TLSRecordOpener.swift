/// Opens protected records of one TLS session (RFC 5246 §6.2.3.3, RFC 7905, RFC 8446 §5.2).
struct TLSRecordOpener: Hashable, Sendable {
    /// What a record held once opened.
    struct Plaintext: Hashable, Sendable {
        /// The inner content type (TLS 1.3) or the record's (TLS 1.2).
        var contentType: UInt8
        var content: [UInt8]
    }

    var suite: TLSCipherSuite
    var isTLS13: Bool

    /// Opens `record` with `keys` at their sequence number, and counts it; nil (keys untouched)
    /// when it does not authenticate.
    func open(_ record: TLSRecord, with keys: inout TLSTrafficKeys) -> Plaintext? {
        let opened = isTLS13 ? openTLS13(record, keys: keys) : openTLS12(record, keys: keys)
        if opened != nil { keys.sequenceNumber &+= 1 }
        return opened
    }

    private func openTLS13(_ record: TLSRecord, keys: TLSTrafficKeys) -> Plaintext? {
        let tagSize = suite.aead.tagSize
        guard record.contentType == TLSRecord.ContentType.applicationData.rawValue, record.fragment.count > tagSize else { return nil }
        let ciphertext = Array(record.fragment.dropLast(tagSize))
        let tag = Array(record.fragment.suffix(tagSize))
        guard var inner = suite.aead.open(key: keys.key, nonce: keys.xoredNonce, ciphertext: ciphertext, tag: tag, additionalData: record.header) else {
            return nil
        }
        // TLSInnerPlaintext: content, its type, then zero padding.
        while inner.last == 0 { inner.removeLast() }
        guard let contentType = inner.popLast() else { return nil }
        return Plaintext(contentType: contentType, content: inner)
    }

    private func openTLS12(_ record: TLSRecord, keys: TLSTrafficKeys) -> Plaintext? {
        let tagSize = suite.aead.tagSize
        let explicitNonceSize = suite.aead == .chacha20Poly1305 ? 0 : 8
        guard record.fragment.count >= explicitNonceSize + tagSize else { return nil }
        let nonce = explicitNonceSize == 0 ? keys.xoredNonce : keys.iv + record.fragment.prefix(explicitNonceSize)
        let ciphertext = Array(record.fragment.dropFirst(explicitNonceSize).dropLast(tagSize))
        let tag = Array(record.fragment.suffix(tagSize))
        let additionalData = keys.sequenceBytes + [record.contentType, UInt8(record.version >> 8), UInt8(record.version & 0xFF),
                                                   UInt8(ciphertext.count >> 8), UInt8(ciphertext.count & 0xFF)]
        guard let content = suite.aead.open(key: keys.key, nonce: nonce, ciphertext: ciphertext, tag: tag, additionalData: additionalData) else {
            return nil
        }
        return Plaintext(contentType: record.contentType, content: content)
    }
}
