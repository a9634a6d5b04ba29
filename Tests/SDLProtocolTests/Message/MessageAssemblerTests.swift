import NIOCore
import Testing
@testable import SDLProtocol

@Suite("SDLMessageAssembler puts messages back together as Core does")
struct MessageAssemblerTests {
    static func message(_ size: Int, id: UInt32, session: UInt8 = 3, seed: UInt8 = 0) -> SDLMessage {
        SDLMessage(version: 5, serviceType: .rpc, sessionID: session, messageID: id, payload: ByteBuffer(bytes: patternBytes(size, seed: seed)))
    }

    static func reassemble(_ frames: [SDLFrame], assembler: inout SDLMessageAssembler) throws -> [SDLMessage] {
        var messages: [SDLMessage] = []
        for frame in frames {
            if let message = try assembler.append(frame) { messages.append(message) }
        }
        return messages
    }

    @Test("fragment then reassemble gives the message back, at MTU − 1, MTU, MTU + 1 and far above", arguments: [1, 99, 100, 101, 199, 200, 201, 25_600, 25_601])
    func roundTrip(size: Int) throws {
        let original = Self.message(size, id: 11)
        let frames = SDLMessageFragmenter.frames(for: original, maximumPayloadSize: 100)
        var assembler = SDLMessageAssembler()
        let messages = try Self.reassemble(frames, assembler: &assembler)
        #expect(messages == [original])
        #expect(assembler.pendingKeys.isEmpty)
    }

    @Test("interleaved frames of two message IDs reassemble separately")
    func interleaved() throws {
        let first = Self.message(450, id: 1, seed: 1)
        let second = Self.message(330, id: 2, seed: 2)
        let a = SDLMessageFragmenter.frames(for: first, maximumPayloadSize: 100)
        let b = SDLMessageFragmenter.frames(for: second, maximumPayloadSize: 100)
        var mixed: [SDLFrame] = []
        for index in 0..<max(a.count, b.count) {
            if index < b.count { mixed.append(b[index]) }
            if index < a.count { mixed.append(a[index]) }
        }
        var assembler = SDLMessageAssembler()
        let messages = try Self.reassemble(mixed, assembler: &assembler)
        #expect(messages == [second, first])
    }

    @Test("same message ID in two sessions are different messages")
    func keyedBySession() throws {
        let one = Self.message(150, id: 5, session: 1, seed: 1)
        let two = Self.message(150, id: 5, session: 2, seed: 2)
        let a = SDLMessageFragmenter.frames(for: one, maximumPayloadSize: 100)
        let b = SDLMessageFragmenter.frames(for: two, maximumPayloadSize: 100)
        var assembler = SDLMessageAssembler()
        let messages = try Self.reassemble([a[0], b[0], a[1], b[1], b[2], a[2]], assembler: &assembler)
        #expect(messages == [two, one])
    }

    @Test("sequence numbers past 255 wrap and still reassemble")
    func wrappingSequence() throws {
        let original = Self.message(1_000, id: 9)
        let frames = SDLMessageFragmenter.frames(for: original, maximumPayloadSize: 3)
        var assembler = SDLMessageAssembler()
        #expect(try Self.reassemble(frames, assembler: &assembler) == [original])
    }

    @Test("single frames are messages at once; control frames are refused")
    func singleAndControl() throws {
        var assembler = SDLMessageAssembler()
        let single = SDLFrame(version: 4, isEncrypted: true, frameType: .single, serviceType: .hybrid, sessionID: 2, messageID: 8, payload: [1, 2, 3])
        let message = try #require(try assembler.append(single))
        #expect(message == SDLMessage(version: 4, serviceType: .hybrid, sessionID: 2, messageID: 8, isEncrypted: true, payload: ByteBuffer(bytes: [1, 2, 3])))
        let control = SDLHeartbeat().frame(version: 5, sessionID: 2)
        #expect(protocolError { _ = try assembler.append(control) }?.code == .invalidFrameType)
    }

    @Test("a consecutive frame for an unknown message is unexpectedConsecutiveFrame")
    func unknownConsecutive() {
        var assembler = SDLMessageAssembler()
        let frame = SDLFrame(version: 5, frameType: .consecutive, serviceType: .rpc, frameInfo: 1, sessionID: 1, messageID: 44, payload: [1])
        #expect(protocolError { _ = try assembler.append(frame) }?.code == .unexpectedConsecutiveFrame)
        let last = SDLFrame(version: 5, frameType: .consecutive, serviceType: .rpc, frameInfo: 0, sessionID: 1, messageID: 44, payload: [1])
        #expect(protocolError { _ = try assembler.append(last) }?.code == .unexpectedConsecutiveFrame)
    }

    @Test("out-of-order sequence numbers are outOfOrderFrame; the rest of that message is skipped quietly")
    func outOfOrder() throws {
        let frames = SDLMessageFragmenter.frames(for: Self.message(400, id: 3), maximumPayloadSize: 100)
        var assembler = SDLMessageAssembler()
        #expect(try assembler.append(frames[0]) == nil)
        #expect(try assembler.append(frames[1]) == nil)
        #expect(protocolError { _ = try assembler.append(frames[3]) }?.code == .outOfOrderFrame)
        #expect(try assembler.append(frames[2]) == nil)
        #expect(try assembler.append(frames[4]) == nil)
        #expect(assembler.pendingKeys.isEmpty)
        // After its final frame the key is free again: a stray consecutive frame is an error once more.
        #expect(protocolError { _ = try assembler.append(frames[2]) }?.code == .unexpectedConsecutiveFrame)
        // …and the same message sent again reassembles.
        let again = SDLMessageFragmenter.frames(for: Self.message(400, id: 3), maximumPayloadSize: 100)
        #expect(try Self.reassemble(again, assembler: &assembler) == [Self.message(400, id: 3)])
    }

