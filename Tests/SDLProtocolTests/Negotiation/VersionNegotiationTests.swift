import NIOCore
import Testing
@testable import SDLProtocol

@Suite("SDLVersionNegotiation: the app side of §A.7")
struct VersionNegotiationTests {
    @Test("the first StartService is RPC in a v1 header, session 0, with BSON protocolVersion")
    func firstFrame() throws {
        var negotiation = SDLVersionNegotiation()
        let frame = negotiation.startServiceFrame()
        #expect(frame.encodedBytes() == hex("10 07 01 00 00000020") + ControlFrameTests.protocolVersionBSON)
        #expect(negotiation.state == .awaitingResponse)
        var legacy = SDLVersionNegotiation(sendsProtocolVersion: false)
        #expect(legacy.startServiceFrame().encodedBytes() == hex("10 07 01 00 00000000"))
    }

    @Test("a v5 ACK gives frame version 5, the version, hash, MTU and session ID")
    func v5Ack() throws {
        var negotiation = SDLVersionNegotiation(maximumVersion: SDLProtocolVersion(5, 4, 1))
        _ = negotiation.startServiceFrame()
        let ack = SDLStartServiceACK(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 4, 0), hashID: 0x0002_0001, mtu: 100_000)
        let session = try #require(try negotiation.receive(ack.frame(version: 5, sessionID: 2)))
        #expect(session.frameVersion == 5)
        #expect(session.protocolVersion == SDLProtocolVersion(5, 4, 0))
        #expect(session.sessionID == 2)
        #expect(session.hashID == 0x0002_0001)
        #expect(session.maximumPayloadSize == 100_000)
        #expect(negotiation.state == .accepted(session))
        #expect(session.endServiceFrame(messageID: 9).encodedBytes() == hex("50 07 04 02 00000011 00000009 11000000 10 68617368496400 01000200 00"))
    }

    @Test("a v5 ACK without mtu uses the v5 default of 131072")
    func v5AckWithoutMTU() throws {
        var negotiation = SDLVersionNegotiation()
        _ = negotiation.startServiceFrame()
        let ack = SDLStartServiceACK(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 2, 0), hashID: 1)
        let session = try #require(try negotiation.receive(ack.frame(version: 5, sessionID: 1)))
        #expect(session.maximumPayloadSize == 131_072)
        #expect(session.protocolVersion == SDLProtocolVersion(5, 2, 0))
    }

    @Test("a no-BSON ACK in a v4 header gives frame version 4, the raw hash and the v4 default MTU")
    func v4Ack() throws {
        var negotiation = SDLVersionNegotiation()
        _ = negotiation.startServiceFrame()
        let session = try #require(try negotiation.receive(try SDLFrame(decoding: hex("40 07 02 03 00000004 00000000 00030001"))))
        #expect(session.frameVersion == 4)
        #expect(session.protocolVersion == SDLProtocolVersion(4, 0, 0))
        #expect(session.hashID == 0x0003_0001)
        #expect(session.sessionID == 3)
        #expect(session.maximumPayloadSize == 131_072)
        #expect(session.endServiceFrame(messageID: 2).encodedBytes() == hex("40 07 04 03 00000004 00000002 00030001"))
    }

    @Test("a v2 ACK gives the 1488-byte default; an app limited to v3 stays at 3 even if the ACK says 5")
    func versionCaps() throws {
        var old = SDLVersionNegotiation()
        _ = old.startServiceFrame()
        let v2 = try #require(try old.receive(SDLStartServiceACK(serviceType: .rpc, hashID: 1).frame(version: 2, sessionID: 1)))
        #expect(v2.frameVersion == 2)
        #expect(v2.maximumPayloadSize == 1488)

        var limited = SDLVersionNegotiation(maximumVersion: SDLProtocolVersion(3, 0, 0))
        _ = limited.startServiceFrame()
        let ack = SDLStartServiceACK(serviceType: .rpc, protocolVersion: SDLProtocolVersion(5, 4, 0), hashID: 1, mtu: 131_072)
        let session = try #require(try limited.receive(ack.frame(version: 5, sessionID: 1)))
        #expect(session.frameVersion == 3)
        #expect(session.protocolVersion == SDLProtocolVersion(3, 0, 0))
    }

    @Test("a NAK is startServiceRejected with the reason and rejected params")
    func nak() {
        var negotiation = SDLVersionNegotiation()
        _ = negotiation.startServiceFrame()
        let nak = SDLStartServiceNAK(serviceType: .rpc, rejectedParams: ["protocolVersion"], reason: "too old")
        let error = protocolError { _ = try negotiation.receive(nak.frame(version: 5, sessionID: 0)) }
        #expect(error?.code == .startServiceRejected)
        #expect(error?.message.contains("too old") == true)
        #expect(error?.message.contains("protocolVersion") == true)
        #expect(negotiation.state == .rejected(nak))
    }

    @Test("Core's v1 NAK (no payload) is startServiceRejected too")
    func v1Nak() throws {
        var negotiation = SDLVersionNegotiation()
        _ = negotiation.startServiceFrame()
        #expect(protocolError { _ = try negotiation.receive(try SDLFrame(decoding: hex("10 07 03 00 00000000"))) }?.code == .startServiceRejected)
    }

    @Test("other frames are ignored; an ACK with nothing outstanding is unexpectedFrame")
    func otherFrames() throws {
        var negotiation = SDLVersionNegotiation()
        let ack = SDLStartServiceACK(serviceType: .rpc, hashID: 1).frame(version: 4, sessionID: 1)
        #expect(protocolError { _ = try negotiation.receive(ack) }?.code == .unexpectedFrame)
        _ = negotiation.startServiceFrame()
        #expect(try negotiation.receive(SDLHeartbeat().frame(version: 5, sessionID: 1)) == nil)
        #expect(try negotiation.receive(SDLStartServiceACK(serviceType: .audio).frame(version: 5, sessionID: 1)) == nil)
        #expect(try negotiation.receive(ack) != nil)
        #expect(protocolError { _ = try negotiation.receive(ack) }?.code == .unexpectedFrame)
    }
}
