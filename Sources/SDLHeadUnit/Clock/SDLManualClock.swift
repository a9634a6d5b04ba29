import NIOConcurrencyHelpers

/// A clock that only moves when told to: tests call ``advance(by:)`` to let overlay timeouts and audio
/// chunks happen without waiting for real time.
///
/// Timers fire in deadline order (ties in scheduling order); a timer scheduled by a firing action with a
/// deadline inside the advanced span fires in the same call.
public final class SDLManualClock: SDLHeadUnitClock {
    private struct Entry {
        var id: Int
        var deadline: Duration
        var action: @Sendable () -> Void
    }

    private struct State {
        var now: Duration = .zero
        var nextID = 0
        var entries: [Entry] = []
    }

    private let state = NIOLockedValueBox(State())

    /// Creates a clock that stands at zero.
    public init() {}

    /// The current manual time.
    public var now: Duration {
        state.withLockedValue { $0.now }
    }

    /// The number of timers that have not fired and were not cancelled.
    public var pendingTimerCount: Int {
        state.withLockedValue { $0.entries.count }
    }

    /// Schedules `action` at `now + delay` (a negative delay counts as zero).
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any SDLHeadUnitTimer {
        let id = state.withLockedValue { state -> Int in
            let id = state.nextID
            state.nextID += 1
            state.entries.append(Entry(id: id, deadline: state.now + max(delay, .zero), action: action))
            return id
        }
        return ManualTimer(clock: self, id: id)
    }

    /// Moves time forward by `duration`, firing every timer whose deadline is reached, in order.
    public func advance(by duration: Duration) {
        let target = state.withLockedValue { $0.now + max(duration, .zero) }
        while let action = nextDueAction(upTo: target) {
            action()
        }
        state.withLockedValue { state in
            if state.now < target { state.now = target }
        }
    }

    /// Removes and returns the earliest timer due by `target`, moving `now` to its deadline.
    private func nextDueAction(upTo target: Duration) -> (@Sendable () -> Void)? {
        state.withLockedValue { state in
            var best: Int?
            for (position, entry) in state.entries.enumerated() where entry.deadline <= target {
                if let current = best {
                    let other = state.entries[current]
                    if entry.deadline < other.deadline || (entry.deadline == other.deadline && entry.id < other.id) {
                        best = position
                    }
                } else {
                    best = position
                }
            }
            guard let position = best else { return nil }
            let entry = state.entries.remove(at: position)
            if state.now < entry.deadline { state.now = entry.deadline }
            return entry.action
        }
    }

    fileprivate func cancel(id: Int) {
        state.withLockedValue { state in
            state.entries.removeAll { $0.id == id }
        }
    }

    private struct ManualTimer: SDLHeadUnitTimer {
        let clock: SDLManualClock
        let id: Int

        func cancel() {
            clock.cancel(id: id)
        }
    }
}
