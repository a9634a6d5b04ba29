/// An `http://host[:port][/path]` URL taken apart for one request (no `https`: the policy relay
/// has no TLS).
struct SDLHTTPAddress: Hashable, Sendable {
    var host: String
    var port: Int
    /// The path and query, starting with `/`.
    var target: String

    /// Parses `url`; `nil` unless it is an `http://` URL with a host and a valid port.
    init?(_ url: String) {
        guard url.lowercased().hasPrefix("http://") else { return nil }
        let rest = url.dropFirst("http://".count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        var path = String(rest.dropFirst(authority.count).prefix { $0 != "#" })
        if path.isEmpty || path.first == "?" { path = "/" + path }
        guard !authority.contains("@") else { return nil }
        var host = Substring(authority)
        var port = 80
        if host.first == "[" {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let after = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if !after.isEmpty {
                guard after.first == ":", let number = Int(after.dropFirst()) else { return nil }
                port = number
            }
        } else if let colon = host.lastIndex(of: ":") {
            guard let number = Int(host[host.index(after: colon)...]) else { return nil }
            port = number
            host = host[..<colon]
        }
        guard !host.isEmpty, (1...65_535).contains(port) else { return nil }
        self.host = String(host)
        self.port = port
        self.target = path
    }

    /// The `Host` header's value.
    var hostHeader: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return port == 80 ? name : "\(name):\(port)"
    }
}
