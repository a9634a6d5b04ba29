import Foundation
import Observation
import SDLHeadUnit
import SDLRPC
import SDLSession
import SmartDeviceLink

// The code of the DocC articles (Sources/*/*.docc) and of the README, compiled here. Each
// ```swift block of those files appears in a file of this folder line by line (indentation aside;
// DocumentationCodeTests checks it), inside whatever declarations it needs to compile. The
// enums only give each article's code its own names.

// MARK: The application and its states

enum ArticleApplication {
    final class AppDelegate: SDLApplicationDelegate {
        func applicationDidFinishLaunching(_ application: SDLApplication) { print("launched") }
        func applicationDidBecomeActive(_ application: SDLApplication) { print("on screen") }
        func applicationDidDisconnect(_ application: SDLApplication) { print("no head unit") }
    }

    @MainActor
    static func start(root: SDLViewController) async throws {
        let delegate = AppDelegate()
        let configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl", isMediaApplication: true)
        let application = try SDLApplication.initialize(configuration: configuration,
                                                        rootViewController: root, delegate: delegate)
        for await event in application.events() {
            print(event, application.applicationState)   // didConnect notRunning, didFinishLaunching active …
        }
    }

    @MainActor
    static func several(port: Int, root: SDLViewController) async {
        var configuration = SDLApplication.Configuration(appName: "Fleet", appID: "fleet")
        configuration.connection = .tcp(host: "127.0.0.1", port: port)
        configuration.reconnectPolicy = .never
        let application = SDLApplication(configuration: configuration, rootViewController: root, delegate: nil)
        application.start()
        // … later
        await application.stop()
    }

    static func transitions() {
        let launch = SDLApplicationTransitions.calls(from: .disconnected, to: .active)
        // [.didConnect, .didFinishLaunching, .didBecomeActive]
        let hidden = SDLApplicationTransitions.calls(from: .active, to: .background)
        // [.didEnterBackground]
        _ = (launch, hidden)
    }
}

// MARK: View controllers and the stack

enum ArticleViewControllers {
    @MainActor
    final class AlbumViewController: SDLViewController {
        let album: String
        private(set) var isPlaying = false {
            didSet { setNeedsViewReload() }
        }

        init(album: String) {
            self.album = album
            super.init()
        }

        override func loadView() {
            template = .predefined(.media)
            view = SDLView {
                SDLTextView { SDLText(album, metadata: .mediaAlbum) }
                SDLButtonView(isPlaying ? "Pause" : "Play") { [unowned self] in isPlaying.toggle() }
                SDLButtonView("Back") { [unowned self] in viewControllerManager?.pop() }
            }
        }

        override func viewDidAppear() { print("\(album) is on the head unit") }
        override func viewDidDisappear() { print("\(album) left the screen") }
    }

    @Observable @MainActor
    final class Station {
        var name = "Jazz FM"
        var isPlaying = false
    }

    @MainActor
    final class StationViewController: SDLViewController {
        let station = Station()

        override func loadView() {
            view = SDLView {
                SDLTextView { SDLText(station.name, metadata: .mediaStation) }
                SDLButtonView(station.isPlaying ? "Pause" : "Play") { [station] in station.isPlaying.toggle() }
            }
        }
    }

    @MainActor
    static func stack(root: SDLViewController) throws {
        var configuration = SDLApplication.Configuration(appName: "Player", appID: "player")
        configuration.viewControllerManagerMode = .stack
        let application = try SDLApplication.initialize(configuration: configuration, rootViewController: root, delegate: nil)
        let manager = application.viewControllerManager
        manager.push(AlbumViewController(album: "Kind of Blue"))   // root disappears, the album appears
        manager.pop()                                              // the album disappears, root appears
    }

    @MainActor
    final class LibraryViewController: SDLViewController {
        override func loadView() {
            view = SDLView {
                SDLButtonView("Kind of Blue") { [unowned self] in
                    try? showViewController(AlbumViewController(album: "Kind of Blue"))
                }
            }
        }
    }
}

// MARK: Writing screens with the DSL

enum ArticleDSL {
    enum RepeatMode: String, CaseIterable, Hashable, Sendable { case off, one, all }

