import Foundation
import SmartDeviceLink

/// The one screen of the media app: what plays, its cover, the player's buttons, an alert, a menu,
/// a voice command and the car's play/pause key.
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
            SDLButtonView("Clear") { [unowned self] in await askToClearQueue() }
        }
    }

    override func viewDidLoad() {
        menu = SDLMenu {
            SDLMenuCell("Play", voiceCommands: ["Play"]) { [unowned self] in isPlaying = true }
            SDLSubMenu("Playlists") {
                for name in ["Morning", "Evening"] {
                    SDLMenuCell(name) { [unowned self] in
                        title = name
                        setNeedsViewReload()
                    }
                }
            }
        }
        voiceCommands = [SDLVoiceCommand(["Pause"]) { [unowned self] in isPlaying = false }]
        hardwareButtons = [SDLHardwareButton(.playPause) { [unowned self] _ in isPlaying.toggle() }]
    }

    func askToClearQueue() async {
        let alert = SDLAlertController(message: "Clear the queue?", duration: .seconds(10)) {
            SDLButtonView("Clear")
            SDLButtonView("Keep")
        }
        do {
            let result = try await presentOverlayController(alert)
            if result.answer?.currentState.text == "Clear" { isPlaying = false }
        } catch {
            print("no alert:", error)
        }
    }
}

let configuration = SDLApplication.Configuration(appName: "Tunes", appID: "tunes", isMediaApplication: true)
let application = try SDLApplication.initialize(configuration: configuration,
                                                rootViewController: NowPlayingViewController(), delegate: nil)
for await event in application.events() {
    print(event)
}
