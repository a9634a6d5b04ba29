import SmartDeviceLink

/// The example's first screen: two lines of text with metadata, an artwork, a multi-state Repeat
/// button and a Details button that pushes ``DetailViewController``.
@MainActor
final class RootViewController: SDLViewController {
    let repeatButton = SDLButtonView(
        SDLSoftButtonState(name: "off", text: "Repeat off"),
        otherStates: [
            SDLSoftButtonState(name: "one", text: "Repeat one", isHighlighted: true),
            SDLSoftButtonState(name: "all", text: "Repeat all", isHighlighted: true),
        ])

    override func viewDidLoad() {
        layout = .nonMedia
        repeatButton.handler = { event in
            guard event.kind == .shortPress else { return }
            try? event.button.transition(toState: RootViewController.nextRepeatState(after: event.button.currentStateName))
        }
        let details = SDLButtonView(title: "Details") { [weak self] event in
            guard event.kind == .shortPress else { return }
            self?.showViewController(DetailViewController())
        }
        view.subviews = [
            SDLTextView(fields: [
                SDLMainTextField("Hello SDL", metadataTypes: [.mediaTitle]),
                SDLMainTextField("from the Swift app layer", metadataTypes: [.mediaArtist]),
            ], alignment: .centered),
            SDLImageView(artwork: ExampleArtwork.square(red: 0x1E, green: 0x88, blue: 0xE5, name: "example-blue")),
            repeatButton,
            details,
        ]
    }

    /// off → one → all → off.
    static func nextRepeatState(after name: String) -> String {
        switch name {
        case "off": "one"
        case "one": "all"
        default: "off"
        }
    }
}
