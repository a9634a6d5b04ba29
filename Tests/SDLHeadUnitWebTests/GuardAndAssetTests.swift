import Testing

@testable import SDLHeadUnitWeb

@Suite("Which requests are answered, and what the page's script may do")
struct GuardAndAssetTests {
    @Test("a loopback server answers loopback host names only", arguments: [
        ("127.0.0.1:8080", true), ("localhost:8080", true), ("LOCALHOST", true), ("[::1]:8080", true),
        ("evil.example:8080", false), ("127.0.0.1.evil.example:8080", false), ("", false),
    ])
    func loopbackHosts(authority: String, accepted: Bool) {
        let requestGuard = WebRequestGuard(listeningOn: "127.0.0.1")
        #expect((requestGuard.refusal(authority: authority, origin: nil) == nil) == accepted)
    }

    @Test("a request with an Origin must come from the same origin")
    func sameOrigin() {
        let requestGuard = WebRequestGuard(listeningOn: "127.0.0.1")
        #expect(requestGuard.refusal(authority: "127.0.0.1:8080", origin: "http://127.0.0.1:8080") == nil)
        #expect(requestGuard.refusal(authority: "127.0.0.1:8080", origin: "http://127.0.0.1:8081") != nil)
        #expect(requestGuard.refusal(authority: "127.0.0.1:8080", origin: "http://evil.example") != nil)
        #expect(requestGuard.refusal(authority: "127.0.0.1:8080", origin: "null") != nil)
        #expect(requestGuard.refusal(authority: "127.0.0.1:8080", origin: "https://127.0.0.1:8080") != nil)
        // Non-browser WebSocket clients name the server itself with ws:, which browsers never send.
        #expect(requestGuard.refusal(authority: "127.0.0.1:8080", origin: "ws://127.0.0.1") == nil)
        #expect(requestGuard.refusal(authority: "127.0.0.1:8080", origin: "ws://127.0.0.1:8080") == nil)
        #expect(requestGuard.refusal(authority: "127.0.0.1:8080", origin: "ws://evil.example") != nil)
        #expect(requestGuard.refusal(authority: nil, origin: nil) != nil)
    }

    @Test("a server on a non-loopback address (--listen-host 0.0.0.0) accepts any host name, still same-origin only")
    func anyHost() {
        let requestGuard = WebRequestGuard(listeningOn: "0.0.0.0")
        #expect(requestGuard.refusal(authority: "car.local:8080", origin: "http://car.local:8080") == nil)
        #expect(requestGuard.refusal(authority: "car.local:8080", origin: "http://evil.example") != nil)
        #expect(WebRequestGuard(listeningOn: "127.0.0.2").acceptsAnyHost == false)
        #expect(WebRequestGuard(listeningOn: "localhost").acceptsAnyHost == false)
    }

    @Test("host names are read from host:port and [v6]:port")
    func hostNames() {
        #expect(WebRequestGuard.hostName("example:80") == "example")
        #expect(WebRequestGuard.hostName("[::1]:80") == "::1")
        #expect(WebRequestGuard.hostName("[::1]") == "::1")
        #expect(WebRequestGuard.hostName("example") == "example")
    }

    @Test("the page's script never turns text into markup and runs no code from strings")
    func scriptUsesTextOnly() throws {
        let assets = try WebAssets.load()
        let script = String(decoding: try #require(assets.assets["/headunit.js"]).bytes, as: UTF8.self)
        for forbidden in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "setAttribute(\"on", "createContextualFragment"] {
            #expect(!script.contains(forbidden), "headunit.js uses \(forbidden)")
        }
        #expect(script.contains("textContent"))
        let page = String(decoding: try #require(assets.assets["/"]).bytes, as: UTF8.self)
        #expect(!page.contains("<script>"), "no inline script (the content security policy forbids it)")
        #expect(!page.contains("style="), "no inline style")
    }

    @Test("names in image URLs are percent-encoded: only unreserved characters stay")
    func percentEncoding() {
        #expect(WebImageFeed.percentEncoded("a b&c=d/é.png") == "a%20b%26c%3Dd%2F%C3%A9.png")
        #expect(WebImageFeed.percentEncoded("A-z_0.9~") == "A-z_0.9~")
        #expect(WebImageFeed.fingerprint([]) == "0-cbf29ce484222325")
        #expect(WebImageFeed.fingerprint([1]) != WebImageFeed.fingerprint([2]))
    }
}
