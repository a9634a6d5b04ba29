extension SDLApplication {
    /// Presents `overlay` over whatever the app shows (see
    /// ``SDLViewController/presentOverlayController(_:)``) and returns its result.
    ///
    /// ```swift
    /// let result = try await application.presentOverlayController(SDLAlertController(message: "Welcome back"))
    /// ```
    public func presentOverlayController<Overlay: SDLOverlayAnswering>(
        _ overlay: Overlay
    ) async throws(SDLError) -> SDLOverlayResult<Overlay.Answer> {
        try await viewControllerManager.presentTyped(overlay)
    }

    /// Presents `overlay` from code that is not async; `completion` runs exactly once on the main actor.
    public func presentOverlayController<Overlay: SDLOverlayAnswering>(
        _ overlay: Overlay,
        completion: (@MainActor (Result<SDLOverlayResult<Overlay.Answer>, SDLError>) -> Void)? = nil
    ) {
        viewControllerManager.presentTyped(overlay, completion: completion)
    }

    /// What an overlay presents with on the current registration; `nil` while not registered.
    func overlayContext() -> SDLOverlayContext? {
        guard let registration, let choiceSets = registration.choiceSets else { return nil }
        var context = SDLOverlayContext(
            channel: registration.session,
            fileManager: registration.fileManager,
            systemCapabilityManager: registration.systemCapabilityManager,
            buttonIDs: softButtonIDs,
            rpcVersion: registration.rpcVersion,
            makeCancelID: { [weak self] in self?.nextCancelID() ?? 0 },
            choiceSets: choiceSets)
        context.reportUnawaited = { [weak errorHub] error, feature in errorHub?.report(error, from: feature) }
        if let screen = registration.screen as? SDLScreenManager {
            context.currentCapabilities = { [weak screen] in screen?.capabilities }
        }
        return context
    }

    /// Runs `work` as a child task of the current registration; `false` when there is none.
    func submitOverlayWork(_ work: @escaping SDLOverlayRunner.Work) -> Bool {
        registration?.overlays.submit(work) ?? false
    }

    /// A `cancelID` not used before in this app's life (within the spec's range).
    private func nextCancelID() -> Int {
        let rule = SDLAlert.Parameters.cancelID
        let lowest = rule.minValue.map { Int($0) } ?? 0
        let highest = rule.maxValue.map { Int($0) } ?? Int(Int32.max)
        let id = cancelIDCounter
        cancelIDCounter = id >= highest ? lowest : id + 1
        return max(id, lowest)
    }
}
