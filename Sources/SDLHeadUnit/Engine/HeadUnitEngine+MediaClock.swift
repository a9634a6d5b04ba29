import SDLRPC
import SDLValidation

extension HeadUnitEngine {
    /// SetMediaClockTimer (`set_media_clock_timer_request.cc`): a non-media app is REJECTED (no info)
    /// before Core looks at the message; then the clock checks of the Core rules run (COUNTUP and
    /// COUNTDOWN need a `startTime`, an `endTime` against the direction is INVALID_DATA). The HMI
    /// takes the clock (``SDLRegisteredApp/mediaClock``) and answers SUCCESS.
    func handleSetMediaClockTimer(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        guard app.isMediaApplication else {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        guard let checked = passingCoreRules(request, stage: .afterAppState) else { return }
        apps[appID]?.app.mediaClock = SDLHeadUnitMediaClock.applying(checked.parameters, to: app.mediaClock)
        respond(to: checked, resultCode: "SUCCESS")
        if isVisible(appID) { emit(.screenChanged) }
    }
}
