import Foundation
import SDLProtocol
import SDLTestSupport
@testable import SmartDeviceLink

/// An in-memory connection for the video stream manager: HMI statuses the test pushes, a
/// VIDEO_STREAMING capability, a video service that accepts the first offer (or refuses), and
/// video sends the test can hold back (a transport slower than the stream).
final class VideoStreamingChannel: StreamingTestChannel, SDLVideoStreamChannel, @unchecked Sendable {
    private var sentVideo: [[UInt8]] = []
    private var offersSeen: [[SDLVideoServiceParameters]] = []
    private var endCount = 0
    private var sendsStarted = 0
    let capability: SDLJSONValue?
    let refusal: SDLError?

    init(capability: SDLJSONValue? = nil, refusal: SDLError? = nil) {
        self.capability = capability
        self.refusal = refusal
    }

    // MARK: What the test sees and does

    var sent: [[UInt8]] { lock.withLock { sentVideo } }
    var offers: [[SDLVideoServiceParameters]] { lock.withLock { offersSeen } }
    var ends: Int { lock.withLock { endCount } }
    var startedSends: Int { lock.withLock { sendsStarted } }

    func push(_ level: SDLHMILevel, video: SDLVideoStreamingState = .streamable) {
        push(SDLOnHMIStatus(hmiLevel: level, audioStreamingState: .notAudible, systemContext: .main, videoStreamingState: video, windowID: nil))
    }

    func endVideoFromHeadUnit() { endFromHeadUnit() }

    // MARK: SDLVideoStreamChannel

    func startVideoService(offering offers: [SDLVideoServiceParameters]) async throws(SDLError) -> SDLVideoServiceParameters {
        lock.withLock { offersSeen.append(offers) }
        if let refusal { throw refusal }
        guard let first = offers.first else { throw SDLError(code: .videoServiceRejected, message: "no offer") }
        return first
    }

    func sendVideo(_ bytes: [UInt8]) async throws(SDLError) {
        lock.withLock { sendsStarted += 1 }
        if isHolding { await waitWhileHeld() }
        lock.withLock { sentVideo.append(bytes) }
    }

    func endVideoService() async {
        lock.withLock { endCount += 1 }
    }

    func videoServiceEnds() -> AsyncStream<SDLVideoServiceEnd> { serviceEnds() }

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        guard Request.self == SDLGetSystemCapability.self, let capability else { return try successResponse(Request.Response.self) }
        return try successResponse(Request.Response.self, extra: [
            "systemCapability": ["systemCapabilityType": "VIDEO_STREAMING", "videoStreamingCapability": capability],
        ])
    }
}

/// Polls an async `condition` off the main actor (`waitUntil` polls a main-actor one) until it
/// holds, failing with ``VideoTestTimeout`` after `limit` (scaled by
/// `SDL_TEST_TIME_SCALE`) instead of hanging.
func pollUntil(_ what: String, limit: Duration = .seconds(20), _ condition: @Sendable () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + TestTime.scaled(limit)
    while !(try await condition()) {
        guard ContinuousClock.now < deadline else { throw VideoTestTimeout(what: what) }
        try await Task.sleep(for: .milliseconds(2))
    }
}

struct VideoTestTimeout: Error, CustomStringConvertible {
    var what: String
    var description: String { "timed out: \(what)" }
}
