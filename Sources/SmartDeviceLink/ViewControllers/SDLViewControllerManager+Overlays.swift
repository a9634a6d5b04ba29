extension SDLViewControllerManager {
    /// The oldest overlay still presented (SDL-0201): when a second overlay aborts the first, the
    /// second becomes it once the first's answer came; when the second is rejected, the first stays.
    public var presentedOverlayController: SDLOverlayController? {
        overlayStore.first?.controller
    }

    /// Every overlay presented and not ended yet, oldest first.
    public var overlayControllers: [SDLOverlayController] {
        overlayStore.map(\.controller)
    }

    /// Stores `item` and starts its presentation on the current registration.
    func presentOverlay(_ item: SDLOverlayStoreItem) {
        let overlay = item.controller
        guard !overlay.isPresented else {
            item.finish(.failure(SDLOverlayError(code: .alreadyPresented, message: "\(type(of: overlay)) is presented already")))
            return
        }
        guard let application, let context = application.overlayContext() else {
            item.finish(.failure(SDLOverlayError(code: .notConnected, message: "the app is not registered with a head unit")))
            return
        }
        overlay.isPresented = true
        overlay.isCancelledBeforeSending = false
        overlay.presentingManager = self
        overlayStore.append(item)
        overlayStoreDidChange()
        let submitted = application.submitOverlayWork { [weak self] in
            let result = await overlay.performPresentation(in: context)
            self?.endOverlay(item, result)
        }
        if !submitted {
            endOverlay(item, .failure(SDLOverlayError(code: .disconnected, message: "the registration ended before the overlay was shown")))
        }
    }

    /// Takes `item` out of the store and runs its completion (once).
    func endOverlay(_ item: SDLOverlayStoreItem, _ result: Result<SDLOverlayResult, SDLOverlayError>) {
        guard !item.isFinished else { return }
        overlayStore.removeAll { $0 === item }
        item.controller.isPresented = false
        item.controller.cancelAction = nil
        item.controller.presentingManager = nil
        overlayStoreDidChange()
        item.finish(result)
    }

    /// Ends every stored overlay with `error` (the registration ended; their answers can no longer come).
    func endAllOverlays(_ error: SDLOverlayError) {
        for item in overlayStore { endOverlay(item, .failure(error)) }
    }
}
