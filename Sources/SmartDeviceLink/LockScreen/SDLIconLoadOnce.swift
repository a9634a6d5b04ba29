import Foundation
import SDLSession

/// Resumes a load once — with the response, the timeout or the cancellation, whichever comes
/// first — and then cancels what still runs (the timer).
final class SDLIconLoadOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<[UInt8], SDLError>, Never>?
    private var early: Result<[UInt8], SDLError>?
    private var cancellations: [@Sendable () -> Void] = []
    private var isFinished = false

    /// Sets the continuation; a result that came before (cancellation) resumes it at once.
    func install(_ continuation: CheckedContinuation<Result<[UInt8], SDLError>, Never>) {
        let ready: Result<[UInt8], SDLError>? = lock.withLock {
            if let early { return early }
            self.continuation = continuation
            return nil
        }
        if let ready { continuation.resume(returning: ready) }
    }

    /// Runs `cancel` when the load finishes (at once if it has).
    func onFinish(_ cancel: @escaping @Sendable () -> Void) {
        let finished = lock.withLock {
            if !isFinished { cancellations.append(cancel) }
            return isFinished
        }
        if finished { cancel() }
    }

    /// Finishes the load with `result` unless it is already finished.
    func finish(_ result: Result<[UInt8], SDLError>) {
        let taken: (CheckedContinuation<Result<[UInt8], SDLError>, Never>?, [@Sendable () -> Void])? = lock.withLock {
            guard !isFinished else { return nil }
            isFinished = true
            if continuation == nil { early = result }
            defer {
                continuation = nil
                cancellations = []
            }
            return (continuation, cancellations)
        }
        guard let (continuation, cancellations) = taken else { return }
        continuation?.resume(returning: result)
        for cancel in cancellations { cancel() }
    }
}
