import NIOCore
import SDLRPCRuntime
import Testing
@testable import SDLProtocol

@Suite("SDLCaptureReader reads both directions of a session and keeps going after errors")
struct CaptureReaderTests {
    /// A short session: StartService, its ACK, RegisterAppInterface over two frames, its response,
    /// a PutFile with bulk data, a heartbeat.
    static func session() -> (bytes: [UInt8], rpcs: [SDLRPCPayload]) {
        var app = SDLVersionNegotiation()
        var bytes = app.startServiceFrame().encodedBytes()
        bytes += SDLStartServiceACK(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 4, 0), hashID: 1, mtu: 64).frame(version: 5, sessionID: 1).encodedBytes()
        let register = SDLRPCPayload(rpcType: .request, functionID: 1, correlationID: 1,
                                     jsonBytes: Array(#"{"appName":"Capture","appID":"1234","isMediaApplication":false}"#.utf8))
        let response = SDLRPCPayload(rpcType: .response, functionID: 1, correlationID: 1, jsonBytes: Array(#"{"success":true,"resultCode":"SUCCESS"}"#.utf8))
        let putFile = SDLRPCPayload(rpcType: .request, functionID: 32, correlationID: 2, jsonBytes: Array(#"{"syncFileName":"a.png"}"#.utf8), bulkData: patternBytes(100))
        for (index, rpc) in [register, response, putFile].enumerated() {
            for frame in SDLMessageFragmenter.frames(for: rpc.message(version: 5, sessionID: 1, messageID: UInt32(index + 1)), maximumPayloadSize: 64) {
                bytes += frame.encodedBytes()
            }
        }
        bytes += SDLHeartbeat().frame(version: 5, sessionID: 1, messageID: 9).encodedBytes()
        return (bytes, [register, response, putFile])
    }

    static func rpcs(_ events: [SDLCaptureEvent]) -> [SDLRPCPayload] {
        events.compactMap { if case .rpc(let rpc) = $0 { rpc.payload } else { nil } }
    }

    static func errors(_ events: [SDLCaptureEvent]) -> [SDLProtocolError] {
        events.compactMap { if case .error(let error, _) = $0 { error } else { nil } }
    }

    @Test("a whole capture yields every RPC with its JSON and every control frame")
    func wholeCapture() throws {
        let (bytes, expected) = Self.session()
        let events = SDLCaptureReader.events(in: bytes)
        #expect(Self.rpcs(events) == expected)
        #expect(Self.errors(events).isEmpty)
        let controls = events.compactMap { if case .control(let frame, _) = $0 { frame.header.controlFrameInfo } else { nil } }
        #expect(controls == [.startService, .startServiceACK, .heartbeat])
        let first = try #require(Self.rpcs(events).first)
        #expect(try first.jsonValue().objectValue?["appName"] == .string("Capture"))
    }

    @Test("chunk boundaries do not matter", arguments: [1, 2, 7, 13, 64, 1000])
    func chunked(chunkSize: Int) {
        let (bytes, expected) = Self.session()
        var reader = SDLCaptureReader()
        var events: [SDLCaptureEvent] = []
        var start = 0
        while start < bytes.count {
            events += reader.feed(bytes[start..<min(start + chunkSize, bytes.count)])
            start += chunkSize
        }
        events += reader.finish()
        #expect(Self.rpcs(events) == expected)
        #expect(reader.statistics.rpcs == 3)
        #expect(reader.statistics.bytesRead == bytes.count)
        #expect(reader.statistics.errors == 0)
    }

    @Test("garbage between frames is reported once and skipped; RPCs after it still come out")
    func resynchronises() throws {
        let (bytes, expected) = Self.session()
        let garbage: [UInt8] = [0xFF, 0xEE, 0x00, 0x77, 0x61, 0x62]
        let events = SDLCaptureReader.events(in: garbage + bytes)
        #expect(Self.rpcs(events) == expected)
        let errors = Self.errors(events)
        #expect(errors.count == 1)
        guard case .error(_, let offset) = try #require(events.first) else { Issue.record("error first"); return }
        #expect(offset == 0)
    }

    @Test("a bad RPC header and a stray consecutive frame are errors, an encrypted RPC is reported as encrypted; reading goes on")
    func reportsAndContinues() {
        var bytes = SDLFrame(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, messageID: 1, payload: hex("00000001 00000001 000000FF 7B7D")).encodedBytes()
        bytes += SDLFrame(version: 5, frameType: .consecutive, serviceType: .rpc, frameInfo: 0, sessionID: 1, messageID: 50, payload: [1]).encodedBytes()
        let encryptedOffset = bytes.count
        bytes += SDLFrame(version: 5, isEncrypted: true, frameType: .single, serviceType: .rpc, sessionID: 1, messageID: 2, payload: [1, 2, 3]).encodedBytes()
        let good = SDLRPCPayload(rpcType: .notification, functionID: 0x8000, correlationID: 0, jsonBytes: Array("{}".utf8))
        bytes += SDLFrame(header: SDLFrameHeader(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, messageID: 3), payload: good.encoded()).encodedBytes()
        var reader = SDLCaptureReader()
        let events = reader.feed(bytes) + reader.finish()
        #expect(Self.errors(events).map(\.code) == [.invalidJSONSize, .unexpectedConsecutiveFrame])
        let encrypted = SDLMessage(version: 5, serviceType: .rpc, sessionID: 1, messageID: 2, isEncrypted: true, payload: ByteBuffer(bytes: [1, 2, 3]))
        #expect(events.filter { if case .encrypted = $0 { true } else { false } } == [.encrypted(encrypted, offset: encryptedOffset)])
        #expect(reader.statistics.encryptedMessages == 1)
        #expect(Self.rpcs(events) == [good])
    }

    @Test("v1 RPCs come out as legacy envelopes; audio messages are only counted")
    func legacyAndAudio() {
        let envelope = SDLRPCEnvelopeV1(rpcType: .response, name: "RegisterAppInterface", correlationID: 1, parameters: ["resultCode": .string("UNSUPPORTED_VERSION")])
        var bytes = SDLFrame(version: 1, frameType: .single, serviceType: .rpc, sessionID: 1, payload: envelope.encodedBytes(appendingNUL: true)).encodedBytes()
        bytes += SDLFrame(version: 5, frameType: .single, serviceType: .audio, sessionID: 1, messageID: 4, payload: patternBytes(32)).encodedBytes()
        var reader = SDLCaptureReader()
        let events = reader.feed(bytes) + reader.finish()
        #expect(events == [.legacyRPC(SDLCapturedLegacyRPC(offset: 0, sessionID: 1, envelope: envelope))])
        #expect(reader.statistics.otherMessages == 1)
    }

    @Test("a capture ending mid-frame or mid-message reports truncated")
    func truncatedEnd() {
        let (bytes, _) = Self.session()
        // Cut inside the second frame of RegisterAppInterface's consecutive frames.
        let events = SDLCaptureReader.events(in: bytes.prefix(bytes.count - 200))
        #expect(Self.errors(events).contains { $0.code == .truncated })
        let whole = SDLCaptureReader.events(in: bytes.prefix(60))
        #expect(Self.errors(whole).allSatisfy { $0.code == .truncated })
        #expect(!Self.errors(whole).isEmpty)
    }

    @Test("a 4 GiB frame header is refused without waiting for its payload")
    func hugeFrame() {
        let (bytes, expected) = Self.session()
        var reader = SDLCaptureReader()
        let events = reader.feed(hex("51 07 00 01 FFFFFFFF 00000001") + bytes) + reader.finish()
        #expect(Self.errors(events).first?.code == .frameTooLarge)
        #expect(Self.rpcs(events) == expected)
    }

    @Test("the async sequence form yields the same events")
    func asyncChunks() async throws {
        let (bytes, expected) = Self.session()
        let chunks = AsyncStream<ByteBuffer> { continuation in
            var start = 0
            while start < bytes.count {
                continuation.yield(ByteBuffer(bytes: bytes[start..<min(start + 10, bytes.count)]))
                start += 10
            }
            continuation.finish()
        }
        var events: [SDLCaptureEvent] = []
        for try await event in SDLCaptureReader().events(from: chunks) { events.append(event) }
        #expect(Self.rpcs(events) == expected)
        #expect(events == SDLCaptureReader.events(in: bytes))
    }
}
