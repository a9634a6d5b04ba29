extension SDLViewControllerManager {
    /// The oldest overlay still presented (SDL-0201): when a second overlay aborts the first, the
    /// second becomes it once the first's answer came; when the second is rejected, the first stays.
    public var presentedOverlayController: SDLOverlayController?  {
        overlayStore.first?.controller
    }

    /// Every overlay presented and not ended yet, oldest first.
    public var overlayControllers: [SDLOverlayController] {
        overlayStore.map(\.controller)
    }

    /// Presents `overlay` and returns its typed result when it ends; cancelling the awaiting task
    /// cancels the overlay (CancelInteraction once it is on the head unit, nothing sent before).
    func presentTyped<Overlay: SDLOverlayAnswering>(_ overlay: Overlay) async throws(SDLError) -> SDLOverlayResult<Overlay.Answer> {
        try await present(overlay).get().typed(as: Overlay.Answer.self)
    }

    /// ``presentTyped(_:)`` for a caller outside async code: `completion` runs once, on the main actor.
    func presentTyped<Overlay: SDLOverlayAnswering>(
        _ overlay: Overlay, completion: (@MainActor (Result<SDLOverlayResult<Overlay.Answer>, SDLError>) -> Void)?
    ) {
        Task {
            let result: Result<SDLOverlayResult<Overlay.Answer>, SDLError>
            do throws(SDLError) {
                result = .success(try await presentTyped(overlay))
            } catch {
                result = .failure(error)
            }
            completion?(result)
        }
    }

    /// Presents `overlay` and waits for its end, cancelling it when the waiting task is cancelled.
    func present(_ overlay: SDLOverlayController) async -> Result<SDLOverlayOutcome, SDLError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                startPresenting(SDLOverlayStoreItem(controller: overlay) { continuation.resume(returning: $0) })
                if Task.isCancelled { overlay.cancel() }
            }
        } onCancel: {
            Task { @MainActor in overlay.cancel() }
        }
    }

    /// Stores `item` and starts its presentation on the current registration: the overlay appears
    /// (its appearance calls, its view composited over the screen) before its RPC is sent.
    func startPresenting(_ item: SDLOverlayStoreItem) {
        let overlay = item.controller
        guard !overlay.isPresented else {
            item.finish(.failure(SDLError(code: .alreadyPresented, message: "\(type(of: overlay)) is presented already")))
            return
        }
        guard let application, let context = application.overlayContext() else {
            item.finish(.failure(SDLError(code: .notConnected, message: "the app is not registered with a head unit")))
            return
        }
        overlay.isPresented = true
        overlay.isCancelledBeforeSending = false
        overlay.presentingManager = self
        overlay.viewWillAppear()
        overlayStore.append(item)
        // Only an overlay with a view changes what the screen composites.
        if overlay.isViewLoaded { overlayStoreDidChange() }
        overlay.viewDidAppear()
        let submitted = application.submitOverlayWork { [weak self] in
            let result = await overlay.performPresentation(in: context)
            self?.endOverlay(item, result)
        }
        if !submitted {
            endOverlay(item, .failure(SDLError(code: .connectionClosed, message: "the registration ended before the overlay was shown")))
        }
    }

    /// Takes `item` out of the store (the overlay disappears) and ends its presentation (once).
    func endOverlay(_ item: SDLOverlayStoreItem, _ result: Result<SDLOverlayOutcome, SDLError>) {
        guard !item.isFinished else { return }
        let overlay = item.controller
        overlay.viewWillDisappear()
        overlayStore.removeAll { $0 === item }
        overlay.isPresented = false
        overlay.cancelAction = nil
        overlay.presentingManager = nil
        if overlay.isViewLoaded { overlayStoreDidChange() }
        overlay.viewDidDisappear()
        item.finish(result)
    }

    /// Ends every stored overlay with `error` (the registration ended; their answers can no longer come).
    func endAllOverlays(_ error: SDLError) {
        for item in overlayStore { endOverlay(item, .failure(error)) }
    }
}
