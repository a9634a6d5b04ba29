/// The emulator's source of time: what "now" is and when timers fire.
///
/// Overlays close after their timeout (§E, §C.7) and audio pass-thru streams one chunk per interval;
/// both run on this clock, so tests can use ``SDLManualClock`` and move time forward instead of
/// sleeping. ``SDLSystemClock`` is the real one.
public protocol SDLHeadUnitClock: Sendable {
    /// Time elapsed since the clock started.
    var now: Duration { get }

    /// Calls `action` once, `delay` from now, unless the returned timer is cancelled first.
    ///
    /// `action` may run on any thread; the emulator hops to its own event loop itself.
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any SDLHeadUnitTimer
}

/// A timer scheduled on an ``SDLHeadUnitClock``.
public protocol SDLHeadUnitTimer: Sendable {
    /// Stops the timer; its action does not run if it has not run yet. Cancelling twice is harmless.
    func cancel()
}
