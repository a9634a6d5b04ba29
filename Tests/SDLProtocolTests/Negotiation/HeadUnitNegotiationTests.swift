import NIOCore
import Testing
@testable import SDLProtocol

@Suite("SDLHeadUnitNegotiation: what Core 8.2 answers (§A.7, §A.8, §G.6)")
struct HeadUnitNegotiationTests {
    static let hash = SDLHeadUnitNegotiation.coreHashID(connectionHandle: 1, sessionID: 1)

    static func startService(_ document: SDLBSONDocument?) throws -> SDLFrame {
        let payload = try document.map { try SDLBSONEncoder.encode($0) } ?? []
        return SDLFrame(version: 1, frameType: .control, serviceType: .rpc, frameInfo: 0x01, sessionID: 0, payload: payload)
    }

    static func accepted(_ answer: SDLHeadUnitNegotiation.StartServiceAnswer) -> (SDLFrame, UInt8, SDLProtocolVersion)? {
        if case .accepted(let frame, let version, let full) = answer { return (frame, version, full) }
        return nil
    }

    static func rejected(_ answer: SDLHeadUnitNegotiation.StartServiceAnswer) -> SDLFrame? {
        if case .rejected(let frame, _) = answer { return frame }
        return nil
    }

    @Test("Core's hash ID is connection | session << 16")
    func hashID() {
        #expect(Self.hash == 0x0001_0001)
        #expect(SDLHeadUnitNegotiation.coreHashID(connectionHandle: 0xFFFF, sessionID: 0xFF) == 0x00FF_FFFF)
    }

    @Test("BSON 5.4.1 → v5 ACK with protocolVersion 5.4.0, hashId, mtu")
    func modernApp() throws {
        let negotiation = SDLHeadUnitNegotiation()
        let answer = try negotiation.answer(toStartService: try Self.startService(["protocolVersion": .string("5.4.1")]), sessionID: 1, hashID: Self.hash)
        let (frame, version, full) = try #require(Self.accepted(answer))
        #expect(version == 5)
        #expect(full == SDLProtocolVersion(5, 4, 0))
        #expect(frame.header.version == 5)
        #expect(frame.header.sessionID == 1)
        let ack = try SDLStartServiceACK(frame: frame)
        #expect(ack.protocolVersion == SDLProtocolVersion(5, 4, 0))
        #expect(ack.hashID == Self.hash)
        #expect(ack.mtu == 131_072)
        #expect(ack.make == nil)
    }

    @Test("an app at 5.2.0 gets 5.2.0 back; vehicle keys only from 5.4.0, cut to 500 characters")
    func versionsAndVehicleKeys() throws {
        var negotiation = SDLHeadUnitNegotiation()
        negotiation.make = "SDL"
        negotiation.model = String(repeating: "m", count: 600)
        let older = try negotiation.answer(toStartService: try Self.startService(["protocolVersion": .string("5.2.0")]), sessionID: 1, hashID: 1)
        let (olderFrame, _, olderVersion) = try #require(Self.accepted(older))
        #expect(olderVersion == SDLProtocolVersion(5, 2, 0))
        #expect(try SDLStartServiceACK(frame: olderFrame).make == nil)
        let newer = try negotiation.answer(toStartService: try Self.startService(["protocolVersion": .string("5.4.0")]), sessionID: 1, hashID: 1)
        let (newerFrame, _, _) = try #require(Self.accepted(newer))
        let ack = try SDLStartServiceACK(frame: newerFrame)
        #expect(ack.make == "SDL")
        #expect(ack.model?.count == 500)
    }

    @Test("no payload → v4 ACK with the 4-byte hash")
    func legacyApp() throws {
        let answer = try SDLHeadUnitNegotiation().answer(toStartService: try Self.startService(nil), sessionID: 1, hashID: Self.hash)
        let (frame, version, full) = try #require(Self.accepted(answer))
        #expect(version == 4)
        #expect(full == SDLProtocolVersion(4, 0, 0))
        #expect(frame.encodedBytes() == hex("40 07 02 01 00000004 00000000 00010001"))
    }

    @Test("a payload that is not BSON is treated as none → v4 ACK")
    func unreadableBSON() throws {
        let frame = SDLFrame(version: 1, frameType: .control, serviceType: .rpc, frameInfo: 0x01, sessionID: 0, payload: [0xFF, 0x01])
        let answer = try SDLHeadUnitNegotiation().answer(toStartService: frame, sessionID: 1, hashID: 1)
        #expect(Self.accepted(answer)?.1 == 4)
    }

