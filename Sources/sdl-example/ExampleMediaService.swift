import SmartDeviceLink

/// The example's MEDIA app service, declared on the application: published once registered and
/// again after every reconnect, its data — what plays, ``ExampleNowPlaying`` — sent whenever the
/// root's changes, so another app reading it (GetAppServiceData) gets what the screen shows. A
/// refusal (a head unit whose policy does not let the app publish) reaches `application.errors()`.
enum ExampleMediaService {
    /// The name other apps see.
    static let serviceName = "SDL Example"

    /// Declares the service on `application` and keeps its data `root`'s now playing; data that
    /// cannot be sent is reported to `output`.
    @MainActor
    static func declare(on application: SDLApplication, root: RootViewController, output: @escaping @MainActor (String) -> Void) {
        application.providedAppServices = [.media(serviceName)]
        root.nowPlayingHandler = { [weak application] nowPlaying in
            do {
                try application?.updateAppServiceData(.media(data(nowPlaying)))
            } catch {
                output("sdl-example: media service data not sent: \(error)")
            }
        }
        root.nowPlayingHandler?(root.nowPlaying)
    }

    /// `nowPlaying` as the service's data.
    static func data(_ nowPlaying: ExampleNowPlaying) -> SDLMediaServiceData {
        SDLMediaServiceData(mediaType: .music, mediaTitle: nowPlaying.title, mediaArtist: nowPlaying.artist)
    }
}
