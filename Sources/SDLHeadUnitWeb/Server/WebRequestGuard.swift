import NIOHTTP1

/// Which requests the server answers. A server on a loopback address answers only requests that
/// name a loopback host (no other site can reach it by pointing its own name at 127.0.0.1), and a
/// request a browser sends on behalf of a page must come from this server's own page (no other site
/// can open the WebSocket and drive the head unit).
struct WebRequestGuard: Sendable {
    /// The loopback host names a browser may use.
    static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1"]

    /// Whether any `Host` is accepted (the server listens on a non-loopback address by request).
    let acceptsAnyHost: Bool

    /// A guard for a server listening on `host`.
    init(listeningOn host: String) {
        acceptsAnyHost = !(Self.loopbackHosts.contains(host) || host.hasPrefix("127."))
    }

    /// Why `request` must be refused, or `nil`: its `Host` and `Origin` headers checked.
    func refusal(_ request: HTTPRequestHead) -> String? {
        refusal(authority: request.headers.first(name: "host"), origin: request.headers.first(name: "origin"))
    }

    /// Why the request must be refused, or `nil`. `authority` is the `Host` header, `origin` the
    /// `Origin` header (browsers send it with WebSocket handshakes and cross-site requests).
    func refusal(authority: String?, origin: String?) -> String? {
        guard let authority, !authority.isEmpty else { return "A Host header is required" }
        if !acceptsAnyHost, !Self.loopbackHosts.contains(Self.hostName(authority).lowercased()) {
            return "This server answers only requests for a loopback host, not \(authority)"
        }
        if let origin, !Self.sameOrigin(origin.lowercased(), authority: authority.lowercased()) {
            return "Requests from \(origin) are not accepted"
        }
        return nil
    }

    /// Whether `origin` is this server's own: its page (`http://host:port`), or a non-browser
    /// WebSocket client that names the server itself (`ws://host[:port]`, which browsers never send).
    private static func sameOrigin(_ origin: String, authority: String) -> Bool {
        ["http://" + authority, "ws://" + authority, "ws://" + hostName(authority)].contains(origin)
    }

    /// The host of `host[:port]`, `[v6]:port` or `[v6]`, without brackets.
    static func hostName(_ authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        if let colon = authority.lastIndex(of: ":") { return String(authority[..<colon]) }
        return authority
    }
}
