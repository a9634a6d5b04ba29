@testable import SmartDeviceLink

/// A view controller showing the views it is given.
@MainActor
final class ViewsViewController: SDLViewController {
    private let views: [SDLView]

    init(_ views: [SDLView], layout: SDLPredefinedLayout? = nil) {
        self.views = views
        super.init()
        self.template = layout.map { .predefined($0) }
    }

    override func viewDidLoad() {
        view.subviews = views
    }
}
