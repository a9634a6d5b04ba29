import SDLRPC
import SDLSession

extension SDLApplication {
    /// Sets ``Configuration/appIcon`` as the app's icon on this registration: uploads it as a
    /// persistent file unless the head unit lists it (the file manager has listed the files by
    /// now), then one SetAppIcon. A static icon is set without an upload (SDL Core answers
    /// INVALID_DATA: it sets files of the app's folder only). Failures go to
    /// ``errors()`` (feature `appIcon`); nothing is retried within the registration.
    func setAppIcon(through channel: any SDLRPCChannel, files: SDLFileManager) async {
        guard var icon = configuration.appIcon else { return }
        icon.file.isPersistent = true
        if !icon.isStaticIcon {
            do {
                try await files.upload(icon)
            } catch {
                errorHub.report(SDLError(
                    code: .uploadFailed, message: "uploading the app icon '\(icon.name)' failed: \(error)",
                    fileName: icon.name, underlyingError: error), from: .appIcon)
                return
            }
        }
        if let error = await channel.failure(of: SDLSetAppIcon(syncFileName: icon.name)) {
            errorHub.report(error, from: .appIcon)
        }
    }
}
