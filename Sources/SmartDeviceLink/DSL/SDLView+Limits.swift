extension SDLView {
    /// Checks the tree under this view against the spec's limits for one `Show`, before anything is
    /// sent: at most `SDLShow.Parameters.softButtons.maxSize` button views, and every state of every
    /// button shows text or an image. The head unit's own (smaller) limits are checked when the
    /// screen manager lays the tree out.
    ///
    /// ```swift
    /// let root = SDLView { for station in stations { SDLButtonView(station.name) { tune(station) } } }
    /// do { try root.checkLimits() } catch { print(error.message) }   // "… 12 soft buttons; a Show takes at most 8"
    /// ```
    /// - Throws: `SDLError` `tooManySoftButtons` or `unshowableSoftButton`.
    public func checkLimits() throws(SDLError) {
        let buttons = viewsInTreeOrder.compactMap { $0 as? SDLButtonView }
        let maximum = SDLShow.Parameters.softButtons.maxSize ?? Int.max
        guard buttons.count <= maximum else {
            throw SDLError(
                code: .tooManySoftButtons,
                message: "the views hold \(buttons.count) soft buttons; a Show takes at most \(maximum)")
        }
        for button in buttons {
            for state in button.states where (state.text ?? "").isEmpty && state.artwork == nil {
                throw SDLError(
                    code: .unshowableSoftButton, message: "soft button state '\(state.name)' has neither text nor an image")
            }
        }
    }
}