    @MainActor
    final class NowPlayingViewController: SDLViewController {
        var title = "Blue in Green"
        var artist = "Miles Davis"
        var cover: SDLArtwork?
        var repeatMode = RepeatMode.off
        var showsLyrics = false

        override func loadView() {
            template = .predefined(.media)
            view = SDLView {
                SDLTextView(alignment: .centered, statusBar: "12:00") {
                    SDLText(title, metadata: .mediaTitle)
                    SDLText(artist, metadata: .mediaArtist)
                    if showsLyrics { "So blue…" }
                }
                if let cover { SDLImageView(artwork: cover) }
                SDLButtonView(selected: repeatMode) { [unowned self] in repeatMode = $0 }
                SDLButtonView("Lyrics") { [unowned self] in
                    showsLyrics.toggle()
                    setNeedsViewReload()
                }
                .identity("lyrics")
            }
        }
    }

    @MainActor
    static func classAPI() -> SDLView {
        SDLView(subviews: [
            SDLTextView(fields: ["Blue in Green", "Miles Davis"], alignment: .centered),
            SDLButtonView("Play") { print("play") },
        ])
    }
}

// MARK: Overlays

enum ArticleOverlays {
    @MainActor
    final class SettingsViewController: SDLViewController {
        var balance = 0
        var speedIndex = 1

        func askForFuel() async throws {
            let alert = SDLAlertController(message: "Fuel is low.\nFind a station?", duration: .seconds(8)) {
                SDLButtonView("Yes")
                SDLButtonView("No")
            }
            let result = try await presentOverlayController(alert)
            switch result.resultCode {
            case .success: print("pressed", result.answer?.currentState.text ?? "nothing")
            case .aborted: print("another overlay or a cancellation closed it")
            case .rejected: print("the head unit shows something more important")
            default: print(result.resultCode, result.info ?? "")
            }
        }

        enum FuelChoice: Hashable, Sendable { case findStation, ignore }

        func askForFuelByValue() async throws {
            let fuelAlert = SDLAlertController(message: "Fuel is low.\nFind a station?") {
                SDLButtonView("Yes", value: FuelChoice.findStation)
                SDLButtonView("No", value: FuelChoice.ignore)
            }
            let choice = try await presentOverlayController(fuelAlert, answering: FuelChoice.self)
            if choice.answer == .findStation { print("finding a station") }   // choice.answer is a FuelChoice?
        }

        func askForBalance() async throws {
            let slider = SDLSliderController(title: "Balance", value: balance, minimumValue: -10, maximumValue: 10)
            if let value = try await presentOverlayController(slider).answer { balance = value }
        }

        func askForSpeed() async throws {
            let picker = SDLValuePickerController(title: "Speed", valueLabels: ["0.5×", "1×", "1.5×", "2×"], value: speedIndex)
            if let index = try await presentOverlayController(picker).answer { speedIndex = index }
        }

        func showThenCancel() async {
            let task = Task { try await presentOverlayController(SDLAlertController(message: "Searching…")) }
            try? await Task.sleep(for: .seconds(2))
            task.cancel()   // CancelInteraction: the head unit closes it, the result is ABORTED
            if let result = try? await task.value { print(result.resultCode) }
        }
    }

    static func durations() {
        let long = SDLOverlayDuration.milliseconds(.seconds(20), for: SDLAlert.Parameters.duration)   // 10000: the spec's maximum
        let unset = SDLOverlayDuration.milliseconds(.zero, for: SDLAlert.Parameters.duration)        // nil: left to the head unit
        _ = (long, unset)
    }
}

// MARK: Menus, voice commands, buttons and choice sets

enum ArticleMenus {
    @MainActor
    final class PlayerViewController: SDLViewController {
        func shuffle() {}
        func next() {}
        func play(_ playlist: String) {}
        func seek(_ kind: SDLButtonEvent.Kind) {}

        override func viewDidLoad() {
            menu = SDLMenu(title: "Player") {
                SDLMenuCell("Shuffle", voiceCommands: ["Shuffle"]) { [unowned self] in shuffle() }
                SDLMenuCell.subMenu("Playlists", layout: .tiles) {
                    for name in ["Morning", "Evening"] {
                        SDLMenuCell(name) { [unowned self] in play(name) }
                    }
                }
            }
            voiceCommands = [SDLVoiceCommand(["Next song", "Skip"]) { [unowned self] in next() }]
            hardwareButtons = [
                SDLHardwareButton(.seekright, receivesUpDownEvents: true) { [unowned self] event in seek(event.kind) },
            ]
        }

