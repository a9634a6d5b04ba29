extension SDLViewControllerManager {
    /// The overlay store changed (an overlay was presented or ended): the screen shows the top
    /// controller's view with the presented overlays' views composited over it, or the top view
    /// alone again once the last overlay with a view ended.
    func overlayStoreDidChange() {
        presentTop()
    }

    /// Hands the screen `view` (the top controller's) with `template`, and over it the view of
    /// every presented overlay that has one, oldest first (SDL-0201). An overlay whose view was
    /// never loaded or set adds nothing; its view is not loaded for this.
    func presentComposited(_ view: SDLView, template: String?) {
        let overlays = overlayStore.map(\.controller).filter(\.isViewLoaded)
            .map { SDLCompositeView.Overlay(view: $0.view, template: $0.templateName) }
        let shown = overlays.isEmpty ? view : SDLCompositeView(base: view, overlays: overlays)
        presenter?.present(shown, template: template)
    }
}
