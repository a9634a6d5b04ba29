extension SDLViewController {
    /// Presents `overlay` on the head unit (SDL-0201) and returns, when it ends, the head unit's
    /// answer (`SUCCESS`, `ABORTED`, `REJECTED`, `TIMED_OUT`…) with the overlay's typed answer.
    ///
    /// Any controller of the view controller manager may present, not only the top one (the
    /// application can too: ``SDLApplication/presentOverlayController(_:)``). Cancelling the
    /// awaiting task cancels the overlay: on the head unit with CancelInteraction (the call then
    /// returns the head unit's answer, normally `ABORTED`), or before its RPC went out (the call
    /// throws `cancelled` and nothing is sent).
    ///
    /// ```swift
    /// let result = try await presentOverlayController(SDLValuePickerController(title: "Fan", valueLabels: ["Off", "Low", "High"], value: 0))
    /// if let index = result.answer { climate.fan = index }
    /// ```
    /// - Throws: `SDLError` when no answer came — `notAvailableOnOverlay` (an overlay presents
    ///   nothing), `notInViewControllerManager`, `notConnected`, `alreadyPresented`,
    ///   `invalidOverlay`, `connectionClosed`, `timedOut`, `cancelled`, `requestFailed`.
    public func presentOverlayController<Overlay: SDLOverlayAnswering>(
        _ overlay: Overlay
    ) async throws(SDLError) -> SDLOverlayResult<Overlay.Answer> {
        try await presentingManager(for: "present overlays").presentTyped(overlay)
    }

    /// Presents `overlay` from code that is not async: ``presentOverlayController(_:)`` in a task,
    /// with `completion` run exactly once on the main actor with its outcome.
    ///
    /// ```swift
    /// presentOverlayController(SDLAlertController(message: "Saved")) { result in
    ///     if case .failure(let error) = result { print(error) }
    /// }
    /// ```
    public func presentOverlayController<Overlay: SDLOverlayAnswering>(
        _ overlay: Overlay,
        completion: (@MainActor (Result<SDLOverlayResult<Overlay.Answer>, SDLError>) -> Void)? = nil
    ) {
        do {
            try presentingManager(for: "present overlays").presentTyped(overlay, completion: completion)
        } catch {
            Task { completion?(.failure(error)) }
        }
    }

    /// The manager this controller shows controllers and presents overlays through (`action`
    /// names what was asked, for the error).
    func presentingManager(for action: String) throws(SDLError) -> SDLViewControllerManager {
        if self is SDLOverlayController {
            throw SDLError(code: .notAvailableOnOverlay, message: "an overlay controller cannot \(action): it is over a screen, not in the stack")
        }
        guard let viewControllerManager else {
            throw SDLError(
                code: .notInViewControllerManager, message: "\(type(of: self)) is in no view controller manager, so it cannot \(action)")
        }
        return viewControllerManager
    }
}