        func chooseStation() async throws {
            let stations = SDLChoiceSet {
                SDLChoiceCell("Jazz FM", voiceCommands: ["Jazz"])
                SDLChoiceCell("Radio Swiss Classic", secondaryText: "Classical", voiceCommands: ["Classic"])
            }
            let interaction = SDLInteractionController(
                title: "Choose a station", choiceSet: stations, initialPrompt: "Which station?",
                voiceInteraction: SDLVoiceInteraction(helpPrompt: "Say a station name"),
                duration: .seconds(20))
            let result = try await presentOverlayController(interaction)
            if let choice = result.answer?.choice { print("tune to", choice.text) }
        }
    }

    @MainActor
    static func menuErrors(application: SDLApplication, playlists: SDLMenuCell) async throws {
        Task { for await failure in application.errors() { print("\(failure.feature):", failure.error) } }
        try await application.menuManager?.update()   // returns once the menu is on the head unit
        try await application.openMenu()
        try await application.openMenu(playlists)     // a submenu cell of the menu, kept by the app
    }
}

// MARK: Lock screen, vehicle data and app services

enum ArticleBeyondTheScreen {
    @MainActor
    static func observe(application: SDLApplication, speedView: SDLTextView) {
        let speed = application.observeVehicleData([.speed, .fuelRange]) { data in
            speedView.fields = ["\(Int(data.speed ?? 0)) km/h"]
        }
        // … when the screen no longer needs it (releasing the observation ends it too)
        speed.cancel()
    }

    @MainActor
    static func lockScreen(application: SDLApplication) async {
        application.lockScreen.statusHandler = { status in
            print(status.showsLockScreen ? "lock the phone's screen" : "unlock it")
        }
        for await status in application.lockScreen.statusUpdates() where status.isDismissible {
            print(status.lockScreenDismissalWarning ?? "the passenger may dismiss it")
        }
    }

    @MainActor
    static func notifications(application: SDLApplication) async {
        for await change in application.notifications(of: SDLOnDriverDistraction.self) {
            print("driver distraction:", change.state)
        }
    }

    @MainActor
    static func appServices(application: SDLApplication) async throws {
        application.providedAppServices = [
            .media("Player") { interaction in "playing \(interaction.uri)" },
        ]
        try application.updateAppServiceData(.media(SDLMediaServiceData(mediaTitle: "So What")))
        let weather = try await application.getAppServiceData(ofType: "WEATHER")
        print(weather.weatherServiceData?.location.locationName ?? "no location")
    }
}

// MARK: Testing against the emulator

enum ArticleTesting {
    @MainActor
    final class HomeViewController: SDLViewController {
        override func loadView() {
            view = SDLView {
                SDLTextView { "Hello" }
                SDLButtonView("Play") { print("play") }
            }
        }
    }

    @MainActor
    static func testHome() async throws {
        var headUnitConfiguration = SDLHeadUnitConfiguration()
        headUnitConfiguration.port = 0                      // any free port
        let headUnit = try await SDLHeadUnit.start(headUnitConfiguration)
        var configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl")
        configuration.connection = .tcp(port: headUnit.port)
        let application = SDLApplication(configuration: configuration, rootViewController: HomeViewController(), delegate: nil)
        application.start()
        let show = try await headUnit.nextShow()         // the emulator puts the app in FULL: the screen comes
        assert(show.parameters["mainField1"] == "Hello")
        let buttons = show.parameters["softButtons"]?.arrayValue ?? []
        if let id = buttons.first?.objectValue?["softButtonID"]?.intValue {
            try await headUnit.pressSoftButton(id)       // the Play handler runs
        }
        print(try await headUnit.renderText())           // the screen as text
        await application.stop()
        await headUnit.stop()
    }
}

// MARK: Troubleshooting

