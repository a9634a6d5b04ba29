import SDLRPC

/// CloseApplication (`close_application_request.cc`, 8.x): no check of its own — Core asks the HMI
/// (BasicCommunication.CloseApplication), and on its SUCCESS puts the app in NONE (OnHMIStatus NONE,
/// NOT_AUDIBLE) before it answers SUCCESS. An open overlay of the app closes with it (ABORTED).
extension HeadUnitEngine {
    func handleCloseApplication(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        setLevel(appID, .none)
        respond(to: request, resultCode: "SUCCESS")
    }
}
