import SDLSession
import Testing

@Suite("CRC-32")
struct SDLCRC32Tests {
    @Test("known vectors", arguments: [
        ("", UInt32(0x0000_0000)),
        ("a", 0xE8B7_BE43),
        ("abc", 0x3524_41C2),
        ("123456789", 0xCBF4_3926),
        ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
    ])
    func vectors(input: String, expected: UInt32) {
        #expect(SDLCRC32.checksum(Array(input.utf8)) == expected)
    }

    @Test("32 zero bytes and 32 0xFF bytes")
    func fixedBytes() {
        #expect(SDLCRC32.checksum([UInt8](repeating: 0, count: 32)) == 0x190A_55AD)
        #expect(SDLCRC32.checksum([UInt8](repeating: 0xFF, count: 32)) == 0xFF6C_AB0B)
    }

    @Test("updating in pieces equals one pass")
    func incremental() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var crc = SDLCRC32()
        crc.update(bytes[..<1])
        crc.update(bytes[1..<333])
        crc.update(bytes[333...])
        #expect(crc.value == SDLCRC32.checksum(bytes))
        #expect(SDLCRC32().value == 0)
    }
}
