/// One TLS record as it travels: a 5-byte header (content type, legacy version, length) and its
/// fragment (RFC 8446 §5.1, RFC 5246 §6.2).
struct TLSRecord: Hashable, Sendable {
    /// Content types.
    enum ContentType: UInt8 {
        case changeCipherSpec = 20, alert = 21, handshake = 22, applicationData = 23
    }

    /// The content type byte (the outer one, for TLS 1.3 protected records: 23).
    var contentType: UInt8
    /// The legacy version in the header.
    var version: UInt16
    /// The fragment.
    var fragment: ArraySlice<UInt8>

    /// The 5 header bytes (TLS 1.3's additional data).
    var header: [UInt8] {
        [contentType, UInt8(version >> 8), UInt8(version & 0xFF), UInt8(fragment.count >> 8), UInt8(fragment.count & 0xFF)]
    }

    /// Splits `bytes` into whole records; nil when they do not end on a record boundary, a length
    /// passes TLS's limit (2^14 + 2048), or a content type is not one of TLS's.
    static func records(in bytes: ArraySlice<UInt8>) -> [TLSRecord]? {
        var records: [TLSRecord] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes.endIndex - index >= 5, ContentType(rawValue: bytes[index]) != nil else { return nil }
            let length = Int(bytes[index + 3]) << 8 | Int(bytes[index + 4])
            guard length <= 16_384 + 2_048, bytes.endIndex - index - 5 >= length else { return nil }
            records.append(TLSRecord(
                contentType: bytes[index], version: UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index + 2]),
                fragment: bytes[(index + 5)..<(index + 5 + length)]))
            index += 5 + length
        }
        return records
    }
}
