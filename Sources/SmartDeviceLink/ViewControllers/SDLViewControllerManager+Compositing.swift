extension SDLViewControllerManager {
    /// The overlay store changed (an overlay was presented or ended): the screen shows the top
    /// controller's view with the presented overlays' views composited over it, or the top view
    /// alone again once the last overlay with a view ended.
    func overlayStoreDidChange() {
        presentTop()
    }

    /// Every presented overlay whose view is loaded, oldest first, with its template. An overlay
    /// whose view was never loaded or set adds nothing; its view is not loaded for this.
    var compositedOverlays: [SDLCompositeView.Overlay] {
        overlayStore.map(\.controller).filter(\.isViewLoaded)
            .map { SDLCompositeView.Overlay(view: $0.view, template: $0.template?.name) }
    }

    /// Hands the screen `view` (the top controller's) with `template`, and over it the view of
    /// every presented overlay that has one, oldest first (SDL-0201).
    func presentComposited(_ view: SDLView, template: String?) {
        guard !compositedOverlays.isEmpty else {
            presenter?.present(view, template: template)
            return
        }
        let composite = SDLCompositeView(base: view) { [weak self] in self?.compositedOverlays ?? [] }
        presenter?.present(composite, template: template)
    }
}
