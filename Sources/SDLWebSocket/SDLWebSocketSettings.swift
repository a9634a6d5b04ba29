/// What both ends of an SDL WebSocket connection check: the HTTP path of the upgrade and how long
/// it may take, the keep-alive (of the WebSocket, and of HTTP between requests), and the largest
/// message (one SDL frame per binary message).
package struct SDLWebSocketSettings: Sendable {
    /// The request path of the upgrade, e.g. `/`; a server refuses any other path (404).
    package var path: String
    /// How long the peer may stay silent (no frame, no pong) before the connection is closed as
    /// lost; a ping goes out every half of it. `nil` never pings and never times out.
    package var connectionLostTimeout: Duration?
    /// The largest binary message accepted until the SDL session is negotiated: an SDL frame
    /// header plus Core's largest payload. After the StartServiceACK the negotiated MTU bounds it.
    package var maximumMessageSize: Int
    /// How long a server waits for an accepted connection's upgrade request before closing it, so
    /// connections that never speak do not pile up.
    package var upgradeTimeout: Duration
    /// How long a server that keeps connections open between HTTP requests (the emulator's web
    /// page) lets one go without a complete request — after it opens and after each answer —
    /// before closing it, so idle connections and requests sent a byte at a time do not pile up.
    /// `nil` keeps them open.
    package var keepAliveTimeout: Duration?
    /// A server's health-check path (`GET` or `HEAD`, e.g. `/health` for a load balancer), or `nil`
    /// for none: 200 with the server's report while it takes cars, 503 once it stopped taking them.
    package var healthCheckPath: String?

    /// An SDL frame's v2–v5 header (§A.2); a message carries one frame: header plus payload.
    package static let frameHeaderSize = 12
    /// Core's largest payload (131072 bytes, §A.3) plus the header.
    package static let defaultMaximumMessageSize = frameHeaderSize + 131_072

    /// Settings with the path, keep-alive and size bound given.
    package init(
        path: String = "/", connectionLostTimeout: Duration? = .seconds(60), maximumMessageSize: Int = defaultMaximumMessageSize,
        upgradeTimeout: Duration = .seconds(10), keepAliveTimeout: Duration? = .seconds(60), healthCheckPath: String? = nil
    ) {
        self.path = path.hasPrefix("/") ? path : "/" + path
        self.connectionLostTimeout = connectionLostTimeout
        self.maximumMessageSize = maximumMessageSize
        self.upgradeTimeout = upgradeTimeout
        self.keepAliveTimeout = keepAliveTimeout
        self.healthCheckPath = healthCheckPath.map { $0.hasPrefix("/") ? $0 : "/" + $0 }
    }
}
