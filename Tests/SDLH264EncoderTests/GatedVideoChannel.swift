import SDLProtocol
import SDLRPC
import SDLSession
import SmartDeviceLink

/// A session whose video sends wait at a gate the test opens: a transport that is as slow as the
/// test says, without a timer. RPCs pass through unchanged.
struct GatedVideoChannel: SDLVideoStreamChannel {
    /// Where the sends wait, and how many have reached it.
    actor Gate {
        private(set) var arrivals = 0
        private var isOpen = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func pass() async {
            arrivals += 1
            guard !isOpen else { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        /// Lets every waiting send and every later one through.
        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
        }
    }

    let session: SDLSession
    let gate: Gate

    nonisolated(nonsending) func send<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]?, timeout: Duration?
    ) async throws(SDLError) -> Request.Response {
        try await session.send(request, bulkData: bulkData, timeout: timeout)
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        session.notifications(of: type)
    }

    var maximumFramePayloadSize: Int { get async { session.maximumFramePayloadSize } }

    func startVideoService(offering offers: [SDLVideoServiceParameters]) async throws(SDLError) -> SDLVideoServiceParameters {
        try await session.startVideoService(offering: offers)
    }

    func sendVideo(_ bytes: [UInt8]) async throws(SDLError) {
        await gate.pass()
        try await session.sendVideo(bytes)
    }

    func endVideoService() async { await session.endVideoService() }

    func videoServiceEnds() -> AsyncStream<SDLVideoServiceEnd> { session.videoServiceEnds() }
}
