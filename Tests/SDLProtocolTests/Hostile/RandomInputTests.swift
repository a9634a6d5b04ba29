import NIOCore
import NIOEmbedded
import Testing
@testable import SDLProtocol

/// Seeded random and mutated input: every decoder returns values or an ``SDLProtocolError``,
/// never traps (a trap would end the test process).
@Suite("Hostile input: random and mutated bytes never crash")
struct RandomInputTests {
    static let iterations = 3_000

    /// Random bytes, half of them starting with a plausible header byte so decoding goes deeper.
    static func randomInput(_ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = generator.bytes(Int.random(in: 0...300, using: &generator))
        if !bytes.isEmpty && Bool.random(using: &generator) {
            bytes[0] = UInt8.random(in: 1...5, using: &generator) << 4 | UInt8.random(in: 0...3, using: &generator)
            if bytes.count > 7 {
                // A small data size, so whole frames are often present.
                bytes[4] = 0; bytes[5] = 0; bytes[6] = 0
                bytes[7] = UInt8.random(in: 0...64, using: &generator)
            }
        }
        return bytes
    }

    /// Flips, inserts or deletes a few bytes of `bytes`.
    static func mutate(_ bytes: [UInt8], _ generator: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            guard !result.isEmpty else { result.append(UInt8.random(in: 0...255, using: &generator)); continue }
            let index = Int.random(in: 0..<result.count, using: &generator)
            switch Int.random(in: 0...2, using: &generator) {
            case 0: result[index] = UInt8.random(in: 0...255, using: &generator)
            case 1: result.insert(UInt8.random(in: 0...255, using: &generator), at: index)
            default: result.remove(at: index)
            }
        }
        return result
    }

    @Test("frame decoding of random bytes gives frames or typed errors, and consumes exactly what it returns")
    func randomFrames() {
        var generator = SeededGenerator(seed: 0x5D1_0001)
        var framesSeen = 0
        var errorsSeen = 0
        for _ in 0..<Self.iterations {
            let bytes = Self.randomInput(&generator)
            var buffer = ByteBuffer(bytes: bytes)
            while buffer.readableBytes > 0 {
                let before = buffer.readableBytes
                do {
                    guard let frame = try SDLFrame.decode(from: &buffer, validation: SDLFrameValidation(maximumPayloadSize: 128)) else { break }
                    framesSeen += 1
                    #expect(before - buffer.readableBytes == frame.encodedSize)
                    #expect(frame.encodedBytes() == Array(bytes[(bytes.count - before)..<(bytes.count - buffer.readableBytes)]))
                } catch {
                    errorsSeen += 1
                    buffer.moveReaderIndex(forwardBy: 1)
                }
            }
        }
        #expect(framesSeen > 100)
        #expect(errorsSeen > 100)
    }

    @Test("the NIO decoder on random bytes throws only SDLProtocolError")
    func randomPipeline() throws {
        var generator = SeededGenerator(seed: 0x5D1_0002)
        for _ in 0..<500 {
            let channel = EmbeddedChannel(handler: ByteToMessageHandler(SDLFrameDecoder(maximumPayloadSize: 128)))
            // A channel left open keeps its pipeline and itself alive: close it however decoding ends.
            defer { _ = try? channel.finish(acceptAlreadyClosed: true) }
            do {
                try channel.writeInbound(ByteBuffer(bytes: Self.randomInput(&generator)))
                _ = try channel.finish()
            } catch let error as SDLProtocolError {
                #expect(!error.message.isEmpty)
            } catch {
                Issue.record("unexpected error type: \(error)")
            }
        }
    }

    @Test("BSON decoding of random and mutated documents gives documents or typed errors")
    func randomBSON() throws {
        var generator = SeededGenerator(seed: 0x5D1_0003)
        let seeds = try BSONTests.vectors.map(\.1) + [SDLBSONEncoder.encode([
            "a": .array([.document(["b": .string("c"), "d": .int64(1)]), .double(2)]), "e": .bool(true), "f": .int32(3),
        ])]
        var decoded = 0
        for iteration in 0..<Self.iterations {
            let bytes = iteration % 3 == 0 ? generator.bytes(Int.random(in: 0...64, using: &generator))
                                           : Self.mutate(seeds[iteration % seeds.count], &generator)
            do {
                let document = try SDLBSONDecoder().decode(bytes)
                decoded += 1
                // Whatever decodes re-encodes to a document that decodes to the same value.
                #expect(try SDLBSONDecoder().decode(SDLBSONEncoder.encode(document)) == document)
            } catch {
                #expect(error.code == .badBSON || error.code == .bsonTooDeep)
            }
        }
        #expect(decoded > 0)
    }

    @Test("RPC payloads, v1 envelopes and control frames of random bytes give values or typed errors")
    func randomPayloads() {
        var generator = SeededGenerator(seed: 0x5D1_0004)
        for _ in 0..<Self.iterations {
            let bytes = generator.bytes(Int.random(in: 0...40, using: &generator))
            if let payload = try? SDLRPCPayload(decoding: bytes) {
                #expect(payload.encodedSize == bytes.count)
            }
            _ = try? SDLRPCEnvelopeV1(decoding: bytes)
            let info = UInt8.random(in: 0...255, using: &generator)
            let version = UInt8.random(in: 1...5, using: &generator)
            let frame = SDLFrame(version: version, frameType: .control, serviceType: .rpc, frameInfo: info, sessionID: 1, payload: bytes)
            _ = try? SDLControlMessage(frame: frame)
            _ = try? SDLHeadUnitNegotiation().answer(toStartService: frame, sessionID: 1, hashID: 1)
            _ = try? SDLHeadUnitNegotiation().answer(toEndService: frame, expectedHashID: 1, negotiatedVersion: SDLProtocolVersion(5, 4, 0))
            var negotiation = SDLVersionNegotiation()
            _ = negotiation.startServiceFrame()
            _ = try? negotiation.receive(frame)
        }
    }

    @Test("random frame sequences keep the assembler within its limits")
    func randomAssembly() {
        var generator = SeededGenerator(seed: 0x5D1_0005)
        var assembler = SDLMessageAssembler(maximumMessageSize: 512, maximumPendingMessages: 8)
        var completed = 0
        for _ in 0..<(Self.iterations * 3) {
            let type = [SDLFrameType.single, .first, .consecutive, .consecutive, .consecutive].randomElement(using: &generator) ?? .single
            var payload = generator.bytes(Int.random(in: 0...40, using: &generator))
            if type == .first && Bool.random(using: &generator) {
                payload = [0, 0, UInt8.random(in: 0...2, using: &generator), UInt8.random(in: 0...255, using: &generator), 0, 0, 0, 3]
            }
            let frame = SDLFrame(
                version: 5, frameType: type, serviceType: .rpc, frameInfo: UInt8.random(in: 0...3, using: &generator),
                sessionID: UInt8.random(in: 0...1, using: &generator), messageID: UInt32.random(in: 0...12, using: &generator), payload: payload
            )
            if let message = try? assembler.append(frame) {
                completed += 1
                #expect(message.payload.readableBytes <= 512)
            }
            #expect(assembler.pendingKeys.count <= 8)
        }
        #expect(completed > 0)
    }

    @Test("the capture reader on random and mutated captures accounts for every byte and never stops")
    func randomCaptures() {
        var generator = SeededGenerator(seed: 0x5D1_0006)
        let (session, _) = CaptureReaderTests.session()
        for iteration in 0..<300 {
            let bytes = iteration % 2 == 0 ? Self.mutate(session, &generator) : generator.bytes(Int.random(in: 0...2_000, using: &generator))
            var reader = SDLCaptureReader(maximumPayloadSize: 256, maximumMessageSize: 4_096, maximumPendingMessages: 4)
            var start = 0
            while start < bytes.count {
                let size = Int.random(in: 1...97, using: &generator)
                _ = reader.feed(bytes[start..<min(start + size, bytes.count)])
                start += size
            }
            _ = reader.finish()
            #expect(reader.statistics.bytesRead == bytes.count)
        }
    }
}
