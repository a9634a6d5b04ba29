import NIOCore
import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

@Suite("The web server over HTTP and WebSocket")
struct WebServerTests {
    @Test("the page and its files are served with a content security policy; other paths are not found")
    func page() async throws {
        try await WebHarness.run { headUnit, web, _ in
            let port = try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0)
            let page = try await RawHTTP.get("/", port: port)
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.headers["content-security-policy"] == WebRoutes.contentSecurityPolicy)
            #expect(page.headers["x-content-type-options"] == "nosniff")
            #expect(page.text.contains("<script src=\"/headunit.js\" defer></script>"))
            let script = try await RawHTTP.get("/headunit.js", port: port)
            #expect(script.status == 200)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(try await RawHTTP.get("/headunit.css", port: port).status == 200)
            #expect(try await RawHTTP.get("/Package.swift", port: port).status == 404)
            #expect(try await RawHTTP.get("/../index.html", port: port).status != 200)
        }
    }

    @Test("a request for another host name (DNS rebinding) or from another site is refused")
    func foreignRequests() async throws {
        try await WebHarness.run { headUnit, web, _ in
            let port = try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0)
            #expect(try await RawHTTP.get("/", port: port, host: "evil.example:\(port)").status == 403)
            #expect(try await RawHTTP.get("/", port: port, host: "localhost:\(port)").status == 200)
            #expect(try await RawHTTP.get("/", port: port, headers: ["Origin: http://evil.example"]).status == 403)
            #expect(try await RawHTTP.get("/", port: port, headers: ["Origin: http://127.0.0.1:\(port)"]).status == 200)

            // A page of another site asking for the WebSocket gets no upgrade but a 403.
            let upgrade = ["Upgrade: websocket", "Connection: Upgrade, close", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"]
            let hijack = try await RawHTTP.get("/ws", port: port, headers: upgrade + ["Origin: http://evil.example"])
            #expect(hijack.status == 403)
        }
    }

    @Test("an uploaded image is served by the URL in the feed; an unknown one is not found")
    func images() async throws {
        try await WebHarness.run { headUnit, web, _ in
            let port = try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0)
            let client = try await TestSDLClient.registered(to: headUnit)
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 42]
            _ = try await client.request(FID.putFile, ["syncFileName": "art work.png", "fileType": "GRAPHIC_PNG"], bulk: png)
            _ = try await client.request(FID.show, ["graphic": ["value": "art work.png", "imageType": "DYNAMIC"]])
            let url = try #require(WebStateFeed.state(try await headUnit.snapshot())["screen"]["graphic"]["url"].stringValue)
            let image = try await RawHTTP.get(url, port: port)
            #expect(image.status == 200)
            #expect(image.headers["content-type"] == "image/png")
            #expect(image.body == png)
            #expect(try await RawHTTP.get("/image?app=1&name=nothing.png", port: port).status == 404)
            #expect(try await RawHTTP.get("/image?app=x&name=art%20work.png", port: port).status == 404)
        }
    }

    @Test("a page gets the state over the WebSocket, a refused message gets an error reply, a click reaches the app")
    func webSocket() async throws {
        try await WebHarness.run { headUnit, web, _ in
            let port = try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0)
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.show, ["mainField1": "Over the wire", "softButtons": [["type": "TEXT", "text": "Go", "softButtonID": 3]]])
            _ = try await headUnit.snapshot()  // the hub has published the Show
            let socket = try await TestWebSocketClient.upgraded(port: port, path: "/ws")
            func next(_ type: String) async throws -> SDLJSONValue {
                while true {
                    let parsed = try SDLJSONParser.parse(try await socket.nextText())
                    if parsed["type"] == .string(type) { return parsed }
                }
            }
            var received: [SDLJSONValue] = []
            received.append(try await next("state"))
            try await socket.send(text: "{\"action\":\"quit\",\"tag\":1}")
            received.append(try await next("reply"))
            try await socket.send(text: "{\"action\":\"pressSoftButton\",\"id\":3,\"tag\":2}")
            received.append(try await next("reply"))
            await socket.close()
            #expect(received.count == 3)
            #expect(received.first?["screen"]["mainFields"][0] == "Over the wire")
            #expect(received.first?["endpoint"] == ["host": "127.0.0.1", "port": .integer(headUnit.port)])
            #expect(received.dropFirst().first?["reply"] == [
                "ok": false, "action": "quit", "tag": 1, "error": ["code": "notAllowed", "message": "The page cannot run 'quit'"],
            ])
            #expect(received.last?["reply"] == ["ok": true, "action": "pressSoftButton", "tag": 2])
            let press = try await client.notification(FID.onButtonPress)
            #expect(press.parameters["customButtonID"] == 3)
            // quit was refused: the head unit still runs.
            #expect(try await headUnit.apps().count == 1)
        }
    }

    @Test("a second server on a taken port fails with bindFailed")
    func portTaken() async throws {
        try await WebHarness.run { headUnit, web, _ in
            let port = try await web.start(headUnit: headUnit, host: "127.0.0.1", port: 0)
            let other = SDLHeadUnitWeb()
            await #expect(throws: SDLHeadUnitError.self) {
                try await other.start(headUnit: headUnit, host: "127.0.0.1", port: port)
            }
            await other.stop()
        }
    }
}
