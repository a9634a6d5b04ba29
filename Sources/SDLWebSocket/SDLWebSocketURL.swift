/// A `ws://host:port/path` address. `wss://` is not spoken by these targets (TLS lives elsewhere),
/// so it is refused with a sentence that says so.
package struct SDLWebSocketURL: Hashable, Sendable, CustomStringConvertible {
    /// The host name or address (IPv6 without brackets).
    package var host: String
    /// The port; 80 when the URL names none.
    package var port: Int
    /// The request path, `/` at least.
    package var path: String

    /// Parses `text`; `nil` with a reason in ``problem(with:)``.
    package init?(_ text: String) {
        guard Self.problem(with: text) == nil, let parsed = Self.parse(text) else { return nil }
        self = parsed
    }

    private init(host: String, port: Int, path: String) {
        self.host = host
        self.port = port
        self.path = path
    }

    /// Why `text` is not a usable `ws://` URL, or `nil` when it is.
    package static func problem(with text: String) -> String? {
        if text.hasPrefix("wss://") { return "wss:// (TLS) is not supported here; use ws://" }
        guard text.hasPrefix("ws://") else { return "\(text) is not a ws:// URL" }
        guard parse(text) != nil else { return "\(text) is not ws://host[:port][/path]" }
        return nil
    }

    private static func parse(_ text: String) -> SDLWebSocketURL? {
        guard text.hasPrefix("ws://") else { return nil }
        let rest = text.dropFirst("ws://".count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        var path = String(rest.dropFirst(authority.count))
        if path.isEmpty || path.hasPrefix("?") { path = "/" + path }
        var host: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty { return nil }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        } else {
            host = authority
        }
        guard !host.isEmpty else { return nil }
        var port = 80
        if let portText {
            guard let number = Int(portText), (0...65535).contains(number) else { return nil }
            port = number
        }
        return SDLWebSocketURL(host: String(host), port: port, path: path)
    }

    /// `ws://host:port/path`.
    package var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "ws://\(shownHost):\(port)\(path)"
    }
}
