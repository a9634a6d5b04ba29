import NIOCore
import SDLProtocol

/// The video service's part of a session's state (kept in ``SDLSessionState/video``): whether it
/// runs, who waits for its StartService or EndService answer, and who hears of its end.
struct SDLVideoServiceState: Sendable {
    /// The head unit's answer to one video StartService.
    enum Answer: Sendable {
        case accepted(SDLStartServiceACK)
        case rejected(SDLStartServiceNAK)
    }

    enum Phase: Sendable {
        case stopped
        case starting(SDLVideoServiceParameters, CheckedContinuation<Answer, any Error>, timer: Scheduled<Void>?)
        case started(SDLVideoServiceParameters, maximumPayloadSize: Int)
        case ending(CheckedContinuation<Void, Never>, timer: Scheduled<Void>?)
    }

    var phase: Phase = .stopped
    var endStreams: [Int: AsyncStream<SDLVideoServiceEnd>.Continuation] = [:]
    var nextStreamID = 0

    /// The parameters and the payload limit per frame while the service runs.
    var started: (SDLVideoServiceParameters, maximumPayloadSize: Int)? {
        if case .started(let parameters, let size) = phase { return (parameters, size) }
        return nil
    }

    /// Ends whatever is in progress — a start fails with `error`, an end completes — and reports
    /// `reason` when the service was running.
    mutating func end(_ reason: SDLVideoServiceEnd, failingWith error: SDLError, effects: inout SDLSessionEffects) {
        switch phase {
        case .stopped:
            return
        case .starting(_, let continuation, let timer):
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
    func report(_ reason: SDLVideoServiceEnd, effects: inout SDLSessionEffects) {
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
