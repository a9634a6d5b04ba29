import SmartDeviceLink

/// How the player repeats: the states of the root screen's multi-state button (a press moves to
/// the next one: off → one → all → off).
enum RepeatMode: String, CaseIterable, Hashable, Sendable {
    case off, one, all
}

/// The example's first screen, written with the DSL: a media-style screen with a title and artist
/// tagged as such, the vehicle's speed in the status bar, an artwork, a multi-state Repeat button
/// and a Details button that pushes ``DetailViewController``, the media clock following the
/// play/pause key; a menu with a submenu and icons, a
/// voice command, and the play/pause key (or OK, on a head unit without one).
@MainActor
final class RootViewController: SDLViewController {
    /// The mode the Repeat button shows; a press moves it on.
    private(set) var repeatMode = RepeatMode.off
    /// Whether the player plays (the play/pause key toggles it); the media clock follows.
    private(set) var isPlaying = false {
        didSet { updateClock() }
    }
    /// How far the track had played when it last paused.
    private var position = Duration.zero
    /// When the track last started playing; `nil` while paused.
    private var playingSince: ContinuousClock.Instant?
    /// The length of the example's track, for the progress bar.
    static let trackLength = Duration.seconds(215)
    /// The media clock and progress bar: playing or paused at the track's position (one
    /// SetMediaClockTimer per change, sent again after a reconnect).
    private(set) lazy var clockView = SDLMediaClockView(clock: .paused(at: .zero, of: Self.trackLength))
    /// What the menu, voice commands and keys did, newest last (the tour checks it).
    private(set) var actions: [String] = []
    /// What plays: the title and artist on screen, and the media service's data.
    var nowPlaying = ExampleNowPlaying.hello {
        didSet {
            guard nowPlaying != oldValue else { return }
            textView.fields = Self.fields(nowPlaying)
            nowPlayingHandler?(nowPlaying)
        }
    }
    /// Called after ``nowPlaying`` changed (the media service sends it on).
    var nowPlayingHandler: (@MainActor (ExampleNowPlaying) -> Void)?
    /// The vehicle's speed in km/h, shown in the status bar; `nil` until the vehicle reported one.
    var speed: Double? {
        didSet { textView.statusBar = ExampleSpeedometer.text(speed) }
    }

    /// The title and artist, and the speed in the status bar.
    private(set) lazy var textView = SDLTextView(
        fields: Self.fields(nowPlaying), alignment: .centered, statusBar: ExampleSpeedometer.text(speed))

    /// The Repeat button (the tour presses it on the head unit).
    private(set) lazy var repeatButton = SDLButtonView(selected: repeatMode) { mode in
        SDLSoftButtonState("Repeat \(mode.rawValue)", isHighlighted: mode != .off)
    } onChange: { [weak self] mode in
        self?.repeatMode = mode
    }

    override func loadView() {
        template = .predefined(.media)
        view = SDLView {
            textView
            if let artwork = ExampleArtwork.square(red: 0x1E, green: 0x88, blue: 0xE5, name: "example-blue") {
                SDLImageView(artwork: artwork)
            }
            clockView
            repeatButton
            SDLButtonView("Details") { [weak self] in try? self?.showViewController(DetailViewController()) }
        }
    }

    override func viewDidLoad() {
        menu = SDLMenu(title: "SDL Example") {
            SDLMenuCell("Shuffle", artwork: ExampleArtwork.square(red: 0x43, green: 0xA0, blue: 0x47, name: "menu-shuffle"),
                        voiceCommands: ["Shuffle"]) { [weak self] source in
                self?.record("shuffle (\(source.rawValue))")
            }
            SDLMenuCell.subMenu("Playlists", artwork: ExampleArtwork.square(red: 0x8E, green: 0x24, blue: 0xAA, name: "menu-playlists")) {
                for name in ["Morning", "Evening"] {
                    SDLMenuCell(name) { [weak self] in self?.record("playlist \(name)") }
                }
            }
            SDLMenuCell("Details") { [weak self] in try? self?.showViewController(DetailViewController()) }
        }
        voiceCommands = [SDLVoiceCommand(["Play something"]) { [weak self] in self?.record("voice: play something") }]
        let toggle: @MainActor @Sendable (SDLHardwareButton.Event) async -> Void = { [weak self] event in
            guard let self, event.kind == .shortPress else { return }
            isPlaying.toggle()
            record("\(event.name.rawValue): \(isPlaying ? "playing" : "paused")")
        }
        hardwareButtons = [SDLHardwareButton(.playPause, handler: toggle), SDLHardwareButton(.ok, handler: toggle)]
    }

    /// Moves the media clock to the player's state: paused where it stopped, or playing on from there.
    private func updateClock() {
        if isPlaying {
            playingSince = .now
            clockView.clock = .playing(at: position, of: Self.trackLength)
        } else {
            if let playingSince { position += .now - playingSince }
            playingSince = nil
            clockView.clock = .paused(at: position, of: Self.trackLength)
        }
    }

    /// The main fields for `nowPlaying`, tagged as the media title and artist.
    private static func fields(_ nowPlaying: ExampleNowPlaying) -> [SDLText] {
        [SDLText(nowPlaying.title, metadata: .mediaTitle), SDLText(nowPlaying.artist, metadata: .mediaArtist)]
    }

    private func record(_ action: String) {
        actions.append(action)
        ExampleOutput.line("sdl-example: \(action)")
    }
}
