import NIOCore
import Testing
@testable import SDLProtocol

@Suite("Frame header: known vectors, every version, checks")
struct FrameHeaderTests {
    /// Hand-written vectors from §A.1/§A.2: (header, bytes).
    static let vectors: [(SDLFrameHeader, [UInt8])] = [
        // v1 RPC StartService, session 0, no payload: byte 0 = 1<<4 | control(0).
        (SDLFrameHeader(version: 1, frameType: .control, serviceType: .rpc, frameInfo: 0x01, sessionID: 0, dataSize: 0),
         hex("10 07 01 00 00000000")),
        // v2 single RPC frame, session 5, 16 bytes, message ID 42.
        (SDLFrameHeader(version: 2, frameType: .single, serviceType: .rpc, sessionID: 5, dataSize: 16, messageID: 42),
         hex("21 07 00 05 00000010 0000002A")),
        // v3 first frame on the bulk service, session 1, data size 8, message ID 256.
        (SDLFrameHeader(version: 3, frameType: .first, serviceType: .hybrid, sessionID: 1, dataSize: 8, messageID: 256),
         hex("32 0F 00 01 00000008 00000100")),
        // v4 encrypted consecutive video frame #5, session 2, 1024 bytes, message ID 0xDEADBEEF: 0x40|0x08|0x03.
        (SDLFrameHeader(version: 4, isEncrypted: true, frameType: .consecutive, serviceType: .video, frameInfo: 5, sessionID: 2, dataSize: 1024, messageID: 0xDEAD_BEEF),
         hex("4B 0B 05 02 00000400 DEADBEEF")),
        // v5 HeartbeatACK on the control service, session 7, message ID 3.
        (SDLFrameHeader(version: 5, frameType: .control, serviceType: .control, frameInfo: 0xFF, sessionID: 7, dataSize: 0, messageID: 3),
         hex("50 00 FF 07 00000000 00000003")),
        // v5 audio single frame with a data size using all four bytes.
        (SDLFrameHeader(version: 5, frameType: .single, serviceType: .audio, sessionID: 0xFF, dataSize: 0x0102_0304, messageID: 0xFFFF_FFFF),
         hex("51 0A 00 FF 01020304 FFFFFFFF")),
    ]

    @Test("each known header encodes to its bytes", arguments: 0..<6)
    func encodesKnownVector(index: Int) {
        let (header, bytes) = Self.vectors[index]
        var buffer = ByteBuffer()
        header.encode(into: &buffer)
        #expect(buffer.bytes == bytes)
        #expect(header.encodedSize == bytes.count)
    }

    @Test("each known header decodes from its bytes", arguments: 0..<6)
    func decodesKnownVector(index: Int) throws {
        let (header, bytes) = Self.vectors[index]
        let decoded = try #require(try SDLFrameHeader.decode(bytes))
        #expect(decoded == header)
    }

    @Test("v1 headers are 8 bytes and carry no message ID; v2–v5 are 12")
    func sizesPerVersion() throws {
        for version in UInt8(1)...5 {
            let header = SDLFrameHeader(version: version, frameType: .single, serviceType: .rpc, sessionID: 9, dataSize: 3, messageID: 77)
            var buffer = ByteBuffer()
            header.encode(into: &buffer)
            #expect(buffer.readableBytes == (version == 1 ? 8 : 12))
            #expect(header.encodedSize == buffer.readableBytes)
            let decoded = try #require(try SDLFrameHeader.decode(buffer.bytes))
            #expect(decoded.version == version)
            #expect(decoded.messageID == (version == 1 ? 0 : 77))
        }
    }

    @Test("every version, frame type, flag and service round-trips")
    func exhaustiveRoundTrip() throws {
        for version in UInt8(1)...5 {
            for frameType in SDLFrameType.allCases {
                for encrypted in [false, true] {
                    for service in [SDLServiceType.control, .rpc, .audio, .video, .hybrid, SDLServiceType(rawValue: 0x42)] {
                        let header = SDLFrameHeader(
                            version: version, isEncrypted: encrypted, frameType: frameType, serviceType: service,
                            frameInfo: 0xA5, sessionID: 0x5A, dataSize: 0x00AB_CDEF, messageID: version == 1 ? 0 : 0x1234_5678
                        )
                        var buffer = ByteBuffer()
                        header.encode(into: &buffer)
                        #expect(try SDLFrameHeader.decode(buffer.bytes) == header)
                    }
                }
            }
        }
    }

