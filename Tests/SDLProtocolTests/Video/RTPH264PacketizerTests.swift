import Testing
@testable import SDLProtocol

@Suite("RTP H.264 packetizer (RFC 6184, RFC 4571 framing)")
struct RTPH264PacketizerTests {
    /// A NAL unit of `size` bytes: header byte `header`, then a counting pattern.
    static func nalUnit(_ size: Int, header: UInt8 = 0x65) -> [UInt8] {
        [header] + (1..<size).map { UInt8(truncatingIfNeeded: $0) }
    }

    static func packetizer(maximumPacketSize: Int = 100) -> SDLRTPH264Packetizer {
        SDLRTPH264Packetizer(maximumPacketSize: maximumPacketSize, ssrc: 0xA1B2_C3D4, sequenceNumber: 0xFFFE, initialTimestamp: 1000)
    }

    static func marker(_ packet: [UInt8]) -> Bool { packet[1] & 0x80 != 0 }
    static func sequence(_ packet: [UInt8]) -> UInt16 { UInt16(packet[2]) << 8 | UInt16(packet[3]) }
    static func timestamp(_ packet: [UInt8]) -> UInt32 { (4..<8).reduce(UInt32(0)) { $0 << 8 | UInt32(packet[$1]) } }

    @Test("a NAL unit exactly at the payload limit is one single NAL unit packet with the marker")
    func nalUnitAtTheLimit() {
        var packetizer = Self.packetizer()
        let unit = Self.nalUnit(packetizer.maximumSingleNALUnitSize)
        let packets = packetizer.packets(for: SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [unit]), presentationTime: .zero))
        #expect(packets.count == 1)
        #expect(packets[0].count == 100)
        #expect(Array(packets[0].dropFirst(12)) == unit)
        #expect(packets[0][0] == 0x80)
        #expect(packets[0][1] == 0x80 | 96)
        #expect(Array(packets[0][8..<12]) == [0xA1, 0xB2, 0xC3, 0xD4])
    }

    @Test("one byte over the limit becomes two FU-A fragments: S then E, marker only on the last")
    func nalUnitOneOverTheLimit() throws {
        var packetizer = Self.packetizer()
        let unit = Self.nalUnit(packetizer.maximumSingleNALUnitSize + 1, header: 0x65)
        let packets = packetizer.packets(for: SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [unit]), presentationTime: .zero))
        try #require(packets.count == 2)
        #expect(packets.map { $0.count } == [100, 12 + 2 + (unit.count - 1 - 86)])
        #expect(packets[0][12] == 0x60 | 28)  // F=0, NRI of 0x65, FU-A
        #expect(packets[0][13] == 0x80 | 5)  // S, type 5
        #expect(packets[1][13] == 0x40 | 5)  // E, type 5
        #expect(!Self.marker(packets[0]) && Self.marker(packets[1]))
        let rebuilt = [unit[0]] + packets.flatMap { $0.dropFirst(14) }
        #expect(rebuilt == unit)
    }

    @Test("several NAL units: marker only on the access unit's last packet; sequence numbers wrap; one timestamp")
    func accessUnitOfSeveralUnits() {
        var packetizer = Self.packetizer()
        let units = [Self.nalUnit(10, header: 0x67), Self.nalUnit(5, header: 0x68), Self.nalUnit(300, header: 0x65)]
        let accessUnit = SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: units), presentationTime: .milliseconds(1500))
        let packets = packetizer.packets(for: accessUnit)
        #expect(packets.count == 2 + 4)  // 299 bytes after the header in 86-byte fragments: 4
        #expect(packets.map(Self.marker) == [false, false, false, false, false, true])
        #expect(packets.map(Self.sequence) == [0xFFFE, 0xFFFF, 0, 1, 2, 3])
        #expect(packets.allSatisfy { Self.timestamp($0) == 1000 + 135_000 })
        #expect(packetizer.sequenceNumber == 4)
    }

    @Test("the byte-stream form puts each packet after its 2-byte big-endian length")
    func lengthPrefixes() {
        var packetizer = Self.packetizer(maximumPacketSize: 65_535)
        let unit = Self.nalUnit(70_000)
        var copy = packetizer
        let packets = copy.packets(for: SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [unit]), presentationTime: .zero))
        let stream = packetizer.stream(for: SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [unit]), presentationTime: .zero))
        #expect(packets.count == 2)
        #expect(Array(stream[0..<2]) == [0xFF, 0xFF])
        #expect(stream.count == packets.reduce(0) { $0 + 2 + $1.count })
        #expect(Array(stream[2..<65_537]) == packets[0])
    }

    @Test("90 kHz timestamps: one frame at 30 fps is 3000 ticks; they wrap at 2^32")
    func timestamps() {
        #expect(SDLRTPH264Packetizer.timestamp(of: .zero) == 0)
        #expect(SDLRTPH264Packetizer.timestamp(of: .seconds(1) / 30) == 3000)
        #expect(SDLRTPH264Packetizer.timestamp(of: .seconds(2)) == 180_000)
        #expect(SDLRTPH264Packetizer.timestamp(of: .seconds(59) / 30) == 177_000)
        #expect(SDLRTPH264Packetizer.timestamp(of: .seconds(47_722)) == UInt32(truncatingIfNeeded: Int64(47_722) * 90_000))
    }

    @Test("sizes outside the RTP range are clamped; payload types to 7 bits; an empty access unit makes no packet")
    func bounds() {
        #expect(SDLRTPH264Packetizer(maximumPacketSize: 0).maximumPacketSize == 15)
        #expect(SDLRTPH264Packetizer(maximumPacketSize: 1_000_000).maximumPacketSize == 65_535)
        #expect(SDLRTPH264Packetizer(payloadType: 0xFF).payloadType == 0x7F)
        var packetizer = Self.packetizer()
        #expect(packetizer.packets(for: SDLH264AccessUnit(bytes: [0, 0, 0, 1], presentationTime: .zero)).isEmpty)
    }

    @Test("the reader gets back every NAL unit and the access-unit ends, fed a byte at a time")
    func roundTrip() {
        var packetizer = Self.packetizer(maximumPacketSize: 50)
        let first = [Self.nalUnit(10, header: 0x67), Self.nalUnit(4, header: 0x68), Self.nalUnit(200, header: 0x65)]
        let second = [Self.nalUnit(38, header: 0x41), Self.nalUnit(39, header: 0x41)]
        let bytes = packetizer.stream(for: SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: first), presentationTime: .zero))
            + packetizer.stream(for: SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: second), presentationTime: .milliseconds(40)))
        var reader = SDLRTPH264StreamReader()
        var items: [SDLRTPH264StreamReader.Item] = []
        for byte in bytes { items += reader.read([byte]) }
        let expected: [SDLRTPH264StreamReader.Item] = first.map { .nalUnit($0) } + [.endOfAccessUnit(timestamp: 1000)]
            + second.map { .nalUnit($0) } + [.endOfAccessUnit(timestamp: 1000 + 3600)]
        #expect(items == expected)
        #expect(reader.bufferedByteCount == 0)
    }

    @Test("the reader reports bad packets and carries on: wrong version, lost fragment, forbidden bit, RTP-only type")
    func readerRejects() {
        var packetizer = Self.packetizer(maximumPacketSize: 50)
        var stream = packetizer.stream(for: SDLH264AccessUnit(bytes: SDLAnnexB.stream(of: [Self.nalUnit(120)]), presentationTime: .zero))
        // Drop the middle fragment (its length prefix and packet).
        let firstLength = Int(stream[0]) << 8 | Int(stream[1])
        let secondLength = Int(stream[2 + firstLength]) << 8 | Int(stream[3 + firstLength])
        stream.removeSubrange((2 + firstLength)..<(4 + firstLength + secondLength))
        var reader = SDLRTPH264StreamReader()
        let items = reader.read(stream)
        #expect(!items.contains { if case .nalUnit = $0 { true } else { false } })
        #expect(items.contains { if case .invalid = $0 { true } else { false } })

        func packet(_ first: UInt8, payload: [UInt8]) -> [UInt8] {
            let body = [first, 96, 0, 9, 0, 0, 0, 0, 0, 0, 0, 1] + payload
            return [UInt8(body.count >> 8), UInt8(body.count & 0xFF)] + body
        }
        var fresh = SDLRTPH264StreamReader()
        let bad = fresh.read(packet(0x40, payload: [0x65, 1]) + packet(0x80, payload: [0xE5, 1]) + packet(0x80, payload: [0x7D, 1])
                             + packet(0x80, payload: [0x65, 7]))
        #expect(bad.count == 4)
        #expect(bad.prefix(3).allSatisfy { if case .invalid(let error) = $0 { error.code == .invalidVideoStream } else { false } })
        #expect(bad[3] == .nalUnit([0x65, 7]))
    }
}
