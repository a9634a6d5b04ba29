import NIOCore
import SDLCaptureDecryption
import SDLProtocol
import SDLSessionTLS
import SDLTestSupport
import Testing

/// `SDLTLSCaptureDecryptor` on sessions made by the real TLS layers (BoringSSL both ends): every
/// encrypted frame of a capture decrypts to what was sent, in both directions, TLS 1.2 and 1.3.
@Suite("Decrypting a capture's protected frames with a TLS key log", .timeLimit(.minutes(TestTime.minutes(1))))
struct TLSCaptureDecryptorTests {
    static func payload(_ type: SDLRPCType, _ functionID: UInt32, _ correlationID: Int32, _ json: String) -> SDLRPCPayload {
        SDLRPCPayload(rpcType: type, functionID: functionID, correlationID: correlationID, json: ByteBuffer(string: json))
    }

    static func read(_ capture: ByteBuffer, keyLog: String) throws -> (events: [SDLCaptureEvent], notes: [String]) {
        let secrets = try SDLTLSKeyLogSecrets(parsing: keyLog, file: "keys.log")
        var reader = SDLCaptureReader(decryptor: SDLTLSCaptureDecryptor(secrets: secrets))
        let events = reader.feed(capture) + reader.finish()
        return (events, (reader.decryptor as? SDLTLSCaptureDecryptor)?.notes ?? [])
    }

    static func rpcs(_ events: [SDLCaptureEvent]) -> [SDLCapturedRPC] {
        events.compactMap { if case .rpc(let rpc) = $0 { rpc } else { nil } }
    }

    @Test("both directions decrypt to the RPCs sent, marked decrypted, with a multi-frame message interleaved", arguments: [
        SDLTLSSecurityConfiguration.Version.tls12, .tls13,
    ])
    func bothDirections(version: SDLTLSSecurityConfiguration.Version) async throws {
        let session = try await TLSCaptureRecorder(version: version)
        try await session.handshake()
        let show = Self.payload(.request, 13, 7, #"{"mainField1":"Protected"}"#)
        let showResponse = Self.payload(.response, 13, 7, #"{"success":true,"resultCode":"SUCCESS"}"#)
        let long = Self.payload(.request, 12, 8, #"{"alertText1":""# + String(repeating: "x", count: 3_000) + #""}"#)
        try await session.appSends(show)
        try await session.headUnitSends(showResponse)
        let frames = try await session.appFrames(of: long, framePayloadSize: 1_024)
        #expect(frames.count >= 4, "first frame and at least three consecutive frames")
        session.append(frame: frames[0])
        session.append(frame: frames[1])
        try await session.headUnitSends(Self.payload(.notification, 32_768, 0, #"{"hmiLevel":"FULL"}"#))
        for frame in frames.dropFirst(2) { session.append(frame: frame) }
        try await session.appSends(Self.payload(.request, 13, 9, #"{"mainField1":"after"}"#))

        let (events, notes) = try Self.read(session.capture, keyLog: session.keyLog)
        #expect(notes.isEmpty)
        #expect(!events.contains { if case .error = $0 { true } else { false } }, "\(events)")
        #expect(!events.contains { if case .encrypted = $0 { true } else { false } })
        let rpcs = Self.rpcs(events)
        #expect(rpcs.map(\.payload.correlationID) == [7, 7, 0, 8, 9])
        #expect(rpcs.allSatisfy { $0.wasEncrypted })
        #expect(rpcs.first?.payload == show)
        #expect(rpcs.dropFirst().first?.payload == showResponse)
        #expect(rpcs.first { $0.payload.correlationID == 8 }?.payload == long)
    }

    @Test("without the session's secrets the frames stay encrypted, and a note says why")
    func noSecrets() async throws {
        let session = try await TLSCaptureRecorder(version: .tls13)
        try await session.handshake()
        try await session.appSends(Self.payload(.request, 13, 7, "{}"))
        let other = try await TLSCaptureRecorder(version: .tls13)
        try await other.handshake()
        let (events, notes) = try Self.read(session.capture, keyLog: other.keyLog)
        #expect(Self.rpcs(events).isEmpty)
        #expect(events.contains { if case .encrypted = $0 { true } else { false } })
        #expect(notes.count == 1 && notes.first?.contains("no secrets for client random") == true, "\(notes)")
    }

    @Test("a corrupted frame is an error naming it; the frames after it still decrypt", arguments: [
        SDLTLSSecurityConfiguration.Version.tls12, .tls13,
    ])
    func corruptedFrame(version: SDLTLSSecurityConfiguration.Version) async throws {
        let session = try await TLSCaptureRecorder(version: version)
        try await session.handshake()
        try await session.appSends(Self.payload(.request, 13, 1, "{}"))
        try await session.appSends(Self.payload(.request, 13, 2, "{}"))
        let secondEnd = session.capture.readableBytes
        try await session.appSends(Self.payload(.request, 13, 3, "{}"))
        var capture = session.capture
        // The second frame's last byte: its record's tag.
        let tagByte = secondEnd - 1
        capture.setInteger((capture.getInteger(at: tagByte, as: UInt8.self) ?? 0) ^ 0x01, at: tagByte)
        let (events, _) = try Self.read(capture, keyLog: session.keyLog)
        let errors = events.compactMap { if case .error(let error, _) = $0 { error } else { nil } }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("does not decrypt") == true, "\(errors)")
        #expect(Self.rpcs(events).map(\.payload.correlationID) == [1, 3])
    }
}
