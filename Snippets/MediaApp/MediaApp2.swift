import Foundation
import SmartDeviceLink

/// The one screen of the media app: what plays, its cover, and the player's buttons.
final class NowPlayingViewController: SDLViewController {
    var title = "Blue in Green"
    var artist = "Miles Davis"
    let cover = FileManager.default.contents(atPath: "cover.png").flatMap { try? SDLArtwork(imageData: Array($0)) }
    var isPlaying = false {
        didSet { setNeedsViewReload() }
    }

    override func loadView() {
        template = .predefined(.media)
        view = SDLView {
            SDLTextView(alignment: .centered) {
                SDLText(title, metadata: .mediaTitle)
                SDLText(artist, metadata: .mediaArtist)
                isPlaying ? "Playing" : "Paused"
            }
            if let cover { SDLImageView(artwork: cover) }
            SDLButtonView(isPlaying ? "Pause" : "Play") { [unowned self] in isPlaying.toggle() }
                .identity("play")
            SDLButtonView("Next") { [unowned self] in
                title = "Nardis"
                setNeedsViewReload()
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
