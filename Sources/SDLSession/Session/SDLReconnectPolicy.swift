/// Whether and how a session reconnects after the connection drops unexpectedly.
///
/// A reconnect opens a new TCP connection and negotiates the protocol version again
/// (protocol.md §A.7). Requests pending at the drop fail with `connectionClosed`; the app is no
/// longer registered afterwards, so the caller registers again (watch ``SDLSession/events()``).
public struct SDLReconnectPolicy: Hashable, Sendable {
    /// How many reconnect attempts to make after one drop; `0` means never reconnect.
    public var maximumAttempts: Int
    /// The wait before the first attempt.
    public var initialDelay: Duration
    /// Each further wait is the previous one times this factor.
    public var multiplier: Double
    /// The longest wait between two attempts.
    public var maximumDelay: Duration

    /// Creates a policy.
    public init(maximumAttempts: Int, initialDelay: Duration, multiplier: Double = 2, maximumDelay: Duration = .seconds(30)) {
        self.maximumAttempts = max(0, maximumAttempts)
        self.initialDelay = initialDelay
        self.multiplier = max(1, multiplier)
        self.maximumDelay = maximumDelay
    }

    /// Never reconnect: a drop closes the session.
    public static let never = SDLReconnectPolicy(maximumAttempts: 0, initialDelay: .zero)

    /// Exponential backoff: waits `initialDelay`, then × `multiplier` per attempt up to `maximumDelay`.
    public static func exponentialBackoff(
        maximumAttempts: Int = 5, initialDelay: Duration = .milliseconds(500),
        multiplier: Double = 2, maximumDelay: Duration = .seconds(30)
    ) -> SDLReconnectPolicy {
        SDLReconnectPolicy(maximumAttempts: maximumAttempts, initialDelay: initialDelay, multiplier: multiplier, maximumDelay: maximumDelay)
    }

    /// The wait before attempt `attempt` (1-based), or `nil` when the policy allows no more attempts.
    public func delay(beforeAttempt attempt: Int) -> Duration? {
        guard attempt >= 1, attempt <= maximumAttempts else { return nil }
        var delay = initialDelay
        for _ in 1..<attempt {
            delay = delay * multiplier
            if delay >= maximumDelay { return maximumDelay }
        }
        return min(delay, maximumDelay)
    }
}