    @Test("BSON without protocolVersion, of the wrong type, unparsable or below 5 → NAK in a v1 header, no payload",
          arguments: [
            SDLBSONDocument(), ["other": .string("5.0.0")], ["protocolVersion": .int32(5)],
            ["protocolVersion": .string("4.9.9")], ["protocolVersion": .string("five")],
          ] as [SDLBSONDocument])
    func rejectedVersions(document: SDLBSONDocument) throws {
        let answer = try SDLHeadUnitNegotiation().answer(toStartService: try Self.startService(document), sessionID: 1, hashID: 1)
        let frame = try #require(Self.rejected(answer))
        #expect(frame.encodedBytes() == hex("10 07 03 00 00000000"))
    }

    @Test("the app and head-unit sides agree end to end")
    func endToEnd() throws {
        for sendsVersion in [true, false] {
            var app = SDLVersionNegotiation(sendsProtocolVersion: sendsVersion)
            let request = try SDLFrame(decoding: app.startServiceFrame().encodedBytes())
            let answer = try SDLHeadUnitNegotiation().answer(toStartService: request, sessionID: 7, hashID: 0x0007_0003)
            let (frame, version, _) = try #require(Self.accepted(answer))
            let session = try #require(try app.receive(SDLFrame(decoding: frame.encodedBytes())))
            #expect(session.frameVersion == version)
            #expect(session.frameVersion == (sendsVersion ? 5 : 4))
            #expect(session.sessionID == 7)
            #expect(session.hashID == 0x0007_0003)
            #expect(session.maximumPayloadSize == 131_072)
        }
    }

