/// Core's even spacing of an app's Alerts (or SubtleAlerts) in BACKGROUND
/// (`ApplicationImpl::AreCommandLimitsExceeded` with `POLICY_TABLE` limits): with a limit of N a
/// minute, a request is refused when fewer than `60 / N` whole seconds (integer division) have
/// passed since the last one let through; a limit of 0 refuses every request, and a limit above 60
/// (`60 / N` = 0) none. A refused request does not move the window; the first one always passes.
struct HeadUnitNotificationWindow: Sendable {
    /// The whole second of the last request let through (Core's `tv_sec`), if any.
    private var last: Int64?

    /// Counts a request at `now` against `perMinute`; false when Core refuses it (REJECTED).
    mutating func admit(at now: Duration, perMinute: Int) -> Bool {
        guard perMinute > 0 else { return false }
        let second = now.components.seconds
        if let last, second - last < Int64(60 / perMinute) { return false }
        last = second
        return true
    }
}
