import SDLRPC
import SmartDeviceLink

// Code that was the README's and moved with its text to the DocC catalogs — the first screen's
// start (SmartDeviceLink.docc/GettingStarted.md; the screen itself is Readme/ReadmeFirstScreenTests.swift),
// the app layer's shape (AppLayerAtAGlance.md) and the generated types (SDLRPC.docc) — with the
// declarations around it that it takes for granted. The README's own hello world is
// Snippets/MediaApp/MediaApp1.swift.

enum ReadmeCode {
    @MainActor
    static func start() async throws {
        let configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl", isMediaApplication: true)
        let application = try SDLApplication.initialize(configuration: configuration,
                                                        rootViewController: HomeViewController(), delegate: nil)
        for await event in application.events() { print(event) }   // didConnect, didFinishLaunching, didBecomeActive …
    }

    @MainActor
    static func errors(application: SDLApplication) async {
        do {
            let response = try await application.send(SDLSpeak(ttsChunks: [SDLTTSChunk(text: "Hi", type: .text)]))
        } catch {
            switch error.code {                      // error is SDLError
            case .notConnected: print("no head unit yet")
            case .timedOut: print("\(error.rpcName ?? "?") got no answer")
            default: print(error)
            }
        }
    }

    final class Speakers { var balance = 0 }
    final class Player: Sendable {
        func shuffle() async {}
        func next() async {}
        func play(_ list: Playlist) async {}
    }
    struct Playlist: Sendable { var name: String; var art: SDLArtwork? }
    struct Cities { func matching(_ entry: String) -> [String] { [entry] } }

    @MainActor
    final class ScreenController: SDLViewController {
        let speakers = Speakers()
        let player = Player()
        let playlists: [Playlist] = []
        let shuffleArt: SDLArtwork? = nil
        let cities = Cities()
        func show(_ city: String) {}

        func balance() async throws {
            let balance = SDLSliderController(title: "Balance", value: 0, minimumValue: -10, maximumValue: 10)
            if let value = try await presentOverlayController(balance).answer { speakers.balance = value }
        }

        func declare() {
            let player = player, playlists = playlists, shuffleArt = shuffleArt
            let seek: @MainActor @Sendable (SDLButtonEvent.Kind) -> Void = { kind in print(kind) }
            menu = SDLMenu(title: "Player", layout: .list) {
                SDLMenuCell("Shuffle", artwork: shuffleArt, voiceCommands: ["Shuffle"]) { source in await player.shuffle() }
                SDLMenuCell.subMenu("Playlists", layout: .tiles) {
                    for list in playlists { SDLMenuCell(list.name, artwork: list.art) { await player.play(list) } }
                }
            }
            voiceCommands = [SDLVoiceCommand(["Next song", "Skip"]) { await player.next() }]
            hardwareButtons = [SDLHardwareButton(.seekright, receivesUpDownEvents: true) { event in seek(event.kind) }]
        }

        func search() async throws {
            let cities = cities
            let search = SDLKeyboardController(title: "Find a city", configuration: SDLKeyboardConfiguration(keypressMode: .resendCurrentEntry)) { entry in
                cities.matching(entry)
            }
            if let city = try await presentOverlayController(search).answer { show(city) }
        }
    }

    static func rpcTypes() throws {
        let alert = SDLAlert(alertText1: "Hello", duration: 20_000)
        for issue in alert.validate() {
            print(issue)            // error: $.duration: value 20000 exceeds maxvalue 10000
        }
        let duration = SDLAlert.Parameters.duration   // the spec's own limits, never typed in by hand
        let clamped = SDLAlert(alertText1: "Hello", duration: duration.clamp(20_000))
        let json = clamped.jsonBytes()                // {"alertText1":"Hello","duration":10000}

        let show = try SDLShow(jsonBytes: Array(#"{"mainField1":"Hi","alignment":"CENTERED"}"#.utf8))
        // Type errors and missing mandatory parameters are thrown together, each with its JSON path.
        _ = (json, show)
    }

    static func lenient(json: SDLJSONValue) throws {
        let response = try SDLRegisterAppInterfaceResponse(json: json, policy: .lenient)
        response.decodingIssues   // warning: $.displayCapabilities.imageFields[0]: dropped: the array element cannot be read …
    }
}
