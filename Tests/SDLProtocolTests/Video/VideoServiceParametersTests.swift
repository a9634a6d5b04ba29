import Testing
@testable import SDLProtocol

@Suite("Video service parameters: StartService keys, accepted values, the next offer after a NAK")
struct VideoServiceParametersTests {
    static let rtp720 = SDLVideoServiceParameters(width: 1280, height: 720, videoProtocol: "RTP", videoCodec: "H264")
    static let raw720 = SDLVideoServiceParameters(width: 1280, height: 720, videoProtocol: "RAW", videoCodec: "H264")
    static let rtp720h265 = SDLVideoServiceParameters(width: 1280, height: 720, videoProtocol: "RTP", videoCodec: "H265")
    static let rtp480 = SDLVideoServiceParameters(width: 800, height: 480, videoProtocol: "RTP", videoCodec: "H264")

    @Test("the StartService carries every key as its BSON type, and parses back")
    func startService() throws {
        let frame = Self.rtp720.startService.frame(version: 5, sessionID: 1, messageID: 3)
        #expect(frame.header.serviceType == .video)
        let parsed = try SDLStartService(frame: frame)
        #expect(SDLVideoServiceParameters(parsed) == Self.rtp720)
        #expect(parsed.receivedDocument?["width"] == .int32(1280))
    }

    @Test("accepted: the ACK's keys where present, the offer's where not")
    func accepted() {
        var ack = SDLStartServiceACK(serviceType: .video, mtu: 131_072)
        #expect(Self.rtp720.accepted(by: ack) == Self.rtp720)
        ack.width = 800
        ack.height = 480
        #expect(Self.rtp720.accepted(by: ack) == Self.rtp480)
    }

    @Test("next after a NAK changes every rejected key; unknown or no keys end the search")
    func nextOffer() {
        let candidates = [Self.rtp720h265, Self.raw720, Self.rtp480]
        #expect(Self.rtp720.next(after: candidates, rejecting: ["videoProtocol"]) == Self.raw720)
        #expect(Self.rtp720.next(after: candidates, rejecting: ["videoCodec"]) == Self.rtp720h265)
        #expect(Self.rtp720.next(after: candidates, rejecting: ["width", "height"]) == Self.rtp480)
        #expect(Self.rtp720.next(after: candidates, rejecting: ["videoProtocol", "videoCodec"]) == nil)
        #expect(Self.rtp720.next(after: candidates, rejecting: []) == nil)
        #expect(Self.rtp720.next(after: candidates, rejecting: ["protocolVersion"]) == nil)
        #expect(Self.rtp720.next(after: [], rejecting: ["videoProtocol"]) == nil)
    }
}
