/// A server's answer to a health check (``SDLWebSocketSettings/healthCheckPath``): serving (200) or
/// not (503), and a JSON body that says more.
package struct SDLWebSocketHealth: Sendable {
    /// Whether the server takes new connections: 200 when it does, 503 when it does not.
    package var isServing: Bool
    /// The response body, JSON.
    package var report: String

    package init(isServing: Bool, report: String) {
        self.isServing = isServing
        self.report = report
    }
}
