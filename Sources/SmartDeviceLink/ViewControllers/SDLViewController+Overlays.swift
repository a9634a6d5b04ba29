extension SDLViewController {
    /// Presents `overlay` on the head unit (SDL-0201). Only the top view controller presents
    /// overlays; from any other controller the completion gets `notTopViewController` at once.
    ///
    /// The completion runs exactly once on the main actor: with the head unit's answer
    /// (`SUCCESS`, `ABORTED`, `REJECTED`, `TIMED_OUT`…) or an ``SDLOverlayError`` (not connected, a
    /// disconnect, a timeout, a cancellation before sending, an overlay that cannot be shown).
    ///
    /// ```swift
    /// presentOverlayController(SDLAlertController(message: "Saved")) { result in
    ///     if case .failure(let error) = result { print(error) }
    /// }
    /// ```
    public func presentOverlayController(
        _ overlay: SDLOverlayController,
        completion: (@MainActor (Result<SDLOverlayResult, SDLOverlayError>) -> Void)? = nil
    ) {
        let item = SDLOverlayStoreItem(controller: overlay, completion: completion ?? { _ in })
        guard let manager = viewControllerManager, manager.topViewController === self, !(self is SDLOverlayController) else {
            item.finish(.failure(SDLOverlayError(
                code: .notTopViewController,
                message: "\(type(of: self)) is not the top view controller; only the top one presents overlays")))
            return
        }
        manager.presentOverlay(item)
    }

    /// Presents `overlay` and returns the head unit's answer when it ends.
    ///
    /// ```swift
    /// let answer = try await presentOverlayController(slider)
    /// print(answer.resultCode, slider.value)
    /// ```
    /// - Throws: ``SDLOverlayError`` when no answer came (see ``presentOverlayController(_:completion:)``).
    public func presentOverlayController(_ overlay: SDLOverlayController) async throws(SDLOverlayError) -> SDLOverlayResult {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<SDLOverlayResult, SDLOverlayError>, Never>) in
            presentOverlayController(overlay) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }
}
