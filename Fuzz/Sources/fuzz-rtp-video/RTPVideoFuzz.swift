import FuzzSupport
import SDLProtocol

/// The RTP H.264 stream reader: what the emulator makes of an app's RTP video stream (RFC 4571
/// framing, RFC 6184 packets). Input: a byte choosing the chunk size (1…256) the stream arrives in,
/// a byte choosing the packetizer's packet size, then the stream. Besides never trapping:
/// - what the reader returns does not depend on how the stream is cut into chunks;
/// - every NAL unit it passes on is non-empty and of a type a byte stream may carry;
/// - it never holds more than one unfinished packet (2 + 65,535 bytes);
/// - the same bytes taken as an Annex B access unit, packetized at the chosen size and read
///   back, give exactly the access unit's NAL units, then the end of the access unit.
enum RTPVideoFuzz {
    static func run(_ input: FuzzInput) {
        var input = input
        let chunkSize = Int(input.byte()) + 1
        let packetSizeByte = input.byte()
        let bytes = input.rest()

        var whole = SDLRTPH264StreamReader()
        let items = whole.read(bytes)
        var chunked = SDLRTPH264StreamReader()
        var chunkedItems: [SDLRTPH264StreamReader.Item] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + chunkSize, bytes.count)
            chunkedItems += chunked.read(bytes[offset..<end])
            offset = end
        }
        fuzzExpect(items == chunkedItems, "the items depend on how the stream was cut (chunks of \(chunkSize))")
        fuzzExpect(whole.bufferedByteCount == chunked.bufferedByteCount, "a different number of bytes is left buffered")
        fuzzExpect(whole.bufferedByteCount < SDLRTPH264Packetizer.lengthPrefixSize + SDLRTPH264Packetizer.largestPacketSize,
                   "more than one unfinished packet is buffered")
        for case .nalUnit(let unit) in items {
            fuzzExpect(SDLH264NALUnitType(of: unit)?.isValidInByteStream == true, "a NAL unit passed on that a byte stream cannot carry")
        }
        roundTrip(bytes, packetSize: SDLRTPH264Packetizer.smallestPacketSize + Int(packetSizeByte) * 8)
    }

    /// Packetizes `bytes` as one access unit (when all its NAL units are valid video data) and reads it back.
    static func roundTrip(_ bytes: [UInt8], packetSize: Int) {
        let accessUnit = SDLH264AccessUnit(bytes: bytes, presentationTime: .milliseconds(40))
        let units = accessUnit.nalUnits
        guard !units.isEmpty, units.allSatisfy({ SDLH264NALUnitType(of: $0)?.isValidInByteStream == true }) else { return }
        var packetizer = SDLRTPH264Packetizer(maximumPacketSize: packetSize, ssrc: 7, sequenceNumber: .max, initialTimestamp: 0)
        var reader = SDLRTPH264StreamReader()
        let read = reader.read(packetizer.stream(for: accessUnit))
        let expected = units.map { SDLRTPH264StreamReader.Item.nalUnit(Array($0)) }
            + [.endOfAccessUnit(timestamp: SDLRTPH264Packetizer.timestamp(of: .milliseconds(40)))]
        fuzzExpect(read == expected, "an access unit packetized in \(packetSize)-byte packets did not read back whole")
        fuzzExpect(reader.bufferedByteCount == 0, "bytes of a whole stream were left buffered")
    }
}
