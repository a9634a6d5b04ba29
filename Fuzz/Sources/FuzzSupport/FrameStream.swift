import NIOCore
import NIOEmbedded
import SDLProtocol

/// A byte stream fed to `SDLFrameDecoder` as a channel gets it: in chunks, through
/// `ByteToMessageHandler` in an `EmbeddedChannel`, then the end of input.
///
/// ```swift
/// let decoded = FrameStream.decode(stream, chunkSize: 7, validation: .core)
/// for frame in decoded.frames { … }
/// ```
public enum FrameStream {
    /// The frames of `stream` and the error that stopped decoding, if any.
    public struct Decoded {
        /// The frames, in order.
        public var frames: [SDLFrame]
        /// The decoder's error (the channel would be closed there).
        public var error: (any Error)?
    }

    /// Decodes `stream` written in chunks of `chunkSize` bytes (at least 1). Checks that each frame
    /// passes `validation`, declares its payload size, and writes back as exactly the bytes it came
    /// from.
    public static func decode(_ stream: [UInt8], chunkSize: Int, validation: SDLFrameValidation) -> Decoded {
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(SDLFrameDecoder(validation: validation)))
        var decoded = Decoded(frames: [], error: nil)
        var offset = 0
        defer { _ = try? channel.finish(acceptAlreadyClosed: true) }
        func drain() {
            while let frame = try? channel.readInbound(as: SDLFrame.self) {
                check(frame, validation: validation, stream: stream, offset: &offset)
                decoded.frames.append(frame)
            }
        }
        let step = max(chunkSize, 1)
        var start = 0
        while start < stream.count {
            let end = min(start + step, stream.count)
            do {
                try channel.writeInbound(ByteBuffer(bytes: stream[start..<end]))
            } catch {
                drain()
                decoded.error = error
                return decoded
            }
            drain()
            start = end
        }
        do {
            _ = try channel.finish()
        } catch {
            decoded.error = error
        }
        drain()
        if decoded.error == nil {
            fuzzExpect(offset == stream.count, "the decoder ended cleanly with \(stream.count - offset) bytes unread")
        }
        return decoded
    }

    private static func check(_ frame: SDLFrame, validation: SDLFrameValidation, stream: [UInt8], offset: inout Int) {
        fuzzExpect((try? frame.header.validate(validation)) != nil, "a decoded frame breaks the rules it was decoded with: \(frame.header)")
        fuzzExpect(Int(frame.header.dataSize) == frame.payload.readableBytes, "data size \(frame.header.dataSize) for \(frame.payload.readableBytes) payload bytes")
        let bytes = frame.encodedBytes()
        let end = offset + bytes.count
        fuzzExpect(end <= stream.count && stream[offset..<end].elementsEqual(bytes), "frame at byte \(offset) does not write back as its bytes")
        offset = end
    }
}
