import SDLRPC

extension HeadUnitEngine {
    /// SetAppIcon (`set_app_icon_request.cc`): after the file-name check of the Core rules, a file
    /// the app has not uploaded is INVALID_DATA (without info, as Core answers); otherwise the HMI
    /// shows it as the app's icon (``SDLRegisteredApp/appIcon``) and answers SUCCESS.
    func handleSetAppIcon(_ request: IncomingRequest) {
        guard let appID = request.appID, let name = request.parameters["syncFileName"]?.stringValue else { return }
        guard apps[appID]?.app.files[name] != nil else {
            respond(to: request, resultCode: "INVALID_DATA")
            return
        }
        apps[appID]?.app.appIcon = name
        respond(to: request, resultCode: "SUCCESS")
        emit(.screenChanged)
    }

    /// The persistent files an app of `policyAppID` left on the head unit: Core keeps files
    /// uploaded with `persistentFile` in the app's folder when it unregisters, so its next
    /// registration lists them (ListFiles) and may use them at once.
    func keepPersistentFiles(of app: SDLRegisteredApp) {
        persistentFiles[app.policyAppID] = app.files.filter { _, file in
            file.isPersistent && (file.expectedLength.map { $0 <= file.bytes.count } ?? true)
        }
    }
}
