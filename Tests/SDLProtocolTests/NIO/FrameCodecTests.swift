import NIOCore
import NIOEmbedded
import NIOTestUtils
import Testing
@testable import SDLProtocol

@Suite("SDLFrameDecoder and SDLFrameEncoder in a pipeline")
struct FrameCodecTests {
    static func sampleFrames() -> [SDLFrame] {
        [
            SDLStartService(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 4, 0)).frame(version: 1, sessionID: 0),
            SDLFrame(version: 2, frameType: .single, serviceType: .rpc, sessionID: 3, messageID: 1, payload: patternBytes(40)),
            SDLFrame(version: 3, frameType: .first, serviceType: .hybrid, sessionID: 3, messageID: 2, payload: hex("00000010 00000002")),
            SDLFrame(version: 4, frameType: .consecutive, serviceType: .hybrid, frameInfo: 1, sessionID: 3, messageID: 2, payload: patternBytes(8)),
            SDLFrame(version: 5, frameType: .consecutive, serviceType: .hybrid, frameInfo: 0, sessionID: 3, messageID: 2, payload: patternBytes(8, seed: 9)),
            SDLHeartbeat().frame(version: 5, sessionID: 3, messageID: 4),
            SDLFrame(version: 1, frameType: .single, serviceType: .rpc, sessionID: 3, payload: Array("{}".utf8)),
        ]
    }

    static func concatenated(_ frames: [SDLFrame]) -> ByteBuffer {
        var buffer = ByteBuffer()
        for frame in frames { frame.encode(into: &buffer) }
        return buffer
    }

    @Test("ByteToMessageDecoderVerifier: one frame per input, fed whole, byte by byte and in batches")
    func verifierSingleFrames() throws {
        let pairs = Self.sampleFrames().map { frame -> (ByteBuffer, [SDLFrame]) in
            var buffer = ByteBuffer()
            frame.encode(into: &buffer)
            return (buffer, [frame])
        }
        try ByteToMessageDecoderVerifier.verifyDecoder(inputOutputPairs: pairs) { SDLFrameDecoder() }
    }

    @Test("ByteToMessageDecoderVerifier: many frames in one input")
    func verifierManyFrames() throws {
        let frames = Self.sampleFrames()
        try ByteToMessageDecoderVerifier.verifyDecoder(inputOutputPairs: [(Self.concatenated(frames), frames)]) { SDLFrameDecoder() }
    }

    @Test("EmbeddedChannel: frames written outbound come back inbound equal")
    func embeddedRoundTrip() throws {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandlers([
            ByteToMessageHandler(SDLFrameDecoder()),
            MessageToByteHandler(SDLFrameEncoder()),
        ])
        let frames = Self.sampleFrames()
        var wire = ByteBuffer()
        for frame in frames {
            try channel.writeOutbound(frame)
            var bytes = try #require(try channel.readOutbound(as: ByteBuffer.self))
            #expect(bytes.readableBytes == frame.encodedSize)
            wire.writeBuffer(&bytes)
        }
        // Feed the wire back in uneven chunks.
        var position = 0
        var chunk = 1
        while wire.readableBytes > 0 {
            let slice = wire.readSlice(length: min(chunk, wire.readableBytes)) ?? ByteBuffer()
            try channel.writeInbound(slice)
            position += 1
            chunk = chunk * 3 % 17 + 1
        }
        var decoded: [SDLFrame] = []
        while let frame = try channel.readInbound(as: SDLFrame.self) { decoded.append(frame) }
        #expect(decoded == frames)
        #expect(try channel.finish().isClean)
    }

    @Test("a header declaring 0xFFFFFFFF bytes is frameTooLarge as soon as the header is in")
    func fourGigabyteFrame() throws {
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(SDLFrameDecoder()))
        // Only the 12 header bytes: a decoder that waited for the payload would not throw here.
        let header = ByteBuffer(bytes: hex("51 07 00 01 FFFFFFFF 00000001"))
        #expect {
            try channel.writeInbound(header)
        } throws: { error in
            (error as? SDLProtocolError)?.code == .frameTooLarge
        }
        _ = try? channel.finish()
    }

    @Test("the decoder's own limit applies: limit passes, limit + 1 fails")
    func decoderLimit() throws {
        let atLimit = SDLFrame(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, messageID: 1, payload: patternBytes(64))
        try ByteToMessageDecoderVerifier.verifyDecoder(inputOutputPairs: [(Self.concatenated([atLimit]), [atLimit])]) {
            SDLFrameDecoder(maximumPayloadSize: 64)
        }
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(SDLFrameDecoder(maximumPayloadSize: 63)))
        #expect(throws: SDLProtocolError.self) { try channel.writeInbound(Self.concatenated([atLimit])) }
        _ = try? channel.finish()
    }

    @Test("invalid versions and frame types are errors in the pipeline")
    func pipelineRejectsBadHeaders() throws {
        for bytes in [hex("61 07 00 01 00000001 00000001 AA"), hex("05 07 00 01 00000001 00000001 AA"), hex("24 07 00 01 00000001 00000001 AA")] {
            let channel = EmbeddedChannel(handler: ByteToMessageHandler(SDLFrameDecoder()))
            #expect(throws: SDLProtocolError.self) { try channel.writeInbound(ByteBuffer(bytes: bytes)) }
            _ = try? channel.finish()
        }
    }

    @Test("a stream ending inside a frame is truncated")
    func truncatedAtEnd() throws {
        let frame = SDLFrame(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, messageID: 1, payload: patternBytes(20))
        let bytes = Self.concatenated([frame]).bytes
        for cut in [1, 7, 11, 12, 31] {
            let channel = EmbeddedChannel(handler: ByteToMessageHandler(SDLFrameDecoder()))
            try channel.writeInbound(ByteBuffer(bytes: bytes.prefix(cut)))
            #expect(try channel.readInbound(as: SDLFrame.self) == nil, "cut at \(cut)")
            #expect {
                _ = try channel.finish()
            } throws: { error in
                (error as? SDLProtocolError)?.code == .truncated
            }
        }
    }

    @Test("the pure decoder waits for whole frames and consumes nothing until then")
    func pureDecoderWaits() throws {
        let frame = SDLFrame(version: 2, frameType: .single, serviceType: .rpc, sessionID: 1, messageID: 9, payload: patternBytes(10))
        let bytes = frame.encodedBytes()
        for cut in 0..<bytes.count {
            var buffer = ByteBuffer(bytes: bytes.prefix(cut))
            #expect(try SDLFrame.decode(from: &buffer) == nil)
            #expect(buffer.readableBytes == cut)
        }
        var whole = ByteBuffer(bytes: bytes + [0x99])
        #expect(try SDLFrame.decode(from: &whole) == frame)
        #expect(whole.bytes == [0x99])
        #expect(protocolError { _ = try SDLFrame(decoding: bytes + [0x99]) }?.code == .truncated)
    }

    @Test("SDLFrame keeps the header's data size equal to its payload")
    func dataSizeFollowsPayload() {
        var frame = SDLFrame(header: SDLFrameHeader(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, dataSize: 999, messageID: 1), payload: ByteBuffer(bytes: [1, 2, 3]))
        #expect(frame.header.dataSize == 3)
        frame.payload = ByteBuffer(bytes: patternBytes(17))
        #expect(frame.header.dataSize == 17)
        frame.updateHeader { $0.dataSize = 5; $0.messageID = 8 }
        #expect(frame.header.dataSize == 17)
        #expect(frame.header.messageID == 8)
    }
}