enum ArticleTroubleshooting {
    @MainActor
    static func send(application: SDLApplication) async {
        do {
            let response = try await application.send(SDLShow(mainField1: "Hello"))
            if !response.success { print(response.resultCode, response.info ?? "") }   // e.g. INVALID_DATA
            for issue in response.decodingIssues { print(issue) }                       // what reading it dropped
        } catch {
            switch error.code {                      // error is SDLError
            case .notConnected: print("no head unit yet")
            case .timedOut: print("\(error.rpcName ?? "?") got no answer")
            default: print(error)
            }
        }
    }

    static func lenient(json: [UInt8]) throws {
        let response = try SDLRegisterAppInterfaceResponse(jsonBytes: json, policy: .lenient)
        for issue in response.decodingIssues { print(issue) }   // warning: $.displayCapabilities…: dropped: …
        let strict = SDLShow(mainField1: "Hello", alignment: .centered)
        for issue in strict.validate() { print(issue) }         // what the app itself would send wrong
    }
}

// MARK: Running as a cloud app

enum ArticleCloud {
    typealias HomeViewController = ArticleTesting.HomeViewController

    /// A car's delegate (its account's bookkeeping).
    @MainActor
    final class FleetDelegate: SDLApplicationDelegate {
        let car: SDLCloudCar
        init(car: SDLCloudCar) { self.car = car }
        func applicationDidFinishLaunching(_ application: SDLApplication) { print("\(car) launched") }
    }

    @MainActor
    static func serve() async throws {
        var options = SDLWebSocketOptions(path: "/sdl")
        options.healthCheckPath = "/health"                  // for a load balancer
        let server = try await SDLCloudAppServer.start(host: "0.0.0.0", port: 5432, options: options) { car in
            // car.authToken tells which account connected; it prints redacted, never log it as is.
            let configuration = SDLApplication.Configuration(appName: "Fleet", appID: "fleet")   // the server puts car.connection in
            return SDLApplication(configuration: configuration, rootViewController: HomeViewController(), delegate: FleetDelegate(car: car))
        }
        server.carDidDisconnect = { car in print("\(car) left") }   // "car 3 from 10.0.0.7:53122 (auth token: yes)"
        await server.drain(gracePeriod: .seconds(30))
    }
}

/// ConnectingToAHeadUnit.md
enum ArticleConnecting {
    @MainActor
    static func configure(root: SDLViewController) throws {
        var configuration = SDLApplication.Configuration(appName: "Tunes", appID: "tunes", isMediaApplication: true)
        configuration.connection = .tcp(host: "192.168.1.20", port: 12345)   // SDL Core's TCP port; Manticore gives its own
        let application = try SDLApplication.initialize(configuration: configuration, rootViewController: root, delegate: nil)
        _ = application
    }

    static func webSocket() {
        var configuration = SDLApplication.Configuration(appName: "Tunes", appID: "tunes", isMediaApplication: true)
        configuration.connection = .tcp(host: "192.168.1.20", port: 2020)     // Core's WebEngine WebSocket server
        configuration.session.transport = .webSocket(SDLWebSocketOptions(path: "/"))
        _ = configuration
    }

    @MainActor
    static func lastError(application: SDLApplication) {
        if let error = application.lastError {
            switch error.code {
            case .connectionFailed, .connectTimedOut: print("no head unit there: \(error)")
            case .registrationFailed: print("connected, not registered: \(error.resultCode?.rawValue ?? "no answer")")
            default: print(error)
            }
        }
    }
}

// MARK: The media clock, the app icon and policy updates

enum ArticleMediaApp {
    @MainActor
    final class NowPlaying: SDLViewController {
        override func loadView() {
            let clock = SDLMediaClockView(clock: .paused(at: .zero, of: .seconds(215)))
            view = SDLView {
                SDLTextView { SDLText("Blue in Green", metadata: .mediaTitle) }
                clock
            }
            // later, when the player starts:
            clock.clock = .playing(at: .seconds(12), of: .seconds(215))
        }
    }

    static func configuration(iconPNG: [UInt8]) throws -> SDLApplication.Configuration {
        var configuration = SDLApplication.Configuration(appName: "Blue Radio", appID: "blue-radio", isMediaApplication: true)
        configuration.appIcon = try SDLArtwork(imageData: iconPNG, name: "blue-radio-icon")
        return configuration
    }
}
