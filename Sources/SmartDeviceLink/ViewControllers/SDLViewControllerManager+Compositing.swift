extension SDLViewControllerManager {
    /// The overlay store changed (an overlay was presented or ended): the screen shows the top
    /// controller's view with the presented overlays' views composited over it.
    ///
    /// CONTRACT (skeleton): the overlay store calls this after each change; compositing fills it in.
    func overlayStoreDidChange() {}
}
