/// What the screen manager shows while overlays with views are presented: the top view
/// controller's view with the overlays' views over it (SDL-0201). It hosts every tree it holds, so
/// a change to any of them updates the screen; ``SDLScreenContent/init(root:template:buttonID:)``
/// composites its content with ``SDLScreenContent/overlaid(by:)-([SDLScreenLayer])``.
///
/// The overlays are read from the source at every update, so an overlay that ended while the app
/// was not visible (when nothing is presented anew) no longer shows.
@MainActor
final class SDLCompositeView: SDLView, SDLViewHost {
    /// One overlay's view and the template its controller asks for.
    struct Overlay {
        let view: SDLView
        let template: String?
    }

    /// The top view controller's view.
    let base: SDLView
    /// The presented overlays with a loaded view, oldest first, now.
    private let overlays: @MainActor () -> [Overlay]

    init(base: SDLView, overlays: @escaping @MainActor () -> [Overlay]) {
        self.base = base
        self.overlays = overlays
        super.init(subviews: [])
        base.host = self
        for overlay in overlays() { overlay.view.host = self }
    }

    /// The composited content, with `template` for the base view.
    func content(template: String?, buttonID: (SDLButtonView) -> Int) -> SDLScreenContent {
        let layers = overlays().map { overlay in
            overlay.view.host = self
            return SDLScreenLayer(root: overlay.view, template: overlay.template, buttonID: buttonID)
        }
        return SDLScreenContent(root: base, template: template, buttonID: buttonID).overlaid(by: layers)
    }

    /// A held tree changed: the screen showing this view needs an update.
    func viewNeedsUpdate(_ root: SDLView) {
        setNeedsUpdate()
    }
}
