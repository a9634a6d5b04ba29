import SDLTestSupport
import SDLWebSocket
import Testing

@testable import SDLHeadUnitWeb

/// The web server closes a connection kept open between HTTP requests once it has gone the
/// keep-alive timeout without a whole request; each answer starts the wait again; a page's
/// WebSocket is no longer bound by it. Seen by a hand-written client on a real loopback socket.
/// (The timer cannot fire early, so "still open" checks before the timeout hold however loaded the
/// machine is.)
@Suite("The web server's keep-alive timeout", .timeLimit(.minutes(TestTime.minutes(1))))
struct WebKeepAliveTests {
    private static let timeout = TestTime.scaled(.milliseconds(500))

    /// Runs `body` with a web view serving on a free port whose connections wait `timeout` for a request.
    private static func serving(_ body: (Int) async throws -> Void) async throws {
        var settings = WebServerPipeline.pageSettings
        settings.keepAliveTimeout = timeout
        try await WebHarness.run(pageSettings: settings) { headUnit, web, _ in
            try await body(try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0))
        }
    }

    @Test("a connection that never asks is open at half the timeout and closed after it")
    func silentConnection() async throws {
        try await Self.serving { port in
            let client = try await TestWebSocketClient.connect(port: port)
            try await Task.sleep(for: Self.timeout / 2)
            #expect(client.isConnected)
            try await client.waitForClose()
            #expect(!client.isConnected)
        }
    }

    @Test("each answer starts the wait again: asked at 0.6 of the timeout, still open at 1.2, closed later")
    func answerRestartsTheWait() async throws {
        try await Self.serving { port in
            let client = try await TestWebSocketClient.connect(port: port)
            let clock = ContinuousClock()
            let opened = clock.now
            try await Task.sleep(until: opened + Self.timeout * 0.6)
            try await client.sendRequest("GET", path: "/headunit.css")
            let head = try await client.responseHead()
            #expect(head.status == 200)
            _ = try await client.body(count: try #require(head.headers["content-length"].flatMap { Int($0) }))
            try await Task.sleep(until: opened + Self.timeout * 1.2)
            #expect(client.isConnected, "the answer at 0.6 restarted the wait: no close before 1.6")
            try await client.waitForClose()
        }
    }

    @Test("a request sent a byte at a time never completes its head and does not hold the connection")
    func requestByteByByte() async throws {
        try await Self.serving { port in
            let client = try await TestWebSocketClient.connect(port: port)
            // 60 bytes at a fifth of the timeout each: 12 timeouts to send them all.
            let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaa".utf8)
            var closedWhileSending = false
            for byte in request {
                do {
                    guard client.isConnected else { throw TestInbox<Int>.Closed() }
                    try await client.sendBody(String(decoding: [byte], as: UTF8.self))
                } catch {
                    closedWhileSending = true
                    break
                }
                try await Task.sleep(for: Self.timeout / 5)
            }
            #expect(closedWhileSending, "the server closed the connection while bytes still came")
        }
    }

    @Test("a page's WebSocket outlives the HTTP keep-alive timeout")
    func upgradedPageStays() async throws {
        try await Self.serving { port in
            let page = try await TestWebSocketClient.upgraded(port: port, path: "/ws")
            #expect(try await page.nextText().contains(#""type":"state""#))
            try await Task.sleep(for: Self.timeout * 2)
            #expect(page.isConnected)
            await page.close()
        }
    }
}