    @Test("a repeated first frame is refused and the message in progress is kept")
    func duplicateFirst() throws {
        let frames = SDLMessageFragmenter.frames(for: Self.message(150, id: 4), maximumPayloadSize: 100)
        var assembler = SDLMessageAssembler()
        _ = try assembler.append(frames[0])
        #expect(protocolError { _ = try assembler.append(frames[0]) }?.code == .duplicateFirstFrame)
        #expect(try Self.reassemble(Array(frames.dropFirst()), assembler: &assembler) == [Self.message(150, id: 4)])
    }

    @Test("a total over the limit is messageTooLarge before anything is buffered")
    func totalOverLimit() throws {
        var assembler = SDLMessageAssembler(maximumMessageSize: 1_000)
        let first = SDLFrame(version: 5, frameType: .first, serviceType: .rpc, sessionID: 1, messageID: 1, payload: hex("FFFFFFFF 00000001"))
        #expect(protocolError { _ = try assembler.append(first) }?.code == .messageTooLarge)
        #expect(assembler.pendingKeys.isEmpty)
        let atLimit = SDLMessageFragmenter.frames(for: Self.message(1_000, id: 2), maximumPayloadSize: 300)
        #expect(try Self.reassemble(atLimit, assembler: &assembler).count == 1)
        let overLimit = SDLMessageFragmenter.frames(for: Self.message(1_001, id: 3), maximumPayloadSize: 300)
        #expect(protocolError { _ = try Self.reassemble(overLimit, assembler: &assembler) }?.code == .messageTooLarge)
    }

    @Test("more bytes than announced, or fewer at the last frame, is messageSizeMismatch")
    func sizeMismatch() throws {
        func first(total: UInt32) -> SDLFrame {
            var payload = ByteBuffer()
            payload.writeInteger(total)
            payload.writeInteger(UInt32(2))
            return SDLFrame(header: SDLFrameHeader(version: 5, frameType: .first, serviceType: .rpc, sessionID: 1, messageID: 1), payload: payload)
        }
        func consecutive(_ info: UInt8, _ count: Int) -> SDLFrame {
            SDLFrame(version: 5, frameType: .consecutive, serviceType: .rpc, frameInfo: info, sessionID: 1, messageID: 1, payload: patternBytes(count))
        }
        var assembler = SDLMessageAssembler()
        _ = try assembler.append(first(total: 10))
        _ = try assembler.append(consecutive(1, 6))
        #expect(protocolError { _ = try assembler.append(consecutive(0, 5)) }?.code == .messageSizeMismatch)

        _ = try assembler.append(first(total: 10))
        _ = try assembler.append(consecutive(1, 6))
        #expect(protocolError { _ = try assembler.append(consecutive(0, 3)) }?.code == .messageSizeMismatch)

        _ = try assembler.append(first(total: 10))
        _ = try assembler.append(consecutive(1, 6))
        #expect(try assembler.append(consecutive(0, 4))?.payload.readableBytes == 10)
    }

    @Test("first frames with a bad payload size or the E bit are refused")
    func badFirstFrames() {
        var assembler = SDLMessageAssembler()
        let short = SDLFrame(version: 5, frameType: .first, serviceType: .rpc, sessionID: 1, messageID: 1, payload: hex("00000010 000000"))
        #expect(protocolError { _ = try assembler.append(short) }?.code == .invalidDataSize)
        let encrypted = SDLFrame(version: 5, isEncrypted: true, frameType: .first, serviceType: .rpc, sessionID: 1, messageID: 2, payload: hex("00000010 00000001"))
        #expect(protocolError { _ = try assembler.append(encrypted) }?.code == .encryptedFirstFrame)
    }

    @Test("at most maximumPendingMessages messages are reassembled at once")
    func pendingLimit() throws {
        var assembler = SDLMessageAssembler(maximumPendingMessages: 2)
        for id in UInt32(1)...2 {
            _ = try assembler.append(SDLFrame(version: 5, frameType: .first, serviceType: .rpc, sessionID: 1, messageID: id, payload: hex("00000010 00000001")))
        }
        let third = SDLFrame(version: 5, frameType: .first, serviceType: .rpc, sessionID: 1, messageID: 3, payload: hex("00000010 00000001"))
        #expect(protocolError { _ = try assembler.append(third) }?.code == .tooManyPendingMessages)
        #expect(assembler.pendingKeys.count == 2)
    }

    @Test("a reassembled message is encrypted when any consecutive frame was")
    func encryptedConsecutive() throws {
        var frames = SDLMessageFragmenter.frames(for: Self.message(250, id: 6), maximumPayloadSize: 100)
        frames[2].updateHeader { $0.isEncrypted = true }
        var assembler = SDLMessageAssembler()
        let message = try #require(try Self.reassemble(frames, assembler: &assembler).first)
        #expect(message.isEncrypted)
    }
}
