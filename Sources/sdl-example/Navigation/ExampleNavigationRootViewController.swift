import SmartDeviceLink

/// The navigation example's text screen (the map itself is the video stream).
@MainActor
final class ExampleNavigationRootViewController: SDLViewController {
    override func loadView() {
        view = SDLView {
            SDLTextView {
                "SDL Maps"
                "Pan with one finger, pinch to zoom"
            }
        }
    }
}
