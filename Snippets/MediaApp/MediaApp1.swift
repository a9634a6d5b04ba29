import SmartDeviceLink

/// The one screen of the media app: what plays.
final class NowPlayingViewController: SDLViewController {
    var title = "Blue in Green"
    var artist = "Miles Davis"

    override func loadView() {
        template = .predefined(.media)
        view = SDLView {
            SDLTextView(alignment: .centered) {
                SDLText(title, metadata: .mediaTitle)
                SDLText(artist, metadata: .mediaArtist)
            }
        }
    }
}

let configuration = SDLApplication.Configuration(appName: "Tunes", appID: "tunes", isMediaApplication: true)
let application = try SDLApplication.initialize(configuration: configuration,
                                                rootViewController: NowPlayingViewController(), delegate: nil)
for await event in application.events() {
    print(event)
}
