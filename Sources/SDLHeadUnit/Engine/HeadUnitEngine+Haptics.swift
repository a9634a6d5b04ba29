import SDLRPC

extension HeadUnitEngine {
    /// SendHapticData as Core's `send_haptic_data_request.cc` answers it: an app whose
    /// `appHMIType` has neither NAVIGATION nor PROJECTION is DISALLOWED with Core's text; another
    /// app's request goes to the HMI, which the emulator does not have for haptic areas yet
    /// (UNSUPPORTED_RESOURCE).
    func handleSendHapticData(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        guard app.appHMITypes.contains("NAVIGATION") || app.appHMITypes.contains("PROJECTION") else {
            respond(to: request, resultCode: "DISALLOWED", info: "Application is not of type Navigation or Mobile Projection")
            return
        }
        respondNotImplemented(request)
    }
}
