import SmartDeviceLink

/// The pushed screen: a different template, three lines of text, and a Back button that pops.
@MainActor
final class DetailViewController: SDLViewController {
    override func viewDidLoad() {
        layout = .textWithGraphic
        let back = SDLButtonView(title: "Back") { [weak self] event in
            guard event.kind == .shortPress else { return }
            _ = self?.viewControllerManager?.pop()
        }
        view.subviews = [
            SDLTextView(fields: ["Details", "Pushed on the stack", "Back returns to the root"], alignment: .leftAligned),
            SDLImageView(artwork: ExampleArtwork.square(red: 0xF4, green: 0x51, blue: 0x1E, name: "example-orange")),
            back,
        ]
    }
}
