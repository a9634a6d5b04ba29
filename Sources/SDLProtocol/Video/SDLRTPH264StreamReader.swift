/// Reads what ``SDLRTPH264Packetizer`` writes: RTP packets after 2-byte lengths (RFC 4571), in
/// chunks of any size, back into H.264 NAL units and access-unit ends — a head unit's side of an
/// RTP video stream, and the check that a stream is well formed.
///
/// Accepted: RTP version 2 (padding, CSRCs and a header extension are skipped), single NAL unit
/// packets (types 1–23), STAP-A (24) and FU-A (28). Anything else is reported as
/// `invalidVideoStream` and the reader carries on with the next packet: a fragmented NAL unit
/// whose fragments do not follow one another is dropped whole, never passed on cut.
public struct SDLRTPH264StreamReader: Sendable {
    /// What the stream held, in order.
    public enum Item: Hashable, Sendable {
        /// A whole NAL unit (no start code).
        case nalUnit([UInt8])
        /// The packet that ended an access unit (marker bit set): the 90 kHz timestamp of the picture.
        case endOfAccessUnit(timestamp: UInt32)
        /// A packet or fragment that was not valid, and why (the reader has skipped it).
        case invalid(SDLProtocolError)
    }

    private var pending: [UInt8] = []
    private var fragment: [UInt8]?
    private var lastSequenceNumber: UInt16?

    /// Creates a reader at the start of a stream.
    public init() {}

    /// Takes the next bytes of the stream and returns what they complete.
    public mutating func read(_ bytes: some Sequence<UInt8>) -> [Item] {
        pending.append(contentsOf: bytes)
        var items: [Item] = []
        var offset = 0
        while pending.count - offset >= SDLRTPH264Packetizer.lengthPrefixSize {
            let length = Int(pending[offset]) << 8 | Int(pending[offset + 1])
            guard pending.count - offset - SDLRTPH264Packetizer.lengthPrefixSize >= length else { break }
            let start = offset + SDLRTPH264Packetizer.lengthPrefixSize
            packet(pending[start..<start + length], into: &items)
            offset = start + length
        }
        pending.removeFirst(offset)
        return items
    }

    /// Bytes received that do not make a whole packet yet.
    public var bufferedByteCount: Int { pending.count }

    private mutating func packet(_ packet: ArraySlice<UInt8>, into items: inout [Item]) {
        let base = packet.startIndex
        guard packet.count >= SDLRTPH264Packetizer.headerSize else {
            return items.append(.invalid(Self.error("an RTP packet of \(packet.count) bytes, shorter than its header")))
        }
        guard packet[base] >> 6 == 2 else {
            return items.append(.invalid(Self.error("RTP version \(packet[base] >> 6), not 2")))
        }
        let sequence = UInt16(packet[base + 2]) << 8 | UInt16(packet[base + 3])
        if let last = lastSequenceNumber, sequence != last &+ 1, fragment != nil {
            fragment = nil
            items.append(.invalid(Self.error("packet \(sequence) follows \(last): a fragmented NAL unit lost a piece")))
        }
        lastSequenceNumber = sequence
        var start = base + SDLRTPH264Packetizer.headerSize + Int(packet[base] & 0x0F) * 4
        var end = packet.endIndex
        if packet[base] & 0x20 != 0, let padding = packet.last { end -= Int(padding) }
        if packet[base] & 0x10 != 0, start + 4 <= end {
            start += 4 + (Int(packet[start + 2]) << 8 | Int(packet[start + 3])) * 4
        }
        guard start < end else {
            return items.append(.invalid(Self.error("an RTP packet without payload")))
        }
        payload(packet[start..<end], into: &items)
        if packet[base + 1] & 0x80 != 0 {
            let timestamp = (4..<8).reduce(UInt32(0)) { $0 << 8 | UInt32(packet[base + $1]) }
            items.append(.endOfAccessUnit(timestamp: timestamp))
        }
    }

    private mutating func payload(_ payload: ArraySlice<UInt8>, into items: inout [Item]) {
        guard let type = SDLH264NALUnitType(of: payload) else {
            return items.append(.invalid(Self.error("a NAL unit header with the forbidden bit set")))
        }
        switch type {
        case .stapA:
            var offset = payload.startIndex + 1
            while offset + 2 <= payload.endIndex {
                let size = Int(payload[offset]) << 8 | Int(payload[offset + 1])
                offset += 2
                guard size > 0, offset + size <= payload.endIndex else {
                    return items.append(.invalid(Self.error("a STAP-A unit of \(size) bytes overruns its packet")))
                }
                unit(payload[offset..<offset + size], into: &items)
                offset += size
            }
        case .fuA:
            fragmentUnit(payload, into: &items)
        default:
            unit(payload, into: &items)
        }
    }

    private mutating func fragmentUnit(_ payload: ArraySlice<UInt8>, into items: inout [Item]) {
        guard payload.count >= 3 else {
            fragment = nil
            return items.append(.invalid(Self.error("an FU-A packet of \(payload.count) bytes carries no data")))
        }
        let indicator = payload[payload.startIndex]
        let header = payload[payload.startIndex + 1]
        let data = payload[(payload.startIndex + 2)...]
        if header & 0x80 != 0 {
            if fragment != nil { items.append(.invalid(Self.error("a fragmented NAL unit ended without its last fragment"))) }
            fragment = [indicator & 0xE0 | header & 0x1F] + data
        } else if fragment != nil {
            fragment?.append(contentsOf: data)
        } else {
            return items.append(.invalid(Self.error("an FU-A fragment without its first fragment")))
        }
        if header & 0x40 != 0, let whole = fragment {
            fragment = nil
            unit(whole[...], into: &items)
        }
    }

    private func unit(_ unit: ArraySlice<UInt8>, into items: inout [Item]) {
        guard let type = SDLH264NALUnitType(of: unit), type.isValidInByteStream else {
            return items.append(.invalid(Self.error("NAL unit type \(unit.first.map { $0 & 0x1F } ?? 0) is not H.264 video data")))
        }
        items.append(.nalUnit(Array(unit)))
    }

    private static func error(_ message: String) -> SDLProtocolError {
        SDLProtocolError(code: .invalidVideoStream, message: message)
    }
}

extension SDLProtocolError.Code {
    /// A video stream's bytes are not well-formed H.264 (RTP framing, RTP header, NAL units).
    public static let invalidVideoStream = Self(rawValue: "invalidVideoStream")
}
