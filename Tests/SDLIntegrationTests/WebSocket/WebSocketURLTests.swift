import SDLWebSocket
import Testing

/// The `ws://` addresses `sdl-headunit --connect` takes.
@Suite("WebSocket URLs")
struct WebSocketURLTests {
    @Test("host, port and path are read; the path defaults to / and the port to 80")
    func parses() throws {
        let full = try #require(SDLWebSocketURL("ws://127.0.0.1:5432/cloud/app?x=1"))
        #expect(full.host == "127.0.0.1" && full.port == 5432 && full.path == "/cloud/app?x=1")
        let bare = try #require(SDLWebSocketURL("ws://cars.example"))
        #expect(bare.host == "cars.example" && bare.port == 80 && bare.path == "/")
        let six = try #require(SDLWebSocketURL("ws://[::1]:9000"))
        #expect(six.host == "::1" && six.port == 9000 && six.description == "ws://[::1]:9000/")
    }

    @Test("wss://, other schemes, a missing host and a bad port are refused with a reason",
          arguments: ["wss://127.0.0.1:443/", "http://127.0.0.1/", "ws://:80/", "ws://host:99999/", "ws://host:port/", "ws://[::1/"])
    func refuses(_ text: String) {
        #expect(SDLWebSocketURL(text) == nil)
        #expect(SDLWebSocketURL.problem(with: text) != nil)
    }
}
