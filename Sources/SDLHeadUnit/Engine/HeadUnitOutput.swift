/// What the engine asks its driver to do.
enum HeadUnitOutput: Sendable {
    /// Send `message` to the app at `endpoint`.
    case send(HeadUnitEndpoint, HeadUnitMessage)
    /// Close a TCP connection.
    case close(connection: Int)
    /// Call ``HeadUnitEngine/timerFired(_:)`` with `id` after `delay`.
    case startTimer(id: Int, delay: Duration)
    /// Forget timer `id`.
    case cancelTimer(id: Int)
    /// Report an event to waiters.
    case event(SDLHeadUnitEvent)
    /// The visible screen changed (re-render).
    case screenChanged
}
