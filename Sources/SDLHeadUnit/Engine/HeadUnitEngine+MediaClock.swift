import SDLRPC
import SDLValidation

extension HeadUnitEngine {
    /// SetMediaClockTimer (`set_media_clock_timer_request.cc`): a non-media app is REJECTED (no info)
    /// before Core looks at the message; then the clock checks of the Core rules run.
    func handleSetMediaClockTimer(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        guard app.isMediaApplication else {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        guard let checked = passingCoreRules(request, stage: .afterAppState) else { return }
        respond(to: checked, resultCode: "SUCCESS")
    }
}
