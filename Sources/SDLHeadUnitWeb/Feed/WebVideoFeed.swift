import Foundation
import SDLHeadUnit
import SDLProtocol

/// The `video` messages the page decodes, and which page gets which. Each access unit becomes one
/// message (`stream` — `"connection-session"` —, `width`, `height`, `index`, `key`, `data`: the
/// Annex B bytes in base64), made once for every page.
///
/// Memory stays bounded: the access units since the last key frame are kept (at most
/// ``keptUnits`` and ``keptBytes``) so that a page that opens late starts at that key frame; a page
/// with ``pageBacklog`` video messages not yet written (a slow page) gets no more until the next
/// key frame, and the frames it misses show as gaps in `index`.
struct WebVideoFeed {
    /// Video messages a page may have waiting to be written before it skips to the next key frame.
    static let pageBacklog = 30
    /// Most access units kept for late pages; a longer group of pictures is dropped until the next key frame.
    static let keptUnits = 300
    /// Most bytes of messages kept for late pages.
    static let keptBytes = 16 << 20

    private struct Page {
        var waiting = 0
        var needsKeyFrame = false
    }

    private var stream: String?
    private var sinceKeyFrame: [String] = []
    private var sinceKeyFrameBytes = 0
    private var pages: [Int: Page] = [:]

    /// The message for `unit`, and the pages it goes to.
    mutating func accessUnit(_ unit: SDLHeadUnitVideoAccessUnit) -> (message: String, pages: [Int]) {
        let isKeyFrame = unit.isKeyFrame
        let stream = "\(unit.connection)-\(unit.session)"
        let message = Self.message(unit, stream: stream, isKeyFrame: isKeyFrame)
        if stream != self.stream || isKeyFrame {
            // A new stream starts over: its pages wait for its first key frame.
            if stream != self.stream { for id in pages.keys { pages[id]?.needsKeyFrame = true } }
            self.stream = stream
            sinceKeyFrame = []
            sinceKeyFrameBytes = 0
        }
        if isKeyFrame || !sinceKeyFrame.isEmpty {
            sinceKeyFrame.append(message)
            sinceKeyFrameBytes += message.utf8.count
            if sinceKeyFrame.count > Self.keptUnits || sinceKeyFrameBytes > Self.keptBytes {
                sinceKeyFrame = []
                sinceKeyFrameBytes = 0
            }
        }
        var receivers: [Int] = []
        for (id, page) in pages {
            var page = page
            if isKeyFrame { page.needsKeyFrame = false }
            if page.waiting >= Self.pageBacklog { page.needsKeyFrame = true }
            if !page.needsKeyFrame {
                page.waiting += 1
                receivers.append(id)
            }
            pages[id] = page
        }
        return (message, receivers.sorted())
    }

    /// A new page: the messages since the last key frame, which it gets first.
    mutating func joined(_ id: Int) -> [String] {
        pages[id] = Page(waiting: sinceKeyFrame.count, needsKeyFrame: sinceKeyFrame.isEmpty)
        return sinceKeyFrame
    }

    /// One video message was written to page `id`.
    mutating func written(to id: Int) {
        if let waiting = pages[id]?.waiting, waiting > 0 { pages[id]?.waiting = waiting - 1 }
    }

    /// Page `id` left.
    mutating func left(_ id: Int) {
        pages.removeValue(forKey: id)
    }

    /// Whether `text` is a video message (the first key the page reads is its type).
    static func isVideo(_ text: String) -> Bool {
        text.hasPrefix(prefix)
    }

    private static let prefix = "{\"type\":\"video\","

    private static func message(_ unit: SDLHeadUnitVideoAccessUnit, stream: String, isKeyFrame: Bool) -> String {
        prefix + "\"stream\":\"\(stream)\",\"width\":\(unit.parameters.width ?? 0),\"height\":\(unit.parameters.height ?? 0),"
            + "\"index\":\(unit.index),\"key\":\(isKeyFrame),\"data\":\"\(Data(unit.bytes).base64EncodedString())\"}"
    }
}
