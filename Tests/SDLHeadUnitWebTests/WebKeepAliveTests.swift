import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLTestSupport
import SDLWebSocket
import Testing

@testable import SDLHeadUnitWeb

/// The web server closes a connection kept open between HTTP requests once it has gone the
/// keep-alive timeout without a whole request; each answer starts the wait again; a page's
/// WebSocket is no longer bound by it. Seen by a hand-written client on a real loopback socket.
/// The checks are lower bounds on when the server closes, measured from moments that come before
/// its timer starts, so a loaded machine (the test task starved for a while) cannot fail them.
@Suite("The web server's keep-alive timeout", .timeLimit(.minutes(TestTime.minutes(1))))
struct WebKeepAliveTests {
    private static let timeout = TestTime.scaled(.seconds(1))

    /// Runs `body` with a web view serving on a free port whose connections wait `timeout` for a request.
    private static func serving(_ body: (Int) async throws -> Void) async throws {
        var settings = WebServerPipeline.pageSettings
        settings.keepAliveTimeout = timeout
        try await WebHarness.run(pageSettings: settings) { headUnit, web, _ in
            try await body(try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0))
        }
    }

    @Test("a connection that never asks is closed, no sooner than the timeout after it opened")
    func silentConnection() async throws {
        try await Self.serving { port in
            let clock = ContinuousClock()
            let connecting = clock.now   // before the server accepts, so before its timer starts
            let client = try await TestWebSocketClient.connect(port: port)
            try await client.waitForClose()
            #expect(clock.now - connecting >= Self.timeout)
        }
    }

    @Test("an answer starts the wait again: closed no sooner than the timeout after a request sent at 0.6 of it")
    func answerRestartsTheWait() async throws {
        try await Self.serving { port in
            let client = try await DelayedRequestClient.connect(port: port, path: "/headunit.css", after: Self.timeout * 0.6)
            let closed = try await client.closed()
            let asked = try #require(client.sentAt, "the request went out")
            #expect(client.answer.hasPrefix("HTTP/1.1 200 OK"))
            #expect(closed - asked >= Self.timeout, "without the restart it closes at 1.0 of the timeout after opening, 0.4 after asking")
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
            // The upgrade leaves from the connection's loop the moment it is up, not from this task,
            // which a loaded machine may starve past the timeout.
            let page = try await TestWebSocketClient.connect(port: port, group: MultiThreadedEventLoopGroup.singleton, path: "/ws") { sendUpgrade in
                sendUpgrade()
            }
            #expect(try await page.responseStatus() == 101)
            #expect(try await page.nextText().contains(#""type":"state""#))
            try await Task.sleep(for: Self.timeout * 1.5)
            #expect(page.isConnected)
            await page.close()
        }
    }
}

/// A client that sends `GET path` from its connection's event loop `delay` after connecting (so a
/// starved test task cannot make it late), notes when it did, and keeps what the server sends
/// until the server closes.
private final class DelayedRequestClient: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer

    private let request: String
    private let delay: TimeAmount
    private let sent = NIOLockedValueBox<ContinuousClock.Instant?>(nil)
    private let received = NIOLockedValueBox<[UInt8]>([])
    private let closedAt = NIOLockedValueBox<ContinuousClock.Instant?>(nil)

    private init(path: String, delay: Duration) {
        request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        self.delay = TimeAmount(delay)
    }

    /// Connects to 127.0.0.1:`port`; the request leaves `delay` later.
    static func connect(port: Int, path: String, after delay: Duration) async throws -> DelayedRequestClient {
        let client = DelayedRequestClient(path: path, delay: delay)
        _ = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(TestTime.connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(client) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return client
    }

    /// When the request went out, if it did.
    var sentAt: ContinuousClock.Instant? { sent.withLockedValue { $0 } }
    /// What the server sent.
    var answer: String { String(decoding: received.withLockedValue { $0 }, as: UTF8.self) }

    /// Waits (at most 10 s, scaled) until the server closed the connection; returns when this end saw it.
    func closed() async throws -> ContinuousClock.Instant {
        let deadline = ContinuousClock.now + TestTime.scaled(.seconds(10))
        while true {
            if let instant = closedAt.withLockedValue({ $0 }) { return instant }
            guard ContinuousClock.now < deadline else { throw TestInbox<Int>.TimedOut(what: "the server closing the connection") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        let bytes = ByteBuffer(string: request)
        context.eventLoop.scheduleTask(in: delay) {
            self.sent.withLockedValue { $0 = ContinuousClock.now }
            channel.writeAndFlush(bytes, promise: nil)
        }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = Array(buffer: unwrapInboundIn(data))
        received.withLockedValue { $0 += bytes }
    }

    func channelInactive(context: ChannelHandlerContext) {
        closedAt.withLockedValue { $0 = ContinuousClock.now }
        context.fireChannelInactive()
    }
}
