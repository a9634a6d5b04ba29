/// A stand-in for TLS in the session's tests: a two-round handshake and a cipher whose records
/// carry a marker and a checksum, so a corrupted record fails to decrypt as a real one would.
/// The app side is the server, as in SDL (protocol.md §A.12); ``FakeHeadUnit`` plays the client.
enum ToyCipher {
    static let clientHello: [UInt8] = Array("HELLO".utf8)
    static let serverHello: [UInt8] = Array("WELCOME".utf8)
    static let clientFinished: [UInt8] = Array("DONE".utf8)
    static let serverFinished: [UInt8] = Array("OK".utf8)
    static let overhead = 2

    static func encrypt(_ plaintext: [UInt8]) -> [UInt8] {
        [0xE0] + plaintext.map { $0 ^ 0x5A } + [checksum(plaintext)]
    }

    static func decrypt(_ record: [UInt8]) throws -> [UInt8] {
        guard record.count >= overhead, record.first == 0xE0 else { throw ToyCipherError.notARecord }
        let plaintext = record.dropFirst().dropLast().map { $0 ^ 0x5A }
        guard checksum(plaintext) == record.last else { throw ToyCipherError.badChecksum }
        return plaintext
    }

    static func checksum(_ bytes: [UInt8]) -> UInt8 {
        bytes.reduce(0x33) { $0 &+ $1 &* 7 }
    }
}

enum ToyCipherError: Error {
    case notARecord, badChecksum, unexpectedHandshake, recordTooLarge
}
