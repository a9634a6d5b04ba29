/// What decryption needs from a handshake's two hellos (RFC 5246 §7.4.1, RFC 8446 §4.1): the
/// randoms, the cipher suite, the version.
enum TLSHello: Hashable, Sendable {
    /// A ClientHello: its random.
    case client(random: [UInt8])
    /// A ServerHello (not a HelloRetryRequest): its random, cipher suite and the version it chose
    /// (its `supported_versions` extension for TLS 1.3, else its legacy version).
    case server(random: [UInt8], cipherSuite: UInt16, version: UInt16)

    /// The random of a HelloRetryRequest (RFC 8446 §4.1.3): not a real ServerHello.
    static let helloRetryRequestRandom: [UInt8] = [
        0xCF, 0x21, 0xAD, 0x74, 0xE5, 0x9A, 0x61, 0x11, 0xBE, 0x1D, 0x8C, 0x02, 0x1E, 0x65, 0xB8, 0x91,
        0xC2, 0xA2, 0x11, 0x16, 0x7A, 0xBB, 0x8C, 0x5E, 0x07, 0x9E, 0x09, 0xE2, 0xC8, 0xA8, 0x33, 0x9C,
    ]

    /// The hellos among the handshake messages of a plaintext handshake record's fragment.
    static func hellos(in fragment: ArraySlice<UInt8>) -> [TLSHello] {
        var reader = ByteReader(fragment)
        var hellos: [TLSHello] = []
        while let type = reader.byte(), let length = reader.integer(bytes: 3), let body = reader.bytes(length) {
            if let hello = hello(type: type, body: body) { hellos.append(hello) }
        }
        return hellos
    }

    private static func hello(type: UInt8, body: ArraySlice<UInt8>) -> TLSHello? {
        var reader = ByteReader(body)
        guard type == 1 || type == 2, let legacyVersion = reader.integer(bytes: 2), let random = reader.bytes(32) else { return nil }
        if type == 1 { return .client(random: Array(random)) }
        guard Array(random) != helloRetryRequestRandom,
              let sessionIDLength = reader.byte(), reader.bytes(Int(sessionIDLength)) != nil,
              let cipherSuite = reader.integer(bytes: 2), reader.byte() != nil else { return nil }
        var version = UInt16(legacyVersion)
        if let extensionsLength = reader.integer(bytes: 2), let extensions = reader.bytes(extensionsLength) {
            var extensionReader = ByteReader(extensions)
            while let extensionType = extensionReader.integer(bytes: 2), let length = extensionReader.integer(bytes: 2),
                  let data = extensionReader.bytes(length) {
                // supported_versions (43): the selected version, two bytes.
                if extensionType == 43, data.count == 2 { version = UInt16(data[data.startIndex]) << 8 | UInt16(data[data.startIndex + 1]) }
            }
        }
        return .server(random: Array(random), cipherSuite: UInt16(cipherSuite), version: version)
    }
}

/// Reads big-endian fields off a slice; nil past its end.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    mutating func byte() -> UInt8? {
        bytes.popFirst()
    }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.count >= count else { return nil }
        defer { bytes = bytes.dropFirst(count) }
        return bytes.prefix(count)
    }

    mutating func integer(bytes count: Int) -> Int? {
        guard let field = bytes(count) else { return nil }
        return field.reduce(0) { $0 << 8 | Int($1) }
    }
}