    @Test("encryption requested without support → NAK; with v5 and app ≥ 5.3 it has a reason")
    func encryption() throws {
        let negotiation = SDLHeadUnitNegotiation()
        var first = try Self.startService(["protocolVersion": .string("5.4.0")])
        first.updateHeader { $0.isEncrypted = true }
        #expect(Self.rejected(try negotiation.answer(toStartService: first, sessionID: 1, hashID: 1)) != nil)
        let later = SDLStartService(serviceType: .rpc, isEncrypted: true).frame(version: 5, sessionID: 1, messageID: 3)
        let answer = try negotiation.answer(toStartService: later, sessionID: 1, hashID: 1, negotiatedVersion: SDLProtocolVersion(5, 4, 0))
        let nak = try SDLStartServiceNAK(frame: try #require(Self.rejected(answer)))
        #expect(nak.reason == "Encryption is not supported")
        let oldApp = try negotiation.answer(toStartService: later, sessionID: 1, hashID: 1, negotiatedVersion: SDLProtocolVersion(5, 2, 0))
        #expect(try SDLStartServiceNAK(frame: try #require(Self.rejected(oldApp))).reason == nil)
    }

    @Test("audio and video StartService: ACK in the session's version with mtu; video int32 size copied")
    func otherServices() throws {
        let negotiation = SDLHeadUnitNegotiation()
        let video = SDLStartService(serviceType: .video, height: 480, width: 800, videoProtocol: "RAW", videoCodec: "H264")
        let answer = try negotiation.answer(toStartService: video.frame(version: 5, sessionID: 1, messageID: 4), sessionID: 1, hashID: 1, negotiatedVersion: SDLProtocolVersion(5, 4, 0))
        let (frame, version, _) = try #require(Self.accepted(answer))
        #expect(version == 5)
        #expect(frame.header.messageID == 4)
        let ack = try SDLStartServiceACK(frame: frame)
        #expect(ack.serviceType == .video)
        #expect(ack.mtu == 131_072 && ack.height == 480 && ack.width == 800 && ack.videoCodec == "H264")
        #expect(ack.hashID == nil)
        let audio = try negotiation.answer(toStartService: SDLStartService(serviceType: .audio).frame(version: 4, sessionID: 1, messageID: 5), sessionID: 1, hashID: 1, negotiatedVersion: SDLProtocolVersion(4, 0, 0))
        let (audioFrame, audioVersion, _) = try #require(Self.accepted(audio))
        #expect(audioVersion == 4)
        #expect(audioFrame.payload.readableBytes == 0)
    }

    @Test("rejectStartService builds a NAK with reason only for apps at 5.3.0+")
    func explicitReject() throws {
        let negotiation = SDLHeadUnitNegotiation()
        let frame = negotiation.rejectStartService(.audio, frameVersion: 5, sessionID: 1, messageID: 2, appVersion: SDLProtocolVersion(5, 3, 0), reason: "not registered")
        #expect(try SDLStartServiceNAK(frame: frame).reason == "not registered")
        let older = negotiation.rejectStartService(.audio, frameVersion: 5, sessionID: 1, messageID: 2, appVersion: SDLProtocolVersion(5, 0, 0), reason: "not registered")
        #expect(try SDLStartServiceNAK(frame: older).reason == nil)
    }

    @Test("EndService with the right hash → ACK; wrong, missing, zero or int64 hash → NAK with hashId")
    func endService() throws {
        let negotiation = SDLHeadUnitNegotiation()
        let v5 = SDLProtocolVersion(5, 4, 0)
        let good = try negotiation.answer(toEndService: SDLEndService(serviceType: .rpc, hashID: Self.hash).frame(version: 5, sessionID: 1, messageID: 8), expectedHashID: Self.hash, negotiatedVersion: v5)
        guard case .accepted(let ack) = good else { Issue.record("expected ACK"); return }
        #expect(ack.encodedBytes() == hex("50 07 05 01 00000000 00000008"))

        let wrongFrames: [SDLFrame] = [
            SDLEndService(serviceType: .rpc, hashID: 2).frame(version: 5, sessionID: 1),
            SDLEndService(serviceType: .rpc).frame(version: 5, sessionID: 1),
            SDLFrame(version: 5, frameType: .control, serviceType: .rpc, frameInfo: 0x04, sessionID: 1, payload: try SDLBSONEncoder.encode(["hashId": .int64(Int64(Self.hash))])),
            SDLEndService(serviceType: .rpc, hashID: 0).frame(version: 4, sessionID: 1),
            SDLFrame(version: 4, frameType: .control, serviceType: .rpc, frameInfo: 0x04, sessionID: 1, payload: [0, 1, 0]),
        ]
        for frame in wrongFrames {
            let answer = try negotiation.answer(toEndService: frame, expectedHashID: Self.hash, negotiatedVersion: v5)
            guard case .rejected(let nakFrame, let reason) = answer else { Issue.record("expected NAK for \(frame)"); continue }
            #expect(reason == "Wrong hash_id for session 1")
            let nak = try SDLEndServiceNAK(frame: nakFrame)
            if frame.header.version >= 5 {
                #expect(nak.rejectedParams == ["hashId"])
                #expect(nak.reason == "Wrong hash_id for session 1")
            }
        }
        let v1 = try negotiation.answer(toEndService: SDLEndService(serviceType: .rpc).frame(version: 1, sessionID: 1), expectedHashID: Self.hash, negotiatedVersion: SDLProtocolVersion(1, 0, 0))
        guard case .accepted = v1 else { Issue.record("v1 ignores the hash"); return }
        let audio = try negotiation.answer(toEndService: SDLEndService(serviceType: .audio).frame(version: 5, sessionID: 1), expectedHashID: Self.hash, negotiatedVersion: v5)
        guard case .accepted = audio else { Issue.record("audio needs no hash"); return }
    }

    @Test("Heartbeat → HeartbeatACK echoing the message ID; other frames are unexpectedFrame")
    func heartbeat() throws {
        let negotiation = SDLHeadUnitNegotiation()
        let ack = try negotiation.answer(toHeartbeat: SDLHeartbeat().frame(version: 5, sessionID: 2, messageID: 77))
        #expect(ack.encodedBytes() == hex("50 00 FF 02 00000000 0000004D"))
        #expect(protocolError { _ = try negotiation.answer(toHeartbeat: ack) }?.code == .unexpectedFrame)
        #expect(protocolError { _ = try negotiation.answer(toStartService: ack, sessionID: 1, hashID: 1) }?.code == .unexpectedFrame)
    }

    @Test("a minimum protocol version: an app below it gets a NAK naming protocolVersion (reason from 5.3.0); at it, an ACK")
    func minimumProtocolVersion() throws {
        var negotiation = SDLHeadUnitNegotiation()
        negotiation.minimumProtocolVersion = SDLProtocolVersion(5, 4, 0)
        let below = try negotiation.answer(toStartService: try Self.startService(["protocolVersion": .string("5.3.9")]), sessionID: 1, hashID: 1)
        let nak = try SDLStartServiceNAK(frame: try #require(Self.rejected(below)))
        #expect(nak.rejectedParams == ["protocolVersion"])
        #expect(nak.reason?.contains("5.4.0") == true)
        let at = try negotiation.answer(toStartService: try Self.startService(["protocolVersion": .string("5.4.0")]), sessionID: 1, hashID: 1)
        #expect(Self.accepted(at)?.2 == SDLProtocolVersion(5, 4, 0))
        let oldApp = try negotiation.answer(toStartService: try Self.startService(nil), sessionID: 1, hashID: 1)
        #expect(Self.rejected(oldApp) != nil, "a v1 app offers 1.0.0")
        negotiation.minimumProtocolVersion = nil
        #expect(Self.accepted(try negotiation.answer(toStartService: try Self.startService(nil), sessionID: 1, hashID: 1)) != nil)
    }
}
