import Foundation
import SDLHeadUnit
import SDLProtocol
import SDLRPC
import Testing

@testable import SDLHeadUnitWeb

@Suite("The page's video feed: late pages start at a key frame, slow pages skip to the next one, memory bounded")
struct WebVideoFeedTests {
    /// An access unit of stream 1-1: a key frame (SPS, PPS, IDR slice) or a non-IDR slice.
    static func unit(_ index: Int, key: Bool, connection: Int = 1) -> SDLHeadUnitVideoAccessUnit {
        let nals: [[UInt8]] = key ? [[0x67, 0x42, 0xC0, 0x1E], [0x68, 0xCE], [0x65, 0x88, UInt8(index & 0x7F)]] : [[0x41, 0x9A, UInt8(index & 0x7F)]]
        return SDLHeadUnitVideoAccessUnit(
            connection: connection, session: 1, parameters: SDLVideoServiceParameters(width: 800, height: 480, videoProtocol: "RAW", videoCodec: "H264"),
            index: index, bytes: SDLAnnexB.stream(of: nals))
    }

    @Test("a message carries the stream, size, index, key flag and the Annex B bytes in base64")
    func message() throws {
        var feed = WebVideoFeed()
        let unit = Self.unit(7, key: true)
        let (text, _) = feed.accessUnit(unit)
        #expect(WebVideoFeed.isVideo(text))
        let message = try SDLJSONParser.parse(Array(text.utf8))
        #expect(message["type"] == "video")
        #expect(message["stream"] == "1-1")
        #expect(message["width"] == 800 && message["height"] == 480)
        #expect(message["index"] == 7 && message["key"] == true)
        #expect(Data(base64Encoded: try #require(message["data"].stringValue)).map(Array.init) == unit.bytes)
        #expect(!WebVideoFeed.isVideo("{\"type\":\"state\"}"))
    }

    @Test("a page that opens mid-stream gets the units since the last key frame; before any key frame it waits for one")
    func lateJoin() {
        var feed = WebVideoFeed()
        _ = feed.accessUnit(Self.unit(0, key: false))
        #expect(feed.joined(1).isEmpty)
        #expect(feed.accessUnit(Self.unit(1, key: false)).pages == [], "no decodable start yet")
        #expect(feed.accessUnit(Self.unit(2, key: true)).pages == [1])
        _ = feed.accessUnit(Self.unit(3, key: false))
        _ = feed.accessUnit(Self.unit(4, key: true))
        let (_, pages) = feed.accessUnit(Self.unit(5, key: false))
        #expect(pages == [1])
        let replay = feed.joined(2)
        #expect(replay.count == 2)
        #expect(replay.allSatisfy(WebVideoFeed.isVideo))
        #expect(replay.first?.contains("\"index\":4,\"key\":true") == true)
        #expect(feed.accessUnit(Self.unit(6, key: false)).pages == [1, 2])
    }

    @Test("a page with a full backlog gets nothing until the next key frame after it caught up")
    func slowPageSkipsToKeyFrame() {
        var feed = WebVideoFeed()
        _ = feed.accessUnit(Self.unit(0, key: true))
        _ = feed.joined(1)  // one unit waiting: the key frame
        var index = 1
        while feed.accessUnit(Self.unit(index, key: false)).pages == [1] { index += 1 }
        #expect(index == WebVideoFeed.pageBacklog, "the backlog's last place was taken by unit \(index - 1)")
        // Written out: still no delta frame (they would not decode), but the next key frame.
        for _ in 0..<WebVideoFeed.pageBacklog { feed.written(to: 1) }
        #expect(feed.accessUnit(Self.unit(index + 1, key: false)).pages == [])
        #expect(feed.accessUnit(Self.unit(index + 2, key: true)).pages == [1])
        #expect(feed.accessUnit(Self.unit(index + 3, key: false)).pages == [1])
    }

    @Test("a key frame does not get through to a page whose backlog is still full")
    func keyFrameWaitsForBacklog() {
        var feed = WebVideoFeed()
        _ = feed.accessUnit(Self.unit(0, key: true))
        _ = feed.joined(1)
        for index in 1..<WebVideoFeed.pageBacklog { _ = feed.accessUnit(Self.unit(index, key: false)) }
        #expect(feed.accessUnit(Self.unit(WebVideoFeed.pageBacklog, key: true)).pages == [])
        feed.written(to: 1)
        #expect(feed.accessUnit(Self.unit(WebVideoFeed.pageBacklog + 1, key: false)).pages == [])
        #expect(feed.accessUnit(Self.unit(WebVideoFeed.pageBacklog + 2, key: true)).pages == [1])
    }

    @Test("the units kept for late pages stop at keptUnits: a longer group of pictures is not replayed")
    func keptUnitsBounded() {
        var feed = WebVideoFeed()
        _ = feed.accessUnit(Self.unit(0, key: true))
        for index in 1..<WebVideoFeed.keptUnits { _ = feed.accessUnit(Self.unit(index, key: false)) }
        #expect(feed.joined(1).count == WebVideoFeed.keptUnits)
        feed.left(1)
        _ = feed.accessUnit(Self.unit(WebVideoFeed.keptUnits, key: false))
        #expect(feed.joined(2).isEmpty)
        #expect(feed.accessUnit(Self.unit(WebVideoFeed.keptUnits + 1, key: false)).pages == [])
        #expect(feed.accessUnit(Self.unit(WebVideoFeed.keptUnits + 2, key: true)).pages == [2])
    }

    @Test("another app's stream starts over: pages wait for its key frame, late pages get none of the old one")
    func newStream() {
        var feed = WebVideoFeed()
        _ = feed.accessUnit(Self.unit(0, key: true))
        _ = feed.joined(1)
        #expect(feed.accessUnit(Self.unit(0, key: false, connection: 2)).pages == [])
        #expect(feed.joined(2).isEmpty)
        #expect(feed.accessUnit(Self.unit(1, key: true, connection: 2)).pages == [1, 2])
    }
}
