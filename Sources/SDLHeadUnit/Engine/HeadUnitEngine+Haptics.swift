import SDLRPC

extension HeadUnitEngine {
    /// SendHapticData as Core's `send_haptic_data_request.cc` answers it: an app whose
    /// `appHMIType` has neither NAVIGATION nor PROJECTION is DISALLOWED with Core's text; another
    /// app's areas replace its previous ones (``SDLRegisteredApp/hapticRects``; none without
    /// `hapticRectData`, as Core clears them) and the HMI answers SUCCESS.
    func handleSendHapticData(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        guard app.appHMITypes.contains("NAVIGATION") || app.appHMITypes.contains("PROJECTION") else {
            respond(to: request, resultCode: "DISALLOWED", info: "Application is not of type Navigation or Mobile Projection")
            return
        }
        let rects = request.parameters["hapticRectData"]?.arrayValue ?? []
        apps[appID]?.app.hapticRects = rects.compactMap { item -> SDLHeadUnitHapticRect? in
            guard let object = item.objectValue, let id = object["id"]?.intValue, let rect = object["rect"]?.objectValue,
                  let x = rect["x"]?.doubleValue, let y = rect["y"]?.doubleValue,
                  let width = rect["width"]?.doubleValue, let height = rect["height"]?.doubleValue else { return nil }
            return SDLHeadUnitHapticRect(id: id, x: x, y: y, width: width, height: height)
        }
        respond(to: request, resultCode: "SUCCESS")
        emit(.screenChanged)
    }
}
