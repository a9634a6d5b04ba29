import Logging
import SDLHeadUnit
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

/// A stopped web view lets go of everything a page connection touched: Hummingbird's WebSocket
/// route keeps each request context in a reference the context itself holds, and that cycle kept
/// the page session — and through it the head unit — alive for good (found by LeakSanitizer).
@Suite("Releasing a stopped web view")
struct WebReleaseTests {
    @Test("after a page connected and closed, stop() on the web view and the head unit frees both")
    func pageConnectionReleased() async throws {
        var headUnitBox: WeakReference?
        var webBox: WeakReference?
        do {
            var configuration = SDLHeadUnitConfiguration()
            configuration.eventWaitTimeout = TestTime.scaled(.seconds(10))
            configuration.port = 0
            configuration.clock = SDLManualClock()
            configuration.logger.logLevel = .warning
            configuration.validator = try #require(WebHarness.validator, "spec/MOBILE_API.xml must be available")
            let web = SDLHeadUnitWeb(logger: configuration.logger)
            web.install(into: &configuration)
            let headUnit = try await SDLHeadUnit.start(configuration)
            headUnitBox = WeakReference(headUnit)
            webBox = WeakReference(web)
            let port = try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0)
            for _ in 0..<2 {
                let socket = try await RawWebSocket.connect(port: port, path: "/ws")
                #expect(try await socket.nextText().contains("\"type\":\"state\""))
                await socket.close()
            }
            await web.stop()
            await headUnit.stop()
        }
        try await WeakReference.waitUntilReleased([headUnitBox, webBox])
        #expect(headUnitBox?.object == nil, "the stopped head unit is still referenced")
        #expect(webBox?.object == nil, "the stopped web view is still referenced")
    }
}
