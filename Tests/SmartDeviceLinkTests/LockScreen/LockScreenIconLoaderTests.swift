import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

@Suite("Lock screen: fetching the icon over HTTP")
struct LockScreenIconLoaderTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]

    /// The outcome of loading `url` with `timeout`.
    static func load(_ url: String, timeout: Duration = .seconds(10)) async -> Result<[UInt8], SDLError> {
        do throws(SDLError) {
            return .success(try await SDLLockScreenIconLoader(timeout: timeout).load(url))
        } catch {
            return .failure(error)
        }
    }

    @Test("the manager fetches the icon URL's body from a local server and hands it over as bytes")
    @MainActor
    func success() async throws {
        let server = try LockScreenHTTPServer(body: Self.png)
        defer { server.stop() }
        let manager = SDLLockScreenManager(iconTimeout: .seconds(10))
        let outcome = await LockScreenManagerTests.iconOutcome(of: manager, url: "http://127.0.0.1:\(server.port)/icon.png")
        #expect(try outcome.get() == Self.png)
        #expect(manager.iconData == Self.png)
    }

    @Test("a server that never answers times out in about the timeout: timedOut")
    func timeout() async throws {
        let server = try LockScreenHTTPServer(response: nil)
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = await Self.load("http://127.0.0.1:\(server.port)/icon.png", timeout: .milliseconds(300))
        let elapsed = clock.now - start
        guard case .failure(let error) = outcome else {
            Issue.record("loaded \(outcome)")
            return
        }
        #expect(error.code == .timedOut)
        #expect(elapsed >= .milliseconds(290))   // not URLSession firing early
        // No upper bound: under the full suite on 2 cores this took up to 15 s (open question in the
        // session note: the 300 ms timer resumes late while URLSession work is in flight).
    }

    @Test("the manager reports a timeout through its handler and keeps running")
    @MainActor
    func managerTimeout() async throws {
        let server = try LockScreenHTTPServer(response: nil)
        defer { server.stop() }
        let manager = SDLLockScreenManager(iconTimeout: .milliseconds(200))
        let outcome = await LockScreenManagerTests.iconOutcome(of: manager, url: "http://127.0.0.1:\(server.port)/icon.png")
        #expect(outcome.failureCode == .timedOut)
        #expect(manager.iconError?.code == .timedOut)
        #expect(manager.iconData == nil)
    }

    @Test("bad URLs are refused before any request: invalidIconURL", arguments: [
        "", "not a url", "ftp://127.0.0.1/icon.png", "file:///etc/passwd", "http://", "/icon.png",
    ])
    func badURL(url: String) async {
        #expect(await Self.load(url).failureCode == .invalidIconURL)
    }

    @Test("a refused connection is iconDownloadFailed")
    func refused() async throws {
        let port = try LockScreenHTTPServer.closedPort()
        #expect(await Self.load("http://127.0.0.1:\(port)/icon.png").failureCode == .iconDownloadFailed)
    }

    @Test("an HTTP error status is iconDownloadFailed, not data")
    func httpError() async throws {
        let server = try LockScreenHTTPServer(status: "404 Not Found", body: Array("no icon".utf8))
        defer { server.stop() }
        let outcome = await Self.load("http://127.0.0.1:\(server.port)/icon.png")
        #expect(outcome.failureCode == .iconDownloadFailed)
    }

    @Test("an empty body is iconDownloadFailed")
    func emptyBody() async throws {
        let server = try LockScreenHTTPServer(body: [])
        defer { server.stop() }
        #expect(await Self.load("http://127.0.0.1:\(server.port)/icon.png").failureCode == .iconDownloadFailed)
    }
}

extension Result where Failure == SDLError {
    /// The error's code, `nil` for a success.
    var failureCode: SDLError.Code? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}
