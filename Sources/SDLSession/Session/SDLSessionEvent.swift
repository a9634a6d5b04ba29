/// A change in a session's connection, delivered by ``SDLSession/events()``.
public enum SDLSessionEvent: Hashable, Sendable {
    /// The connection dropped and the reconnect policy will try again; pending requests failed
    /// with `error`. (Without reconnecting, a drop is reported as `.closed(error)` alone.)
    case disconnected(SDLError)
    /// The session waits `delay` before reconnect attempt `attempt` (1-based).
    case reconnecting(attempt: Int, delay: Duration)
    /// A new connection is up and negotiated; the app is not registered on it yet.
    case reconnected
    /// The session is closed for good: `nil` after ``SDLSession/close()``, otherwise why.
    case closed(SDLError?)
}
