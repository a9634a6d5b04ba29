import SDLWebSocket

/// How a session speaks WebSocket: the upgrade's path and the keep-alive. One SDL frame travels
/// in each binary message; a text message is refused (close 1003) and a message larger than the
/// negotiated MTU plus the frame header too (close 1009).
public struct SDLWebSocketOptions: Sendable {
    /// The HTTP path of the upgrade, `/` by default. A server refuses other paths with 404.
    public var path: String
    /// How long the peer may stay silent before the connection counts as lost and closes with
    /// `connectionLost`: a ping goes out every half of it, and any frame (a pong too) counts.
    /// 60 seconds by default, as sdl_java_suite's `WebSocketServerConfig`; `nil` never pings.
    public var connectionLostTimeout: Duration?
    /// How long a server waits for a new connection's upgrade request (TLS handshake included)
    /// before closing it: 10 seconds by default.
    public var upgradeTimeout: Duration = .seconds(10)
    /// A server's health-check path for a load balancer, e.g. `/health`; `nil` (the default) has
    /// none. A `GET` or `HEAD` on it answers 200 with `{"status":"serving","cars":N}` while the
    /// server takes cars and 503 with `{"status":"draining","cars":N}` once it stopped taking them
    /// (``SDLSessionServer/stopListening()``), then closes the connection; it never upgrades.
    public var healthCheckPath: String?
    /// TLS (`wss://`), e.g. `SDLTLS` from the `SDLSessionTLS` product; `nil` (the default) speaks plain `ws://`.
    public var security: (any SDLTransportSecurity)?

    /// Options with the path, keep-alive and TLS given.
    public init(path: String = "/", connectionLostTimeout: Duration? = .seconds(60), security: (any SDLTransportSecurity)? = nil) {
        self.path = path.hasPrefix("/") ? path : "/" + path
        self.connectionLostTimeout = connectionLostTimeout
        self.security = security
    }

    /// The transport layer's settings.
    var settings: SDLWebSocketSettings {
        SDLWebSocketSettings(
            path: path, connectionLostTimeout: connectionLostTimeout, upgradeTimeout: upgradeTimeout, healthCheckPath: healthCheckPath)
    }
}
