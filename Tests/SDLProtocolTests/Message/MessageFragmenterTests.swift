import NIOCore
import Testing
@testable import SDLProtocol

@Suite("SDLMessageFragmenter splits messages as §A.4 says")
struct MessageFragmenterTests {
    static func message(_ size: Int, id: UInt32 = 7, encrypted: Bool = false) -> SDLMessage {
        SDLMessage(version: 5, serviceType: .hybrid, sessionID: 3, messageID: id, isEncrypted: encrypted, payload: ByteBuffer(bytes: patternBytes(size)))
    }

    @Test("payload exactly MTU: one single frame")
    func exactlyMTU() {
        let frames = SDLMessageFragmenter.frames(for: Self.message(100), maximumPayloadSize: 100)
        #expect(frames.count == 1)
        #expect(frames[0].header.frameType == .single)
        #expect(frames[0].header.frameInfo == 0)
        #expect(frames[0].payload.bytes == patternBytes(100))
    }

    @Test("payload MTU − 1: one single frame")
    func belowMTU() {
        let frames = SDLMessageFragmenter.frames(for: Self.message(99), maximumPayloadSize: 100)
        #expect(frames.map(\.header.frameType) == [.single])
        #expect(frames[0].header.dataSize == 99)
    }

    @Test("payload MTU + 1: a first frame and two consecutive frames (100 + 1 bytes)")
    func aboveMTU() {
        let frames = SDLMessageFragmenter.frames(for: Self.message(101), maximumPayloadSize: 100)
        #expect(frames.map(\.header.frameType) == [.first, .consecutive, .consecutive])
        #expect(frames[0].payload.bytes == hex("00000065 00000002"))
        #expect(frames[0].header.dataSize == 8)
        #expect(frames[1].header.frameInfo == 1)
        #expect(frames[1].header.dataSize == 100)
        #expect(frames[2].header.frameInfo == 0)
        #expect(frames[2].header.dataSize == 1)
        for frame in frames {
            #expect(frame.header.messageID == 7)
            #expect(frame.header.sessionID == 3)
            #expect(frame.header.serviceType == .hybrid)
            #expect(frame.header.version == 5)
        }
    }

    @Test("multiple of MTU: the last consecutive frame is full and numbered 0")
    func multipleOfMTU() {
        let frames = SDLMessageFragmenter.frames(for: Self.message(300), maximumPayloadSize: 100)
        #expect(frames.count == 4)
        #expect(frames[0].payload.bytes == hex("0000012C 00000003"))
        #expect(frames.dropFirst().map(\.header.frameInfo) == [1, 2, 0])
        #expect(frames.dropFirst().map(\.header.dataSize) == [100, 100, 100])
    }

    @Test("sequence numbers run 1…255 then wrap to 1, as Core's i % 255 + 1")
    func sequenceWraps() {
        let frames = SDLMessageFragmenter.frames(for: Self.message(600), maximumPayloadSize: 2)
        let infos = frames.dropFirst().map(\.header.frameInfo)
        #expect(infos.count == 300)
        #expect(infos[0] == 1)
        #expect(infos[254] == 255)
        #expect(infos[255] == 1)
        #expect(infos[298] == 44)
        #expect(infos[299] == 0)
    }

    @Test("first frame is never encrypted; consecutive frames carry the message's flag")
    func encryptionFlags() {
        let frames = SDLMessageFragmenter.frames(for: Self.message(250, encrypted: true), maximumPayloadSize: 100)
        #expect(frames[0].header.isEncrypted == false)
        #expect(frames.dropFirst().allSatisfy { $0.header.isEncrypted })
        let single = SDLMessageFragmenter.frames(for: Self.message(10, encrypted: true), maximumPayloadSize: 100)
        #expect(single[0].header.isEncrypted)
    }

    @Test("a limit below 1 is taken as 1, not a crash")
    func sillyLimit() {
        let frames = SDLMessageFragmenter.frames(for: Self.message(3), maximumPayloadSize: 0)
        #expect(frames.count == 4)
        #expect(frames.dropFirst().allSatisfy { $0.header.dataSize == 1 })
    }

    @Test("a payload with a non-zero reader index is split from its readable bytes")
    func readerIndexRespected() {
        var buffer = ByteBuffer(bytes: [0xEE, 0xEE] + patternBytes(5))
        buffer.moveReaderIndex(forwardBy: 2)
        let message = SDLMessage(version: 5, serviceType: .rpc, sessionID: 1, messageID: 1, payload: buffer)
        let frames = SDLMessageFragmenter.frames(for: message, maximumPayloadSize: 2)
        #expect(frames.dropFirst().flatMap(\.payload.bytes) == patternBytes(5))
        #expect(frames[0].payload.bytes == hex("00000005 00000003"))
    }

    @Test("encode(_:into:) writes exactly the bytes of the frames, for single and multi-frame messages", arguments: [0, 1, 99, 100, 101, 250, 300, 1_000])
    func directEncodeMatchesFrames(size: Int) {
        for version in [UInt8(1), 2, 5] {
            for encrypted in [false, true] {
                var message = Self.message(size, encrypted: encrypted)
                message.version = version
                var expected = ByteBuffer()
                for frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: 100) { frame.encode(into: &expected) }
                var direct = ByteBuffer(bytes: [0xAB])
                SDLMessageFragmenter.encode(message, maximumPayloadSize: 100, into: &direct)
                #expect(direct.bytes == [0xAB] + expected.bytes, "size \(size) v\(version) encrypted \(encrypted)")
            }
        }
    }

    @Test("SDLMessageID never hands out 0 and wraps to 1")
    func messageIDs() {
        var counter = SDLMessageID()
        #expect(counter.next() == 1)
        #expect(counter.next() == 2)
        var wrapping = SDLMessageID(startingAt: UInt32.max)
        #expect(wrapping.next() == UInt32.max)
        #expect(wrapping.next() == 1)
        var zero = SDLMessageID(startingAt: 0)
        #expect(zero.next() == 1)
    }
}
