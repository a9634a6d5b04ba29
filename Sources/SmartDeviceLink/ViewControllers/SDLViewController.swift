/// Controls one screen of an SDL app, like `UIViewController` (SDL-0176). Subclass it, build the
/// view tree in ``loadView()`` (or ``viewDidLoad()``), and call ``setNeedsViewReload()`` when what
/// it shows depends on state that changed — or change the views themselves. State kept in an
/// `@Observable` model needs no call: when a property that ``loadView()`` or ``viewDidLoad()``
/// read changes, the view reloads by itself (see ``setNeedsViewReload()``).
///
/// ```swift
/// final class NowPlayingViewController: SDLViewController {
///     override func viewDidLoad() {
///         template = .predefined(.media)
///         view.addSubview(SDLTextView(fields: ["Now playing", "Blue in Green"]))
///     }
///     override func viewDidAppear() { print("on the head unit") }
/// }
/// try application.viewControllerManager.rootViewController.showViewController(NowPlayingViewController())
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
    private var needsViewReload = false
    /// Whether the view was made by ``loadView()`` (so a reload can make it again).
    private var viewCameFromLoadView = false
    /// Counts the view's loads; a change observed during an older load is ignored.
    var observedLoad = 0
    /// The menu, voice commands and hardware buttons this controller declares.
    var declarations = SDLMenuDeclarations()

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
            reloadViewIfNeeded()
            if let loadedView { return loadedView }
            return makeView()
        }
        set {
            loadedView = newValue
            if !isLoadingView {
                viewCameFromLoadView = false
                presentIfOnScreen()
            }
        }
    }

    /// The template to show this controller with (`nil` keeps the one on screen); shown again when
    /// changed on screen.
    public var template: SDLTemplate? {
        didSet { if template != oldValue { presentIfOnScreen() } }
    }

    /// Whether this controller's view is on the head unit's screen now (the top controller while
    /// the app is FULL or LIMITED).
    public var isOnScreen: Bool {
        guard let manager = viewControllerManager else { return false }
        return manager.isVisible && manager.topViewController === self
    }

    /// Creates a controller without a view (it loads when first needed).
    public init() {}

    /// Marks the view for a reload: at the end of this main-actor turn (or when ``view`` is read
    /// first) ``loadView()`` and ``viewDidLoad()`` run again and the new tree replaces the old one
    /// on screen — one `Show` with what differs. Button views of the new tree keep the soft button
    /// IDs of the old tree's buttons they match (by ``SDLButtonView/identity``, else by position
    /// among the buttons and state names), and their state when it is one of theirs (a button
    /// built from values shows the value it was built with). Does nothing before the view loaded,
    /// nor for a view set from outside (``view`` assigned, or ``init(template:view:)``): only what
    /// ``loadView()`` made can be made again.
    ///
    /// You do not need it for `@Observable` state (Swift's Observation): the properties that
    /// ``loadView()`` and ``viewDidLoad()`` read are tracked, and a change to one of them — on any
    /// thread — reloads the view on the main actor, once for all the changes of a turn, with one
    /// `Show` when the controller is on screen. Each reload tracks what that load read.
    ///
    /// ```swift
    /// private var plays = 0 { didSet { setNeedsViewReload() } }
    /// override func loadView() {
    ///     view = SDLView {
    ///         SDLTextView { "Plays: \(plays)" }
    ///         SDLButtonView("Play") { [unowned self] in plays += 1 }
    ///     }
    /// }
    /// ```
    public func setNeedsViewReload() {
        guard isViewLoaded, viewCameFromLoadView, !needsViewReload else { return }
        needsViewReload = true
        Task { [weak self] in self?.reloadViewIfNeeded() }
    }

    /// Reloads the view now because observed state that `load` read changed, unless the view was
    /// loaded again since or replaced from outside.
    func observedStateDidChange(during load: Int) {
        guard load == observedLoad, isViewLoaded, viewCameFromLoadView else { return }
        needsViewReload = true
        reloadViewIfNeeded()
    }

    /// Reloads the view now if ``setNeedsViewReload()`` asked for it.
    func reloadViewIfNeeded() {
        guard needsViewReload, let old = loadedView else { return }
        needsViewReload = false
        loadedView = nil
        let new = makeView()
        SDLButtonIdentity.carryOver(from: old, to: new, ids: application?.softButtonIDs)
        presentIfOnScreen()
    }

    /// Runs ``loadView()`` then ``viewDidLoad()`` and returns the view they made.
    private func makeView() -> SDLView {
        isLoadingView = true
        observedLoad &+= 1
        let load = observedLoad
        return reloadingOnObservedChanges(of: load) {
            loadView()
            isLoadingView = false
            let view = loadedView ?? SDLView()
            loadedView = view
            viewCameFromLoadView = true
            viewDidLoad()
            return view
        }
    }

    /// Makes the view. The default sets a plain ``SDLView``; override to set ``view`` to your own
    /// (without calling `super`). Never call it yourself.
    open func loadView() {
        loadedView = SDLView()
    }

    /// The view was loaded (or reloaded): build the view tree here.
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
    /// in `basic` mode.
    ///
    /// ```swift
    /// try showViewController(DetailViewController(item: item))
    /// ```
    /// - Throws: `SDLError` `notAvailableOnOverlay` from an overlay controller (it is over a
    ///   screen, not in the stack); `notInViewControllerManager` while this controller is in none.
    public func showViewController(_ viewController: SDLViewController) throws(SDLError) {
        try presentingManager(for: "show view controllers").show(viewController)
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
