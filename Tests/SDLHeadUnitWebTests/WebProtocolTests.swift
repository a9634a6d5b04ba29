import NIOCore
import SDLHeadUnit
import SDLTestSupport
import SDLWebSocket
import Testing

@testable import SDLHeadUnitWeb

/// HTTP and WebSocket as the web view's server speaks them, seen by a hand-written client on a real
/// loopback socket.
@Suite("The web server's HTTP and WebSocket protocol", .timeLimit(.minutes(TestTime.minutes(1))))
struct WebProtocolTests {
    /// Runs `body` with a web view serving on a free port.
    private static func serving(
        pageSettings: SDLWebSocketSettings = WebServerPipeline.pageSettings, _ body: (Int, SDLHeadUnitWeb) async throws -> Void
    ) async throws {
        try await WebHarness.run(pageSettings: pageSettings) { headUnit, web, _ in
            let port = try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0)
            try await body(port, web)
        }
    }

    /// A page connected on `/ws` that has read its first state.
    private static func page(port: Int) async throws -> TestWebSocketClient {
        let page = try await TestWebSocketClient.upgraded(port: port, path: "/ws")
        #expect(try await page.nextText().contains(#""type":"state""#))
        return page
    }

    /// GETs `path` on a connection kept open and reads the whole answer; returns its head.
    private static func get(_ path: String, on client: TestWebSocketClient) async throws -> TestWebSocketClient.ResponseHead {
        try await client.sendRequest("GET", path: path)
        let head = try await client.responseHead()
        _ = try await client.body(count: try #require(head.headers["content-length"].flatMap { Int($0) }))
        return head
    }

    @Test("HEAD answers GET's head, with its length and no body: the next response on the connection follows at once")
    func head() async throws {
        try await Self.serving { port, _ in
            let client = try await TestWebSocketClient.connect(port: port)
            let length = try #require(try await Self.get("/", on: client).headers["content-length"].flatMap { Int($0) })
            #expect(length > 0)

            try await client.sendRequest("HEAD", path: "/")
            try await client.sendRequest("GET", path: "/nothing-here", headers: ["Connection: close"])
            let head = try await client.responseHead()
            #expect(head.status == 200)
            #expect(head.headers["content-length"] == String(length))
            #expect(head.headers["content-type"] == "text/html; charset=utf-8")
            #expect(head.headers["content-security-policy"] == WebRoutes.contentSecurityPolicy)
            // Had HEAD sent a body, its first bytes would stand here instead of the next status line.
            #expect(try await client.responseStatus() == 404)
        }
    }

    @Test("other methods than GET and HEAD get 405 with Allow; an unknown path stays a 404")
    func methodNotAllowed() async throws {
        try await Self.serving { port, _ in
            for (method, path, allowed) in [("POST", "/", "GET, HEAD"), ("DELETE", "/headunit.js", "GET, HEAD"), ("PUT", "/image?app=1&name=a.png", "GET, HEAD"), ("POST", "/ws", "GET")] {
                let client = try await TestWebSocketClient.connect(port: port)
                try await client.sendRequest(method, path: path, headers: ["Content-Length: 2", "Connection: close"])
                try await client.sendBody("{}")
                let head = try await client.responseHead()
                #expect(head.status == 405, "\(method) \(path)")
                #expect(head.headers["allow"] == allowed, "\(method) \(path)")
                #expect(head.headers["x-content-type-options"] == "nosniff")
            }
            let unknown = try await TestWebSocketClient.connect(port: port)
            try await unknown.sendRequest("POST", path: "/upload", headers: ["Connection: close"])
            #expect(try await unknown.responseStatus() == 404)
        }
    }

    @Test("a plain GET of /ws, without the upgrade, gets 426 naming websocket")
    func upgradeRequired() async throws {
        try await Self.serving { port, _ in
            let client = try await TestWebSocketClient.connect(port: port)
            try await client.sendRequest("GET", path: "/ws", headers: ["Connection: close"])
            let head = try await client.responseHead()
            #expect(head.status == 426)
            #expect(head.headers["upgrade"] == "websocket")
        }
    }

    @Test("a handshake from another site or for another host name is refused with 403; the same handshake from the page upgrades")
    func refusedUpgrade() async throws {
        try await Self.serving { port, _ in
            for header in ["Origin: http://evil.example", "Origin: null"] {
                let client = try await TestWebSocketClient.connect(port: port)
                try await client.sendUpgrade(path: "/ws", headers: [header])
                #expect(try await client.responseStatus() == 403, "\(header)")
            }
            let rebound = try await TestWebSocketClient.connect(port: port)
            try await rebound.sendUpgrade(path: "/ws", headers: ["Host: evil.example:\(port)"])
            #expect(try await rebound.responseStatus() == 403)
            let page = try await TestWebSocketClient.upgraded(
                port: port, path: "/ws", headers: ["Host: 127.0.0.1:\(port)", "Origin: http://127.0.0.1:\(port)"])
            #expect(try await page.nextText().contains(#""type":"state""#))
            await page.close()
        }
    }

    @Test("a ping from the page is answered with a pong carrying the same data")
    func pingAnswered() async throws {
        try await Self.serving { port, _ in
            let page = try await Self.page(port: port)
            try await page.send(opcode: 0x9, payload: Array("still there?".utf8))
            #expect(try await page.nextFrame(opcode: 0xA).payload == Array("still there?".utf8))
            await page.close()
        }
    }

    @Test("the server pings a silent page, then closes it with 1001 after the connection-lost timeout (60 s; shortened here)")
    func silentPageClosed() async throws {
        #expect(WebServerPipeline.pageSettings.connectionLostTimeout == .seconds(60))
        var settings = WebServerPipeline.pageSettings
        settings.connectionLostTimeout = TestTime.scaled(.milliseconds(400))
        try await Self.serving(pageSettings: settings) { port, _ in
            let page = try await Self.page(port: port)
            _ = try await page.nextFrame(opcode: 0x9)
            #expect(try await page.closeCode() == 1001)
        }
    }

    @Test("a binary message from the page closes it with 1003")
    func binaryRefused() async throws {
        try await Self.serving { port, _ in
            let page = try await Self.page(port: port)
            try await page.send(opcode: 0x2, payload: Array(#"{"action":"help"}"#.utf8))
            #expect(try await page.closeCode() == 1003)
        }
    }

    @Test("a text message that is not UTF-8 closes the page with 1007; UTF-8 split between fragments is read whole")
    func invalidTextRefused() async throws {
        try await Self.serving { port, _ in
            let page = try await Self.page(port: port)
            // "é" (C3 A9) split between two fragments: neither is UTF-8 alone, the message is.
            try await page.send(opcode: 0x1, payload: Array(#"{"action":"help","x":""#.utf8) + [0xC3], fin: false)
            try await page.send(opcode: 0x0, payload: [0xA9] + Array(#""}"#.utf8))
            #expect(try await page.nextText().contains(#""help""#), "the help action answered, not closed")
            try await page.send(opcode: 0x1, payload: Array(#"{"action":"help","x":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8))
            #expect(try await page.closeCode() == 1007)
        }
    }

    @Test("UTF-8 of text messages: well-formed at each boundary, refused just past it", arguments: [
        ([], true), (Array("plain".utf8), true), ([0x7F], true), ([0xC2, 0x80], true), ([0xC3, 0xA9], true),
        ([0xED, 0x9F, 0xBF], true), ([0xEE, 0x80, 0x80], true), ([0xF0, 0x90, 0x80, 0x80], true), ([0xF4, 0x8F, 0xBF, 0xBF], true),
        ([0x80], false), ([0xC3], false), ([0xC1, 0xBF], false), ([0xC0, 0xAF], false), ([0xE0, 0x80, 0xAF], false),
        ([0xED, 0xA0, 0x80], false), ([0xF4, 0x90, 0x80, 0x80], false), ([0xF5, 0x80, 0x80, 0x80], false), ([0xFF], false),
        ([0x61, 0xE2, 0x82], false),
    ] as [([UInt8], Bool)])
    func utf8Check(bytes: [UInt8], valid: Bool) {
        #expect(SDLWebSocketTextMessages.isUTF8(bytes) == valid)
        var buffer = ByteBuffer()
        buffer.writeBytes(bytes)
        #expect((SDLWebSocketTextMessages.message(from: buffer) != nil) == valid)
    }

    @Test("a message over the control-line limit closes the page with 1009, in one frame or in fragments")
    func oversizeRefused() async throws {
        try await Self.serving { port, _ in
            let limit = WebPageCommand.maximumLength
            let whole = try await Self.page(port: port)
            try await whole.send(opcode: 0x1, payload: [UInt8](repeating: UInt8(ascii: "a"), count: limit + 1))
            #expect(try await whole.closeCode() == 1009)

            let fragmented = try await Self.page(port: port)
            let half = [UInt8](repeating: UInt8(ascii: "a"), count: limit / 2 + 1)
            try await fragmented.send(opcode: 0x1, payload: half, fin: false)
            try await fragmented.send(opcode: 0x0, payload: half)
            #expect(try await fragmented.closeCode() == 1009)
        }
    }

    @Test("stop() closes open pages with 1000")
    func stopClosesPages() async throws {
        try await Self.serving { port, web in
            let page = try await Self.page(port: port)
            await web.stop()
            #expect(try await page.closeCode() == 1000)
        }
    }

    @Test("stop() closes connections kept open between HTTP requests")
    func stopClosesKeptOpenConnections() async throws {
        try await Self.serving { port, web in
            let client = try await TestWebSocketClient.connect(port: port)
            let head = try await Self.get("/favicon.svg", on: client)
            #expect(head.status == 200)
            #expect(head.headers["connection"] != "close")
            await web.stop()
            try await client.waitForClose()
        }
    }
}
