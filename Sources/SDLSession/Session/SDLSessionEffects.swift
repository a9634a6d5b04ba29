import NIOCore
import SDLProtocol

/// What a state change asks the session to do once its lock is released: resume continuations,
/// deliver to streams, write or close connections. Collected under the lock, run outside it, so
/// no continuation or stream callback ever runs while the state is locked.
struct SDLSessionEffects: Sendable {
    var responses: [(CheckedContinuation<SDLRPCEnvelope, any Error>, Result<SDLRPCEnvelope, SDLError>)] = []
    var cancelledTimers: [Scheduled<Void>] = []
    var deliveries: [(SDLSessionState.Subscriber, SDLRPCEnvelope)] = []
    var finishes: [SDLSessionState.Subscriber] = []
    var events: [(AsyncStream<SDLSessionEvent>.Continuation, SDLSessionEvent)] = []
    var finishedEventStreams: [AsyncStream<SDLSessionEvent>.Continuation] = []
    var writes: [(SDLTransportConnection, [SDLFrame])] = []
    var closes: [SDLTransportConnection] = []
    var connectResult: (CheckedContinuation<Void, any Error>, Result<Void, SDLError>)?
    var protectionResults: [(CheckedContinuation<Void, any Error>, Result<Void, SDLError>)] = []
    var endServiceResult: (CheckedContinuation<Bool, Never>, Bool)?
    var closeWaiters: [CheckedContinuation<Void, Never>] = []
    var stoppedHeartbeat: RepeatedTask?
    /// Other waiters to resume and streams to feed (the video service's), in order.
    var completions: [@Sendable () -> Void] = []

    /// Performs everything, in an order that keeps streams ahead of the waiters they inform:
    /// deliveries first, then responses, then closes and finishes.
    func run() {
        for timer in cancelledTimers { timer.cancel() }
        stoppedHeartbeat?.cancel()
        for (connection, frames) in writes { connection.send(frames) }
        for (subscriber, envelope) in deliveries { subscriber.deliver(envelope) }
        for (continuation, event) in events { continuation.yield(event) }
        for (continuation, result) in responses { continuation.resume(with: result.mapError { $0 as any Error }) }
        if let (continuation, result) = connectResult { continuation.resume(with: result.mapError { $0 as any Error }) }
        for (continuation, result) in protectionResults { continuation.resume(with: result.mapError { $0 as any Error }) }
        if let (continuation, value) = endServiceResult { continuation.resume(returning: value) }
        for completion in completions { completion() }
        for connection in closes { connection.close() }
        for subscriber in finishes { subscriber.finish() }
        for continuation in finishedEventStreams { continuation.finish() }
        for waiter in closeWaiters { waiter.resume() }
    }
}
