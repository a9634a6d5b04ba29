import Foundation
import Observation
import SmartDeviceLink

/// What plays. The screen reads it in `loadView()`, so changing it redraws the screen.
@Observable @MainActor
final class Player {
    var title = "Blue in Green"
    var artist = "Miles Davis"
    var isPlaying = false
}

/// The one screen of the media app: what plays, its cover, and the player's buttons.
final class NowPlayingViewController: SDLViewController {
    let player = Player()
    let cover = FileManager.default.contents(atPath: "cover.png").flatMap { try? SDLArtwork(imageData: Array($0)) }

    override func loadView() {
        template = .predefined(.media)
        view = SDLView {
            SDLTextView(alignment: .centered) {
                SDLText(player.title, metadata: .mediaTitle)
                SDLText(player.artist, metadata: .mediaArtist)
                player.isPlaying ? "Playing" : "Paused"
            }
            if let cover { SDLImageView(artwork: cover) }
            SDLButtonView(player.isPlaying ? "Pause" : "Play") { [player] in player.isPlaying.toggle() }
                .identity("play")
            SDLButtonView("Next") { [player] in player.title = "Nardis" }
        }
    }
}

let configuration = SDLApplication.Configuration(appName: "Tunes", appID: "tunes", isMediaApplication: true)
let application = try SDLApplication.initialize(configuration: configuration,
                                                rootViewController: NowPlayingViewController(), delegate: nil)
for await event in application.events() {
    print(event)
}
