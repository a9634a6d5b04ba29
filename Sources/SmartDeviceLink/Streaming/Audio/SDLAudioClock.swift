/// The time an ``SDLAudioStreamManager`` paces audio by: a position that moves in real time, and
/// a sleep until a later position. Tests inject one they move by hand.
public protocol SDLAudioClock: Sendable {
    /// The time since an origin of the clock's choosing.
    var now: Duration { get }
    /// Returns once ``now`` has reached `deadline` (at once when it has).
    ///
    /// - Throws: `CancellationError` when the task is cancelled first.
    func sleep(until deadline: Duration) async throws
}

/// The system's monotonic clock (`ContinuousClock`), from the moment the value was made.
public struct SDLContinuousAudioClock: SDLAudioClock {
    private let origin = ContinuousClock.now

    /// A clock whose origin is now.
    public init() {}

    public var now: Duration { ContinuousClock.now - origin }

    public func sleep(until deadline: Duration) async throws {
        try await Task.sleep(until: origin + deadline, clock: .continuous)
    }
}
