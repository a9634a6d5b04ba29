import Foundation
@testable import SmartDeviceLink

/// An ``SDLAudioClock`` the test moves by hand: sleepers wake only when ``advance(to:)`` passes
/// their deadline, so pacing is checked without racing real time.
final class ManualAudioClock: SDLAudioClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current = Duration.zero
    private var sleepers: [Int: (deadline: Duration, continuation: CheckedContinuation<Void, any Error>)] = [:]
    private var nextSleeperID = 0

    var now: Duration { lock.withLock { current } }

    /// The deadlines of the sleepers waiting now, in order.
    var deadlines: [Duration] { lock.withLock { sleepers.values.map(\.deadline).sorted() } }

    func sleep(until deadline: Duration) async throws {
        let id = lock.withLock {
            defer { nextSleeperID += 1 }
            return nextSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = lock.withLock {
                    guard deadline > current, !Task.isCancelled else { return true }
                    sleepers[id] = (deadline, continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock to `time` and wakes every sleeper whose deadline it reached.
    func advance(to time: Duration) {
        let due = lock.withLock {
            current = time
            let due = sleepers.filter { $0.value.deadline <= time }
            for id in due.keys { sleepers.removeValue(forKey: id) }
            return due.values.map(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }
}
