import NIOCore

/// Splits an ``SDLMessage`` into frames (§A.4), the way Core, iOS and Java do.
///
/// **The limit is payload bytes per frame, header not included** (§G.1). Core 8.2 puts its maximum
/// *payload* size in the StartServiceACK `mtu` (131072 by default) and Java reads it so; so pass the
/// ACK's `mtu` (or the per-version default of §A.3, 1488 for v1/v2 and 131072 for v3–5) as
/// `maximumPayloadSize`. A sender that wants to honour the protocol spec's stricter reading
/// ("header included", as iOS does) passes `mtu - 12`.
///
/// A payload of at most `maximumPayloadSize` bytes becomes one single frame. A larger one becomes a
/// first frame (frame info 0, not encrypted, an 8-byte payload: big-endian total size, then the
/// big-endian number of consecutive frames) and `ceil(total / maximumPayloadSize)` consecutive frames
/// of `maximumPayloadSize` bytes each but the last, numbered 1, 2, …, 255, 1, … (Core's
/// `i % 255 + 1`) with 0 on the last. Every frame carries the message's version, service, session
/// and message ID; consecutive frames carry its encryption flag. Payloads are slices of the
/// message's buffer (no copy).
public enum SDLMessageFragmenter {
    /// The frames for `message`. A `maximumPayloadSize` below 1 is taken as 1.
    public static func frames(for message: SDLMessage, maximumPayloadSize: Int) -> [SDLFrame] {
        let limit = max(maximumPayloadSize, 1)
        let total = message.payload.readableBytes
        func header(_ type: SDLFrameType, info: UInt8, encrypted: Bool) -> SDLFrameHeader {
            SDLFrameHeader(
                version: message.version, isEncrypted: encrypted, frameType: type,
                serviceType: message.serviceType, frameInfo: info, sessionID: message.sessionID,
                messageID: message.messageID
            )
        }
        guard total > limit else {
            return [SDLFrame(header: header(.single, info: 0, encrypted: message.isEncrypted), payload: message.payload)]
        }
        let count = (total + limit - 1) / limit
        var frames: [SDLFrame] = []
        frames.reserveCapacity(count + 1)
        var first = ByteBuffer()
        first.reserveCapacity(8)
        first.writeInteger(UInt32(truncatingIfNeeded: total), endianness: .big)
        first.writeInteger(UInt32(truncatingIfNeeded: count), endianness: .big)
        frames.append(SDLFrame(header: header(.first, info: 0, encrypted: false), payload: first))
        let start = message.payload.readerIndex
        for index in 0..<count {
            let offset = index * limit
            let length = min(limit, total - offset)
            let isLast = index == count - 1
            let info = isLast ? 0 : UInt8(index % 255 + 1)
            let slice = message.payload.getSlice(at: start + offset, length: length) ?? ByteBuffer()
            frames.append(SDLFrame(header: header(.consecutive, info: info, encrypted: message.isEncrypted), payload: slice))
        }
        return frames
    }
}

extension SDLMessageFragmenter {
    /// Writes the frames of `message` straight to `buffer`: the same bytes as encoding each of
    /// ``frames(for:maximumPayloadSize:)`` in turn, without building the frame values.
    public static func encode(_ message: SDLMessage, maximumPayloadSize: Int, into buffer: inout ByteBuffer) {
        let limit = max(maximumPayloadSize, 1)
        let total = message.payload.readableBytes
        var header = SDLFrameHeader(
            version: message.version, isEncrypted: message.isEncrypted, frameType: .single,
            serviceType: message.serviceType, sessionID: message.sessionID, messageID: message.messageID
        )
        guard total > limit else {
            header.dataSize = UInt32(truncatingIfNeeded: total)
            buffer.reserveCapacity(minimumWritableBytes: header.encodedSize + total)
            header.encode(into: &buffer)
            buffer.writeImmutableBuffer(message.payload)
            return
        }
        let count = (total + limit - 1) / limit
        buffer.reserveCapacity(minimumWritableBytes: (count + 1) * header.encodedSize + 8 + total)
        header.frameType = .first
        header.isEncrypted = false
        header.dataSize = 8
        header.encode(into: &buffer)
        buffer.writeInteger(UInt32(truncatingIfNeeded: total), endianness: .big)
        buffer.writeInteger(UInt32(truncatingIfNeeded: count), endianness: .big)
        header.frameType = .consecutive
        header.isEncrypted = message.isEncrypted
        var payload = message.payload
        for index in 0..<count {
            let length = min(limit, payload.readableBytes)
            header.frameInfo = index == count - 1 ? 0 : UInt8(index % 255 + 1)
            header.dataSize = UInt32(truncatingIfNeeded: length)
            header.encode(into: &buffer)
            payload.withUnsafeReadableBytes { bytes in
                _ = buffer.writeBytes(UnsafeRawBufferPointer(rebasing: bytes.prefix(length)))
            }
            payload.moveReaderIndex(forwardBy: length)
        }
    }
}
