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

/// The alert's answers: its buttons stand for these, whatever their labels say.
enum QueueAnswer: Hashable, Sendable {
    case clear, keep
}

/// The one screen of the media app: what plays, its cover, the player's buttons, an alert, a menu,
/// a voice command and the car's play/pause key.
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
            SDLButtonView("Clear") { [unowned self] in await askToClearQueue() }
        }
    }

    override func viewDidLoad() {
        menu = SDLMenu {
            SDLMenuCell("Play", voiceCommands: ["Play"]) { [player] in player.isPlaying = true }
            SDLMenuCell.subMenu("Playlists") {
                for name in ["Morning", "Evening"] {
                    SDLMenuCell(name) { [player] in player.title = name }
                }
            }
        }
        voiceCommands = [SDLVoiceCommand(["Pause"]) { [player] in player.isPlaying = false }]
        hardwareButtons = [SDLHardwareButton(.playPause) { [player] _ in player.isPlaying.toggle() }]
    }

    func askToClearQueue() async {
        let alert = SDLAlertController(message: "Clear the queue?", duration: .seconds(10)) {
            SDLButtonView("Clear", value: QueueAnswer.clear)
            SDLButtonView("Keep", value: QueueAnswer.keep)
        }
        do {
            let result = try await presentOverlayController(alert, answering: QueueAnswer.self)
            if result.answer == .clear { player.isPlaying = false }
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
