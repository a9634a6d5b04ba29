import SDLRPC
import NIOCore
import SDLProtocol

extension SDLSessionState {
    // MARK: Requests

    /// Takes the request `id` out of the table, answered with `result`.
    mutating func completeRequest(_ id: Int32, with result: Result<SDLRPCEnvelope, SDLError>, effects: inout SDLSessionEffects) {
        guard let entry = correlations.remove(id) else { return }
        if let timer = entry.waiter.timer { effects.cancelledTimers.append(timer) }
        effects.responses.append((entry.waiter.continuation, result))
    }

    /// Fails every pending request with `error`, a protection attempt included; the next
    /// connection starts unprotected.
    mutating func failAllRequests(_ error: SDLError, effects: inout SDLSessionEffects) {
        protection.reset(error, effects: &effects)
        for entry in correlations.removeAll() {
            if let timer = entry.waiter.timer { effects.cancelledTimers.append(timer) }
            effects.responses.append((entry.waiter.continuation, .failure(error)))
        }
        video.end(.connectionLost(error), failingWith: error, effects: &effects)
        audio.end(.connectionLost(error), failingWith: error, effects: &effects)
    }

    // MARK: Streams

    /// Sends `event` to every event stream.
    func emit(_ event: SDLSessionEvent, effects: inout SDLSessionEffects) {
        for continuation in eventStreams.values { effects.events.append((continuation, event)) }
    }

    /// Delivers an incoming message to the streams that want it.
    func deliver(_ envelope: SDLRPCEnvelope, effects: inout SDLSessionEffects) {
        for subscriber in subscribers.values {
            guard let functionID = subscriber.functionID else {
                effects.deliveries.append((subscriber, envelope))
                continue
            }
            if envelope.kind == .notification && functionID == envelope.functionID {
                effects.deliveries.append((subscriber, envelope))
            }
        }
    }

    // MARK: Connection ends

    /// Stops timers tied to the current connection.
    mutating func stopConnectionTimers(effects: inout SDLSessionEffects) {
        if let timer = negotiationTimer { effects.cancelledTimers.append(timer) }
        negotiationTimer = nil
        if let timer = endServiceTimer { effects.cancelledTimers.append(timer) }
        endServiceTimer = nil
        effects.stoppedHeartbeat = heartbeat
        heartbeat = nil
    }

    /// Closes the session for good: fails what waits, finishes every stream.
    mutating func finishSession(_ error: SDLError?, effects: inout SDLSessionEffects) {
        if isClosed { return }
        stopConnectionTimers(effects: &effects)
        if let timer = reconnectTimer { effects.cancelledTimers.append(timer) }
        reconnectTimer = nil
        if let connection { effects.closes.append(connection) }
        phase = .closed(error)
        isRegistered = false
        failAllRequests(error.map { .notConnected("the session closed: \($0.message)") } ?? .notConnected("the session closed"), effects: &effects)
        if let waiter = connectWaiter {
            effects.connectResult = (waiter, .failure(error ?? .notConnected("the session closed before it connected")))
            connectWaiter = nil
        }
        if let waiter = endServiceWaiter {
            effects.endServiceResult = (waiter, false)
            endServiceWaiter = nil
        }
        emit(.closed(error), effects: &effects)
        effects.finishes.append(contentsOf: subscribers.values)
        subscribers.removeAll()
        effects.finishedEventStreams.append(contentsOf: eventStreams.values)
        eventStreams.removeAll()
        video.finishStreams(effects: &effects)
        audio.finishStreams(effects: &effects)
        effects.closeWaiters.append(contentsOf: closeWaiters)
        closeWaiters.removeAll()
    }

    /// A connection attempt (TCP or negotiation) failed: the first connect fails; a reconnect
    /// attempt is followed by the next one or, when the policy is exhausted, by closing.
    ///
    /// - Returns: the delay and attempt number of the next reconnect to schedule, if any.
    mutating func connectionAttemptFailed(
        _ error: SDLError, policy: SDLReconnectPolicy, effects: inout SDLSessionEffects
    ) -> (attempt: Int, delay: Duration)? {
        stopConnectionTimers(effects: &effects)
        if let connection { effects.closes.append(connection) }
        if connectWaiter != nil || closeRequested || reconnectAttempt == 0 {
            finishSession(error, effects: &effects)
            return nil
        }
        return nextReconnect(after: error, policy: policy, effects: &effects)
    }

    /// Plans reconnect attempt `reconnectAttempt + 1`, or closes when the policy allows no more.
    mutating func nextReconnect(
        after error: SDLError, policy: SDLReconnectPolicy, effects: inout SDLSessionEffects
    ) -> (attempt: Int, delay: Duration)? {
        let attempt = reconnectAttempt + 1
        guard !closeRequested, let delay = policy.delay(beforeAttempt: attempt) else {
            finishSession(error, effects: &effects)
            return nil
        }
        reconnectAttempt = attempt
        phase = .waitingToReconnect(attempt: attempt)
        emit(.reconnecting(attempt: attempt, delay: delay), effects: &effects)
        return (attempt, delay)
    }

    /// The ready (or ending) connection closed: pending requests fail with `error`; then either a
    /// reconnect is planned or the session closes.
    mutating func connectionLost(
        _ error: SDLError, policy: SDLReconnectPolicy, effects: inout SDLSessionEffects
    ) -> (attempt: Int, delay: Duration)? {
        if case .ending = phase {
            finishSession(nil, effects: &effects)
            return nil
        }
        stopConnectionTimers(effects: &effects)
        isRegistered = false
        failAllRequests(error, effects: &effects)
        if closeRequested || policy.maximumAttempts == 0 {
            finishSession(error, effects: &effects)
            return nil
        }
        emit(.disconnected(error), effects: &effects)
        reconnectAttempt = 0
        return nextReconnect(after: error, policy: policy, effects: &effects)
    }
}
