import Logging
import SDLHeadUnit
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

/// A stopped web view lets go of everything a page connection touched: a page session holds the head
/// unit (it runs the page's messages as its control lines), so a session, connection or task left
/// behind would keep both alive for good (LeakSanitizer once found such a cycle in the web server).
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
                let socket = try await TestWebSocketClient.upgraded(port: port, path: "/ws")
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
