import SDLProtocol
import SDLRPC
import SDLSession
import SmartDeviceLink

/// A session whose video sends take as long as a link of `bytesPerSecond` would: each
/// `sendVideo` returns only after its bytes' time on that link. RPCs pass through unchanged.
struct ThrottledVideoChannel: SDLVideoStreamChannel {
    let session: SDLSession
    let bytesPerSecond: Double

    nonisolated(nonsending) func send<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]?, timeout: Duration?
    ) async throws(SDLError) -> Request.Response {
        try await session.send(request, bulkData: bulkData, timeout: timeout)
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        session.notifications(of: type)
    }

    var maximumFramePayloadSize: Int { get async { await session.maximumFramePayloadSize } }

    func startVideoService(offering offers: [SDLVideoServiceParameters]) async throws(SDLError) -> SDLVideoServiceParameters {
        try await session.startVideoService(offering: offers)
    }

    func sendVideo(_ bytes: [UInt8]) async throws(SDLError) {
        let clock = ContinuousClock()
        let start = clock.now
        try await session.sendVideo(bytes)
        let due = start + .seconds(Double(bytes.count) / bytesPerSecond)
        try? await Task.sleep(until: due, clock: clock)
    }

    func endVideoService() async { await session.endVideoService() }

    func videoServiceEnds() -> AsyncStream<SDLVideoServiceEnd> { session.videoServiceEnds() }
}
