import NIOCore
import Testing
@testable import SDLProtocol

@Suite("Control frames (§A.6–§A.9): known bytes, payload forms per version")
struct ControlFrameTests {
    static let protocolVersionBSON = hex("20000000 02 70726F746F636F6C56657273696F6E00 06000000 352E342E3000 00")

    @Test("the first RPC StartService: v1 header, session 0, BSON protocolVersion 5.4.0")
    func startServiceV1WithBSON() throws {
        let bytes = hex("10 07 01 00 00000020") + Self.protocolVersionBSON
        let frame = SDLStartService(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 4, 0)).frame(version: 1, sessionID: 0, messageID: 99)
        #expect(frame.encodedBytes() == bytes)
        let decoded = try SDLStartService(frame: SDLFrame(decoding: bytes))
        #expect(decoded.serviceType == .rpc)
        #expect(decoded.protocolVersion == SDLProtocolVersion(5, 4, 0))
        #expect(decoded.receivedDocument == ["protocolVersion": .string("5.4.0")])
    }

    @Test("StartService without keys has no payload; video keys are BSON")
    func startServiceForms() throws {
        #expect(SDLStartService(serviceType: .rpc).frame(version: 1, sessionID: 0).encodedBytes() == hex("10 07 01 00 00000000"))
        let video = SDLStartService(serviceType: .video, height: 480, width: 800, videoProtocol: "RAW", videoCodec: "H264")
        let frame = video.frame(version: 5, sessionID: 3, messageID: 2)
        #expect(frame.header.serviceType == .video)
        let parsed = try SDLStartService(frame: frame)
        #expect(parsed.height == 480 && parsed.width == 800 && parsed.videoProtocol == "RAW" && parsed.videoCodec == "H264")
        let encrypted = SDLStartService(serviceType: .rpc, isEncrypted: true).frame(version: 5, sessionID: 3, messageID: 1)
        #expect(encrypted.encodedBytes().first == 0x58)
        #expect(try SDLStartService(frame: encrypted).isEncrypted)
    }

    @Test("v5 StartServiceACK: protocolVersion, hashId (int32), mtu (int64), known bytes")
    func startServiceACKv5() throws {
        let document = hex("39000000")
            + hex("02 70726F746F636F6C56657273696F6E00 06000000 352E342E3000")
            + hex("10 68617368496400 01000100")
            + hex("12 6D747500 0000020000000000")
            + hex("00")
        let bytes = hex("50 07 02 01 00000039 00000000") + document
        let ack = SDLStartServiceACK(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 4, 0), hashID: 0x0001_0001, mtu: 131_072)
        #expect(ack.frame(version: 5, sessionID: 1).encodedBytes() == bytes)
        #expect(try SDLStartServiceACK(frame: SDLFrame(decoding: bytes)) == ack)
    }

    @Test("v4 StartServiceACK carries the 4-byte big-endian hash; v1 carries nothing")
    func startServiceACKOld() throws {
        let bytes = hex("40 07 02 01 00000004 00000000 00010001")
        let ack = SDLStartServiceACK(serviceType: .rpc, hashID: 0x0001_0001)
        #expect(ack.frame(version: 4, sessionID: 1).encodedBytes() == bytes)
        #expect(try SDLStartServiceACK(frame: SDLFrame(decoding: bytes)).hashID == 0x0001_0001)
        #expect(ack.frame(version: 1, sessionID: 1).encodedBytes() == hex("10 07 02 01 00000000"))
        #expect(try SDLStartServiceACK(frame: SDLFrame(decoding: hex("10 07 02 01 00000000"))).hashID == nil)
    }

    @Test("ACK keys of the wrong type are left out; mtu is also read as int32")
    func ackTypeStrictness() throws {
        let document: SDLBSONDocument = ["hashId": .int64(5), "mtu": .int32(1000), "protocolVersion": .int32(5), "secondaryTransports": .array([.string("TCP_WIFI"), .int32(1)])]
        let frame = SDLFrame(version: 5, frameType: .control, serviceType: .rpc, frameInfo: 0x02, sessionID: 1, payload: try SDLBSONEncoder.encode(document))
        let ack = try SDLStartServiceACK(frame: frame)
        #expect(ack.hashID == nil)
        #expect(ack.mtu == 1000)
        #expect(ack.protocolVersion == nil)
        #expect(ack.secondaryTransports == nil)
    }

    @Test("every ACK key round-trips in v5")
    func ackAllKeys() throws {
        var ack = SDLStartServiceACK(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 4, 0), hashID: -7, mtu: 1 << 40)
        ack.secondaryTransports = ["TCP_WIFI", "IAP_USB"]
        ack.audioServiceTransports = [1, 2]
        ack.videoServiceTransports = [2]
        ack.authToken = "token"
        ack.make = "SDL"
        ack.model = "Emulator"
        ack.modelYear = "2026"
        ack.trim = "SE"
        ack.systemSoftwareVersion = "8.2.0"
        ack.systemHardwareVersion = "x86"
        ack.height = 480
        ack.width = 800
        ack.videoProtocol = "RTP"
        ack.videoCodec = "H264"
        #expect(try SDLStartServiceACK(frame: ack.frame(version: 5, sessionID: 9, messageID: 1)) == ack)
    }

    @Test("StartServiceNAK: BSON rejectedParams and reason in v5, nothing in v1")
    func startServiceNAK() throws {
        let nak = SDLStartServiceNAK(serviceType: .video, rejectedParams: ["videoCodec"], reason: "unsupported codec")
        let v5 = nak.frame(version: 5, sessionID: 2, messageID: 3)
        #expect(v5.header.controlFrameInfo == .startServiceNAK)
        #expect(try SDLStartServiceNAK(frame: v5) == nak)
        let v1 = nak.frame(version: 1, sessionID: 0)
        #expect(v1.encodedBytes() == hex("10 0B 03 00 00000000"))
        #expect(try SDLStartServiceNAK(frame: v1) == SDLStartServiceNAK(serviceType: .video))
    }

    @Test("EndService: v5 BSON hashId, v4 four raw bytes, v1 none")
    func endService() throws {
        let end = SDLEndService(serviceType: .rpc, hashID: 0x0001_0001)
        #expect(end.frame(version: 5, sessionID: 1, messageID: 6).encodedBytes() == hex("50 07 04 01 00000011 00000006 11000000 10 68617368496400 01000100 00"))
        #expect(end.frame(version: 4, sessionID: 1, messageID: 5).encodedBytes() == hex("40 07 04 01 00000004 00000005 00010001"))
        #expect(end.frame(version: 1, sessionID: 1).encodedBytes() == hex("10 07 04 01 00000000"))
        for version in UInt8(1)...5 {
            let parsed = try SDLEndService(frame: end.frame(version: version, sessionID: 1))
            #expect(parsed.hashID == (version == 1 ? nil : 0x0001_0001))
        }
        let int64Hash = SDLFrame(version: 5, frameType: .control, serviceType: .rpc, frameInfo: 0x04, sessionID: 1,
                                 payload: try SDLBSONEncoder.encode(["hashId": .int64(0x0001_0001)]))
        #expect(try SDLEndService(frame: int64Hash).hashID == nil)
    }

    @Test("EndServiceACK, EndServiceNAK, Heartbeat and HeartbeatACK")
    func smallControlFrames() throws {
        #expect(SDLEndServiceACK(serviceType: .audio).frame(version: 5, sessionID: 1, messageID: 2).encodedBytes() == hex("50 0A 05 01 00000000 00000002"))
        let nak = SDLEndServiceNAK(serviceType: .rpc, rejectedParams: ["hashId"], reason: "Wrong hash_id for session 1")
        #expect(try SDLEndServiceNAK(frame: nak.frame(version: 5, sessionID: 1)) == nak)
        #expect(SDLHeartbeat().frame(version: 3, sessionID: 4, messageID: 9).encodedBytes() == hex("30 00 00 04 00000000 00000009"))
        let heartbeat = try SDLFrame(decoding: hex("50 00 00 04 00000000 0000000C"))
        #expect(SDLHeartbeatACK.answering(heartbeat).encodedBytes() == hex("50 00 FF 04 00000000 0000000C"))
        _ = try SDLHeartbeat(frame: heartbeat)
        _ = try SDLHeartbeatACK(frame: SDLHeartbeatACK.answering(heartbeat))
    }

    @Test("parsing checks the frame info; SDLControlMessage dispatches on it")
    func dispatch() throws {
        let heartbeat = SDLHeartbeat().frame(version: 5, sessionID: 1)
        #expect(protocolError { _ = try SDLStartService(frame: heartbeat) }?.code == .unexpectedFrame)
        #expect(try SDLControlMessage(frame: heartbeat) == .heartbeat(SDLHeartbeat()))
        let ack = SDLStartServiceACK(serviceType: .rpc, hashID: 3)
        #expect(try SDLControlMessage(frame: ack.frame(version: 4, sessionID: 1)) == .startServiceACK(ack))
        let other = SDLFrame(version: 5, frameType: .control, serviceType: .control, frameInfo: 0xFD, sessionID: 1)
        #expect(try SDLControlMessage(frame: other) == .other(.transportEventUpdate))
        let data = SDLFrame(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, messageID: 1, payload: [1])
        #expect(protocolError { _ = try SDLControlMessage(frame: data) }?.code == .unexpectedFrame)
        let badBSON = SDLFrame(version: 5, frameType: .control, serviceType: .rpc, frameInfo: 0x02, sessionID: 1, payload: [1, 2, 3])
        #expect(protocolError { _ = try SDLControlMessage(frame: badBSON) }?.code == .badBSON)
    }
}
