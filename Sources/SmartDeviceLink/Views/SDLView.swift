/// The base of every view: a node in the tree of views that a view controller shows on the head unit.
///
/// Like `UIView`, a view has `subviews`; unlike `UIView` it draws nothing by itself. Its subclasses
/// (``SDLTextView``, ``SDLImageView``, ``SDLButtonView``) each stand for a part of the `Show` RPC,
/// and the screen manager collects them in tree order (depth first) to build that RPC.
///
/// ```swift
/// let root = SDLView(subviews: [
///     SDLTextView(fields: ["Now playing", "Blue in Green"]),
///     SDLButtonView("Play") { player.play() },
/// ])
/// viewController.view = root
/// ```
///
/// Any change to a view or its subviews marks the presented view tree as needing an update; the
/// screen manager sends one `Show` with what changed.
@MainActor
open class SDLView {
    /// The views inside this one, in order. Setting it makes each one's ``superview`` this view; a
    /// view that was in another view's subviews moves here (it leaves the other one), as in UIKit.
    public var subviews: [SDLView] {
        didSet {
            for view in oldValue where view.superview === self && !subviews.contains(where: { $0 === view }) {
                view.superview = nil
            }
            adopt(subviews)
            setNeedsUpdate()
        }
    }

    /// Whether the view covers what lies under it. An overlay view that is not opaque lets the
    /// view controller's view below it show through. `true` by default.
    public var isOpaque: Bool = true {
        didSet { if isOpaque != oldValue { setNeedsUpdate() } }
    }

    /// The view this one is a subview of.
    public private(set) weak var superview: SDLView?

    /// Whoever shows this tree (the screen manager), told of every change; set on the root only.
    weak var host: (any SDLViewHost)?

    /// Creates a view holding `subviews`.
    public init(subviews: [SDLView] = []) {
        self.subviews = subviews
        adopt(subviews)
    }

    /// Makes this view the superview of `views`, taking each out of the superview it had.
    private func adopt(_ views: [SDLView]) {
        for view in views {
            if let previous = view.superview, previous !== self {
                previous.subviews.removeAll { $0 === view }
            }
            view.superview = self
        }
    }

    /// Appends `view` to ``subviews`` (taking it out of its previous superview first).
    public func addSubview(_ view: SDLView) {
        if view.superview === self { subviews.removeAll { $0 === view } } else { view.removeFromSuperview() }
        subviews.append(view)
    }

    /// Takes this view out of its superview's ``subviews``.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
    }

    /// Marks the tree this view belongs to as changed: the screen shows the change with the next
    /// update. Subclasses call it from their property observers; apps rarely need to.
    public func setNeedsUpdate() {
        var root: SDLView = self
        while let parent = root.superview { root = parent }
        root.host?.viewNeedsUpdate(root)
    }

    /// This view and every view below it, depth first, in ``subviews`` order.
    public var viewsInTreeOrder: [SDLView] {
        var result: [SDLView] = [self]
        for view in subviews { result.append(contentsOf: view.viewsInTreeOrder) }
        return result
    }
}

/// Shows a tree of views (the screen manager): told when anything in the tree changes.
@MainActor
protocol SDLViewHost: AnyObject {
    /// `root`'s tree changed.
    func viewNeedsUpdate(_ root: SDLView)
}
