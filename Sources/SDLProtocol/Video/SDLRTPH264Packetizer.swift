/// Turns H.264 access units into RTP packets (RFC 3550, with the H.264 payload format of
/// RFC 6184), framed for a byte stream as SDL Core expects: each packet after its 2-byte
/// big-endian length (RFC 4571).
///
/// - A NAL unit that fits one packet (``maximumSingleNALUnitSize`` bytes or fewer) is sent as a
///   single NAL unit packet (§5.6); a larger one is split into FU-A fragments (§5.8): an FU
///   indicator (the NAL header's F and NRI bits, type 28), an FU header (S on the first, E on the
///   last fragment, the NAL type) and at most ``maximumFragmentPayloadSize`` bytes of the NAL unit
///   after its header byte.
/// - The marker bit is set on the last packet of each access unit, and only there (§5.1).
/// - Every packet of an access unit carries its presentation time on the 90 kHz clock (§5.1),
///   offset by a random ``initialTimestamp``; sequence numbers count up from a random start and wrap.
///
/// sdl_ios sets the marker on every fragment of an access unit's last NAL unit; here only the very
/// last packet carries it, as RFC 6184 says.
public struct SDLRTPH264Packetizer: Sendable {
    /// The RTP header's size without CSRCs.
    public static let headerSize = 12
    /// The RFC 4571 length prefix's size.
    public static let lengthPrefixSize = 2
    /// The largest RTP packet the 2-byte length prefix can announce.
    public static let largestPacketSize = 65_535
    /// The smallest packet size allowed: a header, an FU indicator, an FU header and one byte.
    public static let smallestPacketSize = headerSize + 3
    /// The RTP clock of H.264 video (RFC 6184 §5.1).
    public static let clockRate: Int64 = 90_000
    /// The dynamic payload type sdl_ios and sdl_java_suite use.
    public static let defaultPayloadType: UInt8 = 96

    /// The largest packet written, RTP header included (the length prefix is not).
    public let maximumPacketSize: Int
    /// The payload type (7 bits).
    public let payloadType: UInt8
    /// The stream's synchronisation source.
    public let ssrc: UInt32
    /// Added to every 90 kHz timestamp.
    public let initialTimestamp: UInt32
    /// The sequence number the next packet gets.
    public private(set) var sequenceNumber: UInt16

    /// Creates a packetizer. `maximumPacketSize` is clamped to
    /// ``smallestPacketSize``…``largestPacketSize`` and `payloadType` to 7 bits; the sequence
    /// number, timestamp offset and SSRC are random unless given (RFC 3550 §5.1).
    public init(
        maximumPacketSize: Int = SDLRTPH264Packetizer.largestPacketSize,
        payloadType: UInt8 = SDLRTPH264Packetizer.defaultPayloadType,
        ssrc: UInt32 = .random(in: 0 ... .max),
        sequenceNumber: UInt16 = .random(in: 0 ... .max),
        initialTimestamp: UInt32 = .random(in: 0 ... .max)
    ) {
        self.maximumPacketSize = min(max(maximumPacketSize, Self.smallestPacketSize), Self.largestPacketSize)
        self.payloadType = payloadType & 0x7F
        self.ssrc = ssrc
        self.sequenceNumber = sequenceNumber
        self.initialTimestamp = initialTimestamp
    }

    /// The largest NAL unit sent as one single NAL unit packet.
    public var maximumSingleNALUnitSize: Int { maximumPacketSize - Self.headerSize }

    /// The most NAL unit bytes one FU-A fragment carries.
    public var maximumFragmentPayloadSize: Int { maximumPacketSize - Self.headerSize - 2 }

    /// The RTP packets (without length prefixes) of `accessUnit`; none when it holds no NAL unit.
    public mutating func packets(for accessUnit: SDLH264AccessUnit) -> [[UInt8]] {
        let units = accessUnit.nalUnits
        let timestamp = initialTimestamp &+ Self.timestamp(of: accessUnit.presentationTime)
        var packets: [[UInt8]] = []
        for (index, unit) in units.enumerated() {
            let lastUnit = index == units.count - 1
            if unit.count <= maximumSingleNALUnitSize {
                var packet = header(marker: lastUnit, timestamp: timestamp, capacity: unit.count)
                packet.append(contentsOf: unit)
                packets.append(packet)
                continue
            }
            let nalHeader = unit[unit.startIndex]
            var offset = unit.startIndex + 1
            while offset < unit.endIndex {
                let end = min(offset + maximumFragmentPayloadSize, unit.endIndex)
                let first = offset == unit.startIndex + 1
                let last = end == unit.endIndex
                var packet = header(marker: lastUnit && last, timestamp: timestamp, capacity: end - offset + 2)
                packet.append(nalHeader & 0xE0 | SDLH264NALUnitType.fuA.rawValue)
                packet.append((first ? 0x80 : 0) | (last ? 0x40 : 0) | nalHeader & 0x1F)
                packet.append(contentsOf: unit[offset..<end])
                packets.append(packet)
                offset = end
            }
        }
        return packets
    }

    /// The byte-stream form of `accessUnit`: each packet after its 2-byte big-endian length (RFC 4571).
    public mutating func stream(for accessUnit: SDLH264AccessUnit) -> [UInt8] {
        var bytes: [UInt8] = []
        for packet in packets(for: accessUnit) {
            bytes.append(UInt8(packet.count >> 8))
            bytes.append(UInt8(packet.count & 0xFF))
            bytes.append(contentsOf: packet)
        }
        return bytes
    }

    /// `time` on the 90 kHz clock, to the nearest tick, wrapped to 32 bits (negative times wrap too).
    public static func timestamp(of time: Duration) -> UInt32 {
        let (seconds, attoseconds) = time.components
        // 90_000 ticks a second = 9 ticks per 10^14 attoseconds, rounded to the nearest tick (1/30 s
        // is 3000 ticks, not 2999); 9 × 10^18 still fits an Int64.
        let ticks = seconds &* clockRate &+ (attoseconds * 9 + 50_000_000_000_000) / 100_000_000_000_000
        return UInt32(truncatingIfNeeded: ticks)
    }

    private mutating func header(marker: Bool, timestamp: UInt32, capacity payloadSize: Int) -> [UInt8] {
        var header: [UInt8] = []
        header.reserveCapacity(Self.headerSize + payloadSize)
        header.append(0x80)  // version 2, no padding, no extension, no CSRC
        header.append((marker ? 0x80 : 0) | payloadType)
        header.append(UInt8(sequenceNumber >> 8))
        header.append(UInt8(sequenceNumber & 0xFF))
        for shift in stride(from: 24, through: 0, by: -8) { header.append(UInt8(truncatingIfNeeded: timestamp >> UInt32(shift))) }
        for shift in stride(from: 24, through: 0, by: -8) { header.append(UInt8(truncatingIfNeeded: ssrc >> UInt32(shift))) }
        sequenceNumber &+= 1
        return header
    }
}
