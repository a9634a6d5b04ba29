public import SDLRPC

/// Controls one screen of an SDL app, like `UIViewController` (SDL-0176). Subclass it, build the
/// view tree in ``viewDidLoad()``, and update it in the appearance calls.
///
/// ```swift
/// final class NowPlayingViewController: SDLViewController {
///     override func viewDidLoad() {
///         layout = .media
///         view.addSubview(SDLTextView(fields: ["Now playing", "Blue in Green"]))
///     }
///     override func viewDidAppear() { print("on the head unit") }
/// }
/// application.viewControllerManager.rootViewController.showViewController(NowPlayingViewController())
/// ```
///
/// Lifecycle: the view is loaded (``loadView()`` then ``viewDidLoad()``, once) the first time
/// ``view`` is read — by the app, or by the manager when the controller is about to appear.
/// A controller appears when it becomes the top controller while the app is FULL or LIMITED, or
/// when the app enters FULL or LIMITED while it is the top controller; it disappears when another
/// controller takes the top, or the app goes to NONE or BACKGROUND or disconnects. The order when
/// one controller replaces another on screen is: old `viewWillDisappear`, new `viewWillAppear`,
/// old `viewDidDisappear`, new `viewDidAppear` (as `UINavigationController` does). With an HMI
/// level change the application's delegate hears of it first (`didBecomeActive` before
/// `viewWillAppear`; `didClose`, `didEnterBackground` or `didDisconnect` before `viewWillDisappear`).
@MainActor
open class SDLViewController {
    private var loadedView: SDLView?
    private var isLoadingView = false

    /// The manager holding this controller; `nil` while it is in none.
    public internal(set) weak var viewControllerManager: SDLViewControllerManager?

    /// The application of the manager holding this controller.
    public var application: SDLApplication? { viewControllerManager?.application }

    /// Whether the view has been loaded (or set).
    public var isViewLoaded: Bool { loadedView != nil }

    /// The root of the controller's view tree. Reading it the first time loads it: ``loadView()``
    /// then ``viewDidLoad()``. Setting it replaces the tree (and shows the new one when the
    /// controller is on screen); ``viewDidLoad()`` is not called for a view set this way.
    public var view: SDLView {
        get {
            if let loadedView { return loadedView }
            isLoadingView = true
            loadView()
            isLoadingView = false
            let view = loadedView ?? SDLView()
            loadedView = view
            viewDidLoad()
            return view
        }
        set {
            loadedView = newValue
            if !isLoadingView { presentIfOnScreen() }
        }
    }

    /// The predefined template to show this controller with; shown again when changed on screen.
    /// ``customLayout`` wins when both are set.
    public var layout: SDLPredefinedLayout? {
        didSet { if layout != oldValue { presentIfOnScreen() } }
    }

    /// The name of a template that is not predefined (an OEM's); shown again when changed on screen.
    public var customLayout: String? {
        didSet { if customLayout != oldValue { presentIfOnScreen() } }
    }

    /// The template name sent to the head unit: ``customLayout`` if set, else ``layout``'s name,
    /// else `nil` (the template stays as it is).
    public var templateName: String? { customLayout ?? layout?.rawValue }

    /// Whether this controller's view is on the head unit's screen now (the top controller while
    /// the app is FULL or LIMITED).
    public var isOnScreen: Bool {
        guard let manager = viewControllerManager else { return false }
        return manager.isVisible && manager.topViewController === self
    }

    /// Creates a controller without a view (it loads when first needed).
    public init() {}

    /// Makes the view. The default sets a plain ``SDLView``; override to set ``view`` to your own
    /// (without calling `super`). Never call it yourself.
    open func loadView() {
        loadedView = SDLView()
    }

    /// The view was loaded: build the view tree here.
    open func viewDidLoad() {}
    /// The view is about to be shown on the head unit.
    open func viewWillAppear() {}
    /// The view is shown on the head unit.
    open func viewDidAppear() {}
    /// The view is about to leave the head unit's screen (or has left it with the app's HMI level).
    open func viewWillDisappear() {}
    /// The view left the head unit's screen.
    open func viewDidDisappear() {}

    /// Shows `viewController` in the primary context: pushes it in `stack` mode, replaces this one
    /// in `basic` mode. Does nothing while this controller is in no manager.
    ///
    /// ```swift
    /// showViewController(DetailViewController(item: item))
    /// ```
    public func showViewController(_ viewController: SDLViewController) {
        viewControllerManager?.show(viewController)
    }

    /// Shows the view again when this controller is on screen, or is an overlay presented over it.
    private func presentIfOnScreen() {
        if let overlay = self as? SDLOverlayController, overlay.isPresented {
            overlay.presentingManager?.overlayStoreDidChange()
            return
        }
        guard isOnScreen else { return }
        viewControllerManager?.presentTop()
    }
}
