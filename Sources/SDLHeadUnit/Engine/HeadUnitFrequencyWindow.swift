/// Core's per-app frequency limit from its ini file (`ApplicationImpl::AreCommandLimitsExceeded`
/// with `CONFIG_FILE` limits): a window opens at registration with no request counted; a request in
/// the window's whole second (Core compares `tv_sec`) counts against the limit, and one past it is
/// refused; the first request after that second opens a new window counting itself.
struct HeadUnitFrequencyWindow: Sendable {
    /// Core 8.2's default `GetVehicleDataRequest = 5, 1`: five requests per second.
    static let getVehicleDataLimit = (requests: 5, seconds: Int64(1))

    /// The whole second the window opened in.
    private var start: Int64
    /// The requests counted in the window.
    private var count = 0

    init(startedAt now: Duration) {
        start = now.components.seconds
    }

    /// Counts a request at `now`; false when it exceeds `limit` (Core answers it REJECTED).
    mutating func admit(at now: Duration, limit: (requests: Int, seconds: Int64) = getVehicleDataLimit) -> Bool {
        let second = now.components.seconds
        if second < start + limit.seconds {
            guard count < limit.requests else { return false }
            count += 1
            return true
        }
        start = second
        count = 1
        return true
    }
}
