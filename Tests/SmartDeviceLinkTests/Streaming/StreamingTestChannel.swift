import Foundation
import SDLProtocol
import SDLTestSupport
@testable import SmartDeviceLink

/// What the in-memory audio and video channels share: HMI statuses the test pushes, the service's
/// ends, and sends the test can hold back (a transport slower than the stream).
class StreamingTestChannel: @unchecked Sendable {
    let lock = NSLock()
    private var statusContinuations: [AsyncStream<SDLOnHMIStatus>.Continuation] = []
    private var endContinuations: [AsyncStream<SDLStreamingServiceEnd>.Continuation] = []
    private var held: [CheckedContinuation<Void, Never>] = []
    private var holding = false

    /// Sends `status` as an OnHMIStatus.
    func push(_ status: SDLOnHMIStatus) {
        for continuation in lock.withLock({ statusContinuations }) { continuation.yield(status) }
    }

    /// The head unit ends the service.
    func endFromHeadUnit() {
        for continuation in lock.withLock({ endContinuations }) { continuation.yield(.endedByHeadUnit) }
    }

    func finishNotifications() {
        for continuation in lock.withLock({ statusContinuations }) { continuation.finish() }
    }

    /// Holds every send from now on until ``release()``.
    func hold() { lock.withLock { holding = true } }

    func release() {
        let waiting = lock.withLock {
            holding = false
            defer { held.removeAll() }
            return held
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Waits while sends are held.
    func waitWhileHeld() async {
        await withCheckedContinuation { continuation in
            let resumeNow = lock.withLock {
                guard holding else { return true }
                held.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Whether sends are held now.
    var isHolding: Bool { lock.withLock { holding } }

    func serviceEnds() -> AsyncStream<SDLStreamingServiceEnd> {
        let (stream, continuation) = AsyncStream<SDLStreamingServiceEnd>.makeStream()
        lock.withLock { endContinuations.append(continuation) }
        return stream
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        guard type == SDLOnHMIStatus.self else { return AsyncStream { _ in } }
        let (stream, continuation) = AsyncStream<SDLOnHMIStatus>.makeStream()
        lock.withLock { statusContinuations.append(continuation) }
        return AsyncStream { output in
            let task = Task {
                for await status in stream {
                    if let notification = status as? Notification { output.yield(notification) }
                }
                output.finish()
            }
            output.onTermination = { _ in task.cancel() }
        }
    }

    var maximumFramePayloadSize: Int { 131_072 }
}
