public import SDLSession

/// A connection or registration attempt that failed for a reason that may pass (the head unit is
/// not listening yet, timed out, dropped the connection, is busy …): the application waits
/// ``delay`` and tries again. Reported as ``SDLApplicationEvent/willRetryConnecting(_:)`` after
/// every such failure.
///
/// ```swift
/// for await event in application.events() {
///     if case .willRetryConnecting(let retry) = event {
///         print("attempt \(retry.attempt) failed (\(retry.error)); next in \(retry.delay)")
///     }
/// }
/// ```
public struct SDLConnectionRetry: Hashable, Sendable, CustomStringConvertible {
    /// How many attempts in a row have failed so far, this one included (1 for the first).
    public var attempt: Int
    /// Why this attempt failed.
    public var error: SDLError
    /// How long the application waits before the next attempt (``SDLApplication/Configuration/reconnectPolicy``).
    public var delay: Duration

    /// Creates a retry report.
    public init(attempt: Int, error: SDLError, delay: Duration) {
        self.attempt = attempt
        self.error = error
        self.delay = delay
    }

    /// `attempt N failed: <error>; retrying in <delay>`.
    public var description: String {
        "attempt \(attempt) failed: \(error); retrying in \(delay)"
    }
}
