import SDLRPC
import SDLSession

/// The app's touchable areas across registrations: sent with SendHapticData whenever the video
/// stream starts (so on every registration, after a reconnect too) and whenever the app changes
/// them while it streams. Failures go to ``SDLApplication/errors()`` (feature `haptics`).
@MainActor
final class SDLHapticHub {
    /// The areas, in the app's frame.
    var areas: [SDLHapticArea] = [] {
        didSet { if areas != oldValue { sendIfStreaming() } }
    }
    /// Reports a failed SendHapticData.
    var errorHandler: @MainActor (SDLError) -> Void = { _ in }
    private var session: SDLSession?
    private var isStreaming = false
    private var mapping: @MainActor () -> SDLTouchCoordinateMapping = { .identity }

    /// Follows a registration's video stream events on `session` until they end (or the task is
    /// cancelled): sends the areas at each start, scaled by `mapping()`.
    func follow(
        _ events: AsyncStream<SDLVideoStreamEvent>, on session: SDLSession, mapping: @escaping @MainActor () -> SDLTouchCoordinateMapping
    ) async {
        self.session = session
        self.mapping = mapping
        for await event in events {
            switch event {
            case .started:
                isStreaming = true
                sendIfStreaming()
            case .stopped:
                isStreaming = false
            case .framesDropped:
                break
            }
        }
        if self.session === session {
            // Nothing of an ended registration is kept (the application and its session can go).
            self.session = nil
            self.mapping = { .identity }
            isStreaming = false
        }
    }

    private func sendIfStreaming() {
        guard isStreaming, let session else { return }
        let request = SDLSendHapticData(hapticRectData: areas.map { $0.hapticRect(headUnit: mapping()) })
        let report = errorHandler
        Task {
            do {
                let response = try await session.send(request, bulkData: nil, timeout: nil)
                if !response.success { report(SDLError(refused: response, rpcName: SDLSendHapticData.rpcName)) }
            } catch {
                report(SDLError(sending: SDLSendHapticData.rpcName, error))
            }
        }
    }
}
