import NIOConcurrencyHelpers

/// Events waiting to be picked up by tests: a selective-receive mailbox. ``next(where:)`` takes the
/// oldest event that matches (others stay for later waits), or waits for one.
final class HeadUnitEventMailbox: Sendable {
    private struct Waiter {
        var id: Int
        var predicate: @Sendable (SDLHeadUnitEvent) -> Bool
        var continuation: CheckedContinuation<SDLHeadUnitEvent, any Error>
    }

    private struct State {
        var buffer: [SDLHeadUnitEvent] = []
        var waiters: [Waiter] = []
        var nextID = 0
        var isClosed = false
    }

    /// The most events kept; older ones are dropped first.
    let capacity: Int
    private let state = NIOLockedValueBox(State())

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// Delivers `event` to the first waiter that wants it, or keeps it.
    func push(_ event: SDLHeadUnitEvent) {
        let waiter = state.withLockedValue { state -> Waiter? in
            guard !state.isClosed else { return nil }
            if let index = state.waiters.firstIndex(where: { $0.predicate(event) }) {
                return state.waiters.remove(at: index)
            }
            state.buffer.append(event)
            if state.buffer.count > capacity {
                state.buffer.removeFirst(state.buffer.count - capacity)
            }
            return nil
        }
        waiter?.continuation.resume(returning: event)
    }

    /// Forgets every kept event.
    func removeAll() {
        state.withLockedValue { $0.buffer.removeAll() }
    }

    /// The kept events, oldest first.
    var pending: [SDLHeadUnitEvent] {
        state.withLockedValue { $0.buffer }
    }

    /// Fails every waiter and refuses new ones (the head unit stopped).
    func close() {
        let waiters = state.withLockedValue { state -> [Waiter] in
            state.isClosed = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters {
            waiter.continuation.resume(throwing: SDLHeadUnitError.stopped())
        }
    }

    /// The oldest kept event matching `predicate`, or the next one to arrive.
    /// - Throws: `CancellationError` when the task is cancelled, ``SDLHeadUnitError`` `stopped`.
    func next(where predicate: @escaping @Sendable (SDLHeadUnitEvent) -> Bool) async throws -> SDLHeadUnitEvent {
        let id = state.withLockedValue { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<SDLHeadUnitEvent, any Error>) in
                enum Outcome { case event(SDLHeadUnitEvent), stopped, cancelled, waiting }
                let outcome = state.withLockedValue { state -> Outcome in
                    if let index = state.buffer.firstIndex(where: predicate) {
                        return .event(state.buffer.remove(at: index))
                    }
                    if state.isClosed { return .stopped }
                    if Task.isCancelled { return .cancelled }
                    state.waiters.append(Waiter(id: id, predicate: predicate, continuation: continuation))
                    return .waiting
                }
                switch outcome {
                case .event(let event): continuation.resume(returning: event)
                case .stopped: continuation.resume(throwing: SDLHeadUnitError.stopped())
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .waiting: break
                }
            }
        } onCancel: {
            let waiter = state.withLockedValue { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }
}
