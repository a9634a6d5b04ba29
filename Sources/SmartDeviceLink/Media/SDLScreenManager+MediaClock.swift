import SDLRPC
import SDLSession

extension SDLScreenManager {
    /// Sends the `SetMediaClockTimer` that shows `declared`, unless the head unit shows it already:
    /// the same paused clock, or the same playing clock from the same declaration. A clock that
    /// went away is cleared; none declared and none shown sends nothing.
    func sendMediaClockIfChanged(_ declared: SDLMediaClockDeclaration?, ignoringCancellation: Bool) async throws(SDLError) {
        guard Self.mediaClock(declared, differsFrom: shownMediaClock) else { return }
        let request = declared.map { $0.clock.request(elapsed: ContinuousClock.now - $0.declaredAt, rpcVersion: rpcVersion) }
            ?? SDLMediaClock.clearRequest
        let response = try await ignoringCancellation
            ? channel.sendIgnoringCancellation(request, bulkData: nil, timeout: nil)
            : channel.send(request)
        guard response.success else { throw SDLError(refused: response, rpcName: SDLSetMediaClockTimer.rpcName) }
        shownMediaClock = declared
    }

    /// Whether `declared` needs a `SetMediaClockTimer` over `shown`.
    nonisolated static func mediaClock(_ declared: SDLMediaClockDeclaration?, differsFrom shown: SDLMediaClockDeclaration?) -> Bool {
        guard let declared else { return shown != nil }
        guard let shown, shown.clock == declared.clock else { return true }
        return declared.clock.isPlaying && declared.declaredAt != shown.declaredAt
    }
}