    @Test("bytes → header → bytes is the identity for every valid first byte, v1's 8 bytes and v2–v5's 12 (what the emulator's capture re-encodes)")
    func bytesRoundTrip() throws {
        for byte0 in UInt8.min...UInt8.max where SDLFrameHeader.supportedVersions.contains(byte0 >> 4) && byte0 & 0x07 < 4 {
            let bytes: [UInt8] = [byte0, 0x07, 0xFE, 0x81, 0x00, 0x01, 0x02, 0x03, 0xDE, 0xAD, 0xBE, 0xEF]
            let header = try #require(try SDLFrameHeader.decode(bytes))
            var buffer = ByteBuffer()
            header.encode(into: &buffer)
            #expect(Array(buffer.readableBytesView) == Array(bytes.prefix(byte0 >> 4 == 1 ? 8 : 12)), "first byte 0x\(String(byte0, radix: 16))")
        }
    }

    @Test("version nibbles 0 and 6–15 are invalidVersion")
    func rejectsBadVersions() {
        for version in [UInt8(0)] + Array(6...15) {
            let error = protocolError { _ = try SDLFrameHeader.decode([version << 4 | 1, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]) }
            #expect(error?.code == .invalidVersion, "version \(version)")
        }
    }

    @Test("frame types 4–7 are invalidFrameType")
    func rejectsBadFrameTypes() {
        for type in UInt8(4)...7 {
            let error = protocolError { _ = try SDLFrameHeader.decode([0x20 | type, 7, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1]) }
            #expect(error?.code == .invalidFrameType, "type \(type)")
        }
    }

    @Test("a partial header is nil, not an error")
    func partialHeaderNeedsMoreBytes() throws {
        let bytes = hex("21 07 00 05 00000010 0000002A")
        for count in 0..<bytes.count {
            #expect(try SDLFrameHeader.decode(bytes.prefix(count)) == nil, "\(count) bytes")
        }
        #expect(try SDLFrameHeader.decode(hex("10 07 01 00 000000")) == nil)
        #expect(try SDLFrameHeader.decode(hex("10 07 01 00 00000000")) != nil)
    }

    @Test("structural validation checks only the size; Core's rules check service, info, sizes and message ID")
    func validationRuleSets() {
        let unknownService = SDLFrameHeader(version: 5, frameType: .single, serviceType: SDLServiceType(rawValue: 0x42), sessionID: 1, dataSize: 4, messageID: 1)
        #expect(protocolError { try unknownService.validate(.structural) } == nil)
        #expect(protocolError { try unknownService.validate(.core) }?.code == .invalidServiceType)

        let unknownInfo = SDLFrameHeader(version: 5, frameType: .control, serviceType: .control, frameInfo: 0x20, sessionID: 1)
        #expect(protocolError { try unknownInfo.validate(.core) }?.code == .invalidFrameInfo)

        let emptySingle = SDLFrameHeader(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, dataSize: 0, messageID: 1)
        #expect(protocolError { try emptySingle.validate(.structural) } == nil)
        #expect(protocolError { try emptySingle.validate(.core) }?.code == .invalidDataSize)

        let badFirst = SDLFrameHeader(version: 5, frameType: .first, serviceType: .rpc, sessionID: 1, dataSize: 9, messageID: 1)
        #expect(protocolError { try badFirst.validate(.core) }?.code == .invalidDataSize)

        let zeroID = SDLFrameHeader(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, dataSize: 4, messageID: 0)
        #expect(protocolError { try zeroID.validate(.structural) } == nil, "Core's own frames use message ID 0 (§G.16)")
        #expect(protocolError { try zeroID.validate(.core) }?.code == .invalidMessageID)
        let zeroIDControl = SDLFrameHeader(version: 5, frameType: .control, serviceType: .control, frameInfo: 0, sessionID: 1, messageID: 0)
        #expect(protocolError { try zeroIDControl.validate(.core) } == nil)
        let zeroIDv1 = SDLFrameHeader(version: 1, frameType: .single, serviceType: .rpc, sessionID: 1, dataSize: 4)
        #expect(protocolError { try zeroIDv1.validate(.core) } == nil)
    }

    @Test("payload limits: exactly the limit passes, one more is frameTooLarge; Core caps v1/v2 at 1488")
    func payloadLimits() {
        let validation = SDLFrameValidation(maximumPayloadSize: 1000)
        var header = SDLFrameHeader(version: 5, frameType: .single, serviceType: .rpc, sessionID: 1, dataSize: 1000, messageID: 1)
        #expect(protocolError { try header.validate(validation) } == nil)
        header.dataSize = 1001
        #expect(protocolError { try header.validate(validation) }?.code == .frameTooLarge)
        header.dataSize = 0xFFFF_FFFF
        #expect(protocolError { try header.validate(.structural) }?.code == .frameTooLarge)

        var v2 = SDLFrameHeader(version: 2, frameType: .single, serviceType: .rpc, sessionID: 1, dataSize: 1488, messageID: 1)
        #expect(protocolError { try v2.validate(.core) } == nil)
        v2.dataSize = 1489
        #expect(protocolError { try v2.validate(.core) }?.code == .frameTooLarge)
        var v3 = v2
        v3.version = 3
        #expect(protocolError { try v3.validate(.core) } == nil)
    }
}
