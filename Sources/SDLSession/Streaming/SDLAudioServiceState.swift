import NIOCore
import SDLProtocol

/// The audio service's part of a session's state (kept in ``SDLSessionState/audio``): whether it
/// runs, who waits for its StartService or EndService answer, and who hears of its end.
struct SDLAudioServiceState: Sendable {
    enum Phase: Sendable {
        case stopped
        case starting(CheckedContinuation<Void, any Error>, timer: Scheduled<Void>?)
        case started(maximumPayloadSize: Int)
        case ending(CheckedContinuation<Void, Never>, timer: Scheduled<Void>?)
    }

    var phase: Phase = .stopped
    var endStreams: [Int: AsyncStream<SDLAudioServiceEnd>.Continuation] = [:]
    var nextStreamID = 0

    /// The payload limit per frame while the service runs; `nil` when it does not.
    var maximumPayloadSize: Int? {
        if case .started(let size) = phase { return size }
        return nil
    }

    /// Ends whatever is in progress — a start fails with `error`, an end completes — and reports
    /// `reason` when the service was running.
    mutating func end(_ reason: SDLAudioServiceEnd, failingWith error: SDLError, effects: inout SDLSessionEffects) {
        switch phase {
        case .stopped:
            return
        case .starting(let continuation, let timer):
            if let timer { effects.cancelledTimers.append(timer) }
            effects.completions.append { continuation.resume(throwing: error) }
        case .started:
            report(reason, effects: &effects)
        case .ending(let continuation, let timer):
            if let timer { effects.cancelledTimers.append(timer) }
            effects.completions.append { continuation.resume() }
            report(.endedByApp, effects: &effects)
        }
        phase = .stopped
    }

    /// Tells every end stream `reason`.
    func report(_ reason: SDLAudioServiceEnd, effects: inout SDLSessionEffects) {
        for continuation in endStreams.values {
            effects.completions.append { continuation.yield(reason) }
        }
    }

    /// Finishes every end stream (the session closed for good).
    mutating func finishStreams(effects: inout SDLSessionEffects) {
        for continuation in endStreams.values {
            effects.completions.append { continuation.finish() }
        }
        endStreams.removeAll()
    }
}
