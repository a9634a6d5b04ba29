import Foundation
import SDLProtocol
import SDLTestSupport
@testable import SmartDeviceLink

/// An in-memory connection for the audio stream manager: HMI statuses the test pushes, an audio
/// service that starts (or refuses), and audio sends recorded with the clock's time — which the
/// test can hold back (a transport slower than the stream).
final class AudioStreamingChannel: SDLAudioStreamChannel, @unchecked Sendable {
    private let lock = NSLock()
    private var statusContinuations: [AsyncStream<SDLOnHMIStatus>.Continuation] = []
    private var endContinuations: [AsyncStream<SDLAudioServiceEnd>.Continuation] = []
    private var sentAudio: [(bytes: [UInt8], at: Duration)] = []
    private var startCount = 0
    private var endCount = 0
    private var held: [CheckedContinuation<Void, Never>] = []
    private var holding = false
    let clock: ManualAudioClock
    let refusal: SDLError?

    init(clock: ManualAudioClock = ManualAudioClock(), refusal: SDLError? = nil) {
        self.clock = clock
        self.refusal = refusal
    }

    // MARK: What the test sees and does

    var sent: [(bytes: [UInt8], at: Duration)] { lock.withLock { sentAudio } }
    var starts: Int { lock.withLock { startCount } }
    var ends: Int { lock.withLock { endCount } }

    func push(_ level: SDLHMILevel, audio: SDLAudioStreamingState = .audible) {
        let status = SDLOnHMIStatus(hmiLevel: level, audioStreamingState: audio, systemContext: .main, videoStreamingState: nil, windowID: nil)
        for continuation in lock.withLock({ statusContinuations }) { continuation.yield(status) }
    }

    func endAudioFromHeadUnit() {
        for continuation in lock.withLock({ endContinuations }) { continuation.yield(.endedByHeadUnit) }
    }

    func finishNotifications() {
        for continuation in lock.withLock({ statusContinuations }) { continuation.finish() }
    }

    /// Holds every audio send from now on until ``release()``.
    func hold() { lock.withLock { holding = true } }

    func release() {
        let waiting = lock.withLock {
            holding = false
            defer { held.removeAll() }
            return held
        }
        for continuation in waiting { continuation.resume() }
    }

    // MARK: SDLAudioStreamChannel

    func startAudioService() async throws(SDLError) {
        lock.withLock { startCount += 1 }
        if let refusal { throw refusal }
    }

    func sendAudio(_ bytes: [UInt8]) async throws(SDLError) {
        await withCheckedContinuation { continuation in
            let resumeNow = lock.withLock {
                guard holding else { return true }
                held.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
        let now = clock.now
        lock.withLock { sentAudio.append((bytes, now)) }
    }

    func endAudioService() async {
        lock.withLock { endCount += 1 }
    }

    func audioServiceEnds() -> AsyncStream<SDLAudioServiceEnd> {
        let (stream, continuation) = AsyncStream<SDLAudioServiceEnd>.makeStream()
        lock.withLock { endContinuations.append(continuation) }
        return stream
    }

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        try successResponse(Request.Response.self)
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
