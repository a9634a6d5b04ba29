import Foundation
import SDLProtocol
import SDLTestSupport
@testable import SmartDeviceLink

/// An in-memory connection for the audio stream manager: HMI statuses the test pushes, an audio
/// service that starts (or refuses), and audio sends recorded with the clock's time — which the
/// test can hold back (a transport slower than the stream).
final class AudioStreamingChannel: StreamingTestChannel, SDLAudioStreamChannel, @unchecked Sendable {
    private var sentAudio: [(bytes: [UInt8], at: Duration)] = []
    private var startCount = 0
    private var endCount = 0
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
        push(SDLOnHMIStatus(hmiLevel: level, audioStreamingState: audio, systemContext: .main, videoStreamingState: nil, windowID: nil))
    }

    func endAudioFromHeadUnit() { endFromHeadUnit() }

    // MARK: SDLAudioStreamChannel

    func startAudioService() async throws(SDLError) {
        lock.withLock { startCount += 1 }
        if let refusal { throw refusal }
    }

    func sendAudio(_ bytes: [UInt8]) async throws(SDLError) {
        await waitWhileHeld()
        let now = clock.now
        lock.withLock { sentAudio.append((bytes, now)) }
    }

    func endAudioService() async {
        lock.withLock { endCount += 1 }
    }

    func audioServiceEnds() -> AsyncStream<SDLAudioServiceEnd> { serviceEnds() }

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        try successResponse(Request.Response.self)
    }
}
