import SmartDeviceLink

/// How the player repeats: the states of the root screen's multi-state button (a press moves to
/// the next one: off → one → all → off).
enum RepeatMode: String, CaseIterable, Hashable, Sendable {
    case off, one, all
}

/// The example's first screen, written with the DSL: a media-style screen with a title and artist
/// tagged as such, an artwork, a multi-state Repeat button and a Details button that pushes
/// ``DetailViewController``.
@MainActor
final class RootViewController: SDLViewController {
    /// The mode the Repeat button shows; a press moves it on.
    private(set) var repeatMode = RepeatMode.off

    /// The Repeat button (the tour presses it on the head unit).
    private(set) lazy var repeatButton = SDLButtonView(selected: repeatMode) { mode in
        SDLSoftButtonState("Repeat \(mode.rawValue)", isHighlighted: mode != .off)
    } onChange: { [weak self] mode in
        self?.repeatMode = mode
    }

    override func loadView() {
        template = .predefined(.media)
        view = SDLView {
            SDLTextView(alignment: .centered) {
                SDLText("Hello SDL", metadata: .mediaTitle)
                SDLText("from the Swift app layer", metadata: .mediaArtist)
            }
            if let artwork = ExampleArtwork.square(red: 0x1E, green: 0x88, blue: 0xE5, name: "example-blue") {
                SDLImageView(artwork: artwork)
            }
            repeatButton
            SDLButtonView("Details") { [weak self] in try? self?.showViewController(DetailViewController()) }
        }
    }
}
