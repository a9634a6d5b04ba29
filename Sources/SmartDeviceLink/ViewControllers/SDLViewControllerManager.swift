/// Holds an app's view controllers and decides which one is on screen (SDL-0176).
///
/// In ``Mode/basic`` it holds one controller, replaced by ``show(_:)``; in ``Mode/stack`` it is a
/// navigation stack like `UINavigationController`: ``push(_:)``, ``pop()``, ``popToRoot()``.
/// The top controller is on screen while the app is FULL or LIMITED (``isVisible``).
///
/// ```swift
/// let manager = application.viewControllerManager      // mode .stack
/// manager.push(DetailViewController())                // root disappears, detail appears
/// manager.pop()                                       // detail disappears, root appears
/// ```
///
/// When the top controller changes on screen the calls are: old `viewWillDisappear`, new
/// `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear`; the new view is loaded before its
/// `viewWillAppear` and handed to the screen manager right after it. Controllers below the top, and
/// every controller while the app is not visible, get no calls; a controller pushed while the app is
/// in NONE loads its view only when the app becomes visible.
///
/// Overlays: the top controller's `presentOverlayController(_:completion:)` keeps the overlay in this
/// manager's store until its completion (``overlayControllers``, ``presentedOverlayController``).
@MainActor
public final class SDLViewControllerManager {
    /// How the manager holds controllers.
    ///
    /// ```swift
    /// configuration.viewControllerManagerMode = .stack
    /// ```
    public enum Mode: Hashable, Sendable {
        /// One controller; showing another replaces it.
        case basic
        /// A stack; showing another pushes it.
        case stack
    }

    /// How the manager holds controllers.
    public let mode: Mode
    /// Every controller held, the root first, the top last; never empty.
    public private(set) var viewControllers: [SDLViewController]
    /// The first controller.
    public var rootViewController: SDLViewController { viewControllers[0] }
    /// The last controller: the one on screen while the app is visible.
    public var topViewController: SDLViewController { viewControllers[viewControllers.count - 1] }
    /// The application this manager belongs to.
    public internal(set) weak var application: SDLApplication?

    /// Whether the app's screen is shown (the application is FULL or LIMITED). The application
    /// sets it; a change makes the top controller appear or disappear.
    public internal(set) var isVisible = false {
        didSet {
            guard isVisible != oldValue else { return }
            if isVisible { appear(topViewController, replacing: nil) } else { disappear(topViewController) }
        }
    }
    /// Where the top controller's view is shown; set per registration.
    weak var presenter: (any SDLViewPresenting)?
    /// Set while lifecycle calls run, so a layout change inside them does not present twice.
    private var isTransitioning = false
    /// The overlays presented and not ended yet, oldest first, each with its completion (SDL-0201).
    var overlayStore: [SDLOverlayStoreItem] = []

    /// Creates a manager holding `rootViewController`.
    public init(mode: Mode, rootViewController: SDLViewController) {
        self.mode = mode
        self.viewControllers = [rootViewController]
        rootViewController.viewControllerManager = self
    }

    // MARK: Changing the controllers

    /// Shows `viewController`: replaces the controllers in `basic` mode, pushes it in `stack` mode.
    /// Ignored (returns `false`) when it is held here already.
    @discardableResult
    public func show(_ viewController: SDLViewController) -> Bool {
        switch mode {
        case .basic: setViewControllers([viewController])
        case .stack: push(viewController)
        }
    }

    /// Puts `viewController` on top. In `basic` mode it replaces the held controller. Ignored
    /// (returns `false`) when it is held here already.
    @discardableResult
    public func push(_ viewController: SDLViewController) -> Bool {
        guard mode == .stack else { return setViewControllers([viewController]) }
        return setViewControllers(viewControllers + [viewController])
    }

    /// Takes the top controller off and returns it. The root is never popped: with one controller
    /// (always in `basic` mode) nothing changes and the result is `nil`.
    @discardableResult
    public func pop() -> SDLViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = topViewController
        setViewControllers(Array(viewControllers.dropLast()))
        return top
    }

    /// Takes every controller above the root off and returns them, bottom first (empty when only
    /// the root is held). Only the old top gets disappearance calls.
    @discardableResult
    public func popToRoot() -> [SDLViewController] {
        let popped = Array(viewControllers.dropFirst())
        guard !popped.isEmpty else { return [] }
        setViewControllers([rootViewController])
        return popped
    }

    /// Replaces every controller with `controllers` (the last one on top). In `basic` mode only the
    /// last one is kept. Refused (returns `false`) when `controllers` is empty, holds one
    /// controller twice, or holds one that another manager holds.
    @discardableResult
    public func setViewControllers(_ controllers: [SDLViewController]) -> Bool {
        let next = mode == .basic ? Array(controllers.suffix(1)) : controllers
        guard !next.isEmpty else { return false }
        for (index, controller) in next.enumerated() {
            if next[..<index].contains(where: { $0 === controller }) { return false }
            if let owner = controller.viewControllerManager, owner !== self { return false }
        }
        if next.count == viewControllers.count, zip(next, viewControllers).allSatisfy({ $0 === $1 }) { return false }
        let oldTop = topViewController
        for controller in viewControllers where !next.contains(where: { $0 === controller }) {
            controller.viewControllerManager = nil
        }
        for controller in next { controller.viewControllerManager = self }
        viewControllers = next
        if oldTop !== topViewController { application?.menuDeclarationsDidChange() }
        if isVisible, oldTop !== topViewController {
            appear(topViewController, replacing: oldTop)
        }
        return true
    }

    // MARK: Appearance

    /// Shows the top controller's view again (after its view or layout changed on screen, or an
    /// overlay came or went), with the overlays' views composited over it.
    func presentTop() {
        guard isVisible, !isTransitioning else { return }
        let top = topViewController
        presentComposited(top.view, template: top.template?.name)
    }

    /// `controller` comes on screen, after `old` if one leaves it.
    private func appear(_ controller: SDLViewController, replacing old: SDLViewController?) {
        isTransitioning = true
        old?.viewWillDisappear()
        _ = controller.view
        controller.viewWillAppear()
        presentComposited(controller.view, template: controller.template?.name)
        old?.viewDidDisappear()
        isTransitioning = false
        controller.viewDidAppear()
    }

    /// `controller` leaves the screen with the app.
    private func disappear(_ controller: SDLViewController) {
        isTransitioning = true
        controller.viewWillDisappear()
        isTransitioning = false
        controller.viewDidDisappear()
    }
}
