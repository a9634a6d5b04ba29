import SDLRPC
import SDLSession

extension SDLApplication {
    /// Sets ``Configuration/appIcon`` as the app's icon on this registration: uploads it as a
    /// persistent file unless the head unit lists it (the file manager has listed the files by
    /// now), then one SetAppIcon. A static icon is set without an upload. Failures go to
    /// ``errors()`` (feature `appIcon`); nothing is retried within the registration.
    func setAppIcon(through channel: any SDLRPCChannel, files: SDLFileManager) async {
        guard var icon = configuration.appIcon else { return }
        icon.file.isPersistent = true
        do throws(SDLError) {
            if !icon.isStaticIcon {
                do {
                    try await files.upload(icon)
                } catch {
                    throw SDLError(
                        code: .uploadFailed, message: "uploading the app icon '\(icon.name)' failed: \(error)",
                        fileName: icon.name, underlyingError: error)
                }
            }
            let response: SDLSetAppIconResponse
            do {
                response = try await channel.send(SDLSetAppIcon(syncFileName: icon.name))
            } catch {
                throw SDLError(error, otherwise: .requestFailed, rpcName: SDLSetAppIcon.rpcName)
            }
            guard response.success else { throw SDLError(refused: response, rpcName: SDLSetAppIcon.rpcName) }
        } catch {
            errorHub.report(error, from: .appIcon)
        }
    }
}
