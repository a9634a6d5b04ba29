import SmartDeviceLink

/// The pushed screen, written with the DSL: another template, three lines of text, an artwork and a
/// Back button that pops.
@MainActor
final class DetailViewController: SDLViewController {
    override func loadView() {
        template = .predefined(.textWithGraphic)
        view = SDLView {
            SDLTextView(alignment: .leftAligned) {
                "Details"
                "Pushed on the stack"
                "Back returns to the root"
            }
            if let artwork = ExampleArtwork.square(red: 0xF4, green: 0x51, blue: 0x1E, name: "example-orange") {
                SDLImageView(artwork: artwork)
            }
            SDLButtonView("Back") { [weak self] in _ = self?.viewControllerManager?.pop() }
        }
    }

    /// The pushed screen brings its own menu: one cell the root's menu lacks.
    override func viewDidLoad() {
        menu = SDLMenu(title: "Details") {
            SDLMenuCell("Back to the root", voiceCommands: ["Go back"]) { [weak self] in _ = self?.viewControllerManager?.pop() }
        }
    }
}
