import NIOConcurrencyHelpers

/// Set once by the control action `quit` (or ``SDLHeadUnit/stop()``); tasks can wait for it.
final class HeadUnitQuitSignal: Sendable {
    private struct State {
        var isSet = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = NIOLockedValueBox(State())

    /// Sets the signal and wakes every waiter.
    func set() {
        let waiters = state.withLockedValue { state -> [CheckedContinuation<Void, Never>] in
            state.isSet = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the signal is set.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isSet = state.withLockedValue { state -> Bool in
                if state.isSet { return true }
                state.waiters.append(continuation)
                return false
            }
            if isSet { continuation.resume() }
        }
    }
}
