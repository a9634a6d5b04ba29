import SDLRPC

extension SDLHeadUnit {
    /// The oldest recorded event matching `predicate` that no earlier wait took, or the next one to
    /// happen. Events that do not match stay for later waits.
    ///
    /// - Parameters:
    ///   - timeout: real time to wait at most (a guard against hanging tests; the head unit's
    ///     own clock is not involved); `nil` waits ``SDLHeadUnitConfiguration/eventWaitTimeout``.
    ///   - predicate: which event to take.
    /// - Throws: ``SDLHeadUnitError`` `timedOut`, `stopped`, or `eventsOff` when
    ///   ``SDLHeadUnitConfiguration/recordsEvents`` is false.
    public func nextEvent(timeout: Duration? = nil, where predicate: @escaping @Sendable (SDLHeadUnitEvent) -> Bool) async throws -> SDLHeadUnitEvent {
        guard let mailbox else {
            throw SDLHeadUnitError(code: "eventsOff", message: "The head unit does not record events")
        }
        let timeout = timeout ?? configuration.eventWaitTimeout
        return try await withThrowingTaskGroup(of: SDLHeadUnitEvent.self) { group in
            group.addTask { try await mailbox.next(where: predicate) }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw SDLHeadUnitError.timedOut("No matching event within \(timeout)")
            }
            defer { group.cancelAll() }
            guard let event = try await group.next() else { throw SDLHeadUnitError.stopped() }
            return event
        }
    }

    /// Forgets every recorded event (later waits see only what happens from now on).
    public func discardEvents() {
        mailbox?.removeAll()
    }

    /// The next Show applied (of app `appID`, or of any app).
    public func nextShow(appID: Int? = nil, timeout: Duration? = nil) async throws -> SDLHeadUnitShow {
        let event = try await nextEvent(timeout: timeout) { event in
            if case .show(let id, _, _) = event { return appID == nil || appID == id }
            return false
        }
        guard case .show(let id, let parameters, let screen) = event else { throw SDLHeadUnitError.stopped() }
        return SDLHeadUnitShow(appID: id, parameters: parameters, screen: screen)
    }

    /// The next overlay to open (of `kind`, or any).
    public func nextOverlay(_ kind: SDLOverlay.Kind? = nil, timeout: Duration? = nil) async throws -> SDLOverlay {
        let event = try await nextEvent(timeout: timeout) { event in
            if case .overlayOpened(let overlay) = event { return kind == nil || overlay.kind == kind }
            return false
        }
        guard case .overlayOpened(let overlay) = event else { throw SDLHeadUnitError.stopped() }
        return overlay
    }

    /// The next overlay to close, with the result code its request got.
    public func nextClosedOverlay(timeout: Duration? = nil) async throws -> (overlay: SDLOverlay, resultCode: String) {
        let event = try await nextEvent(timeout: timeout) { event in
            if case .overlayClosed = event { return true }
            return false
        }
        guard case .overlayClosed(let overlay, let resultCode) = event else { throw SDLHeadUnitError.stopped() }
        return (overlay, resultCode)
    }

    /// The next request accepted for handling (named `function`, or any).
    public func nextRequest(_ function: String? = nil, timeout: Duration? = nil) async throws -> SDLHeadUnitRequest {
        let event = try await nextEvent(timeout: timeout) { event in
            if case .request(let request) = event { return function == nil || request.function == function }
            return false
        }
        guard case .request(let request) = event else { throw SDLHeadUnitError.stopped() }
        return request
    }

    /// The next response sent (for `function`, or any).
    public func nextResponse(_ function: String? = nil, timeout: Duration? = nil) async throws -> SDLHeadUnitResponse {
        let event = try await nextEvent(timeout: timeout) { event in
            if case .response(let response) = event { return function == nil || response.function == function }
            return false
        }
        guard case .response(let response) = event else { throw SDLHeadUnitError.stopped() }
        return response
    }

    /// The next app to register.
    public func nextRegisteredApp(timeout: Duration? = nil) async throws -> SDLRegisteredApp {
        let event = try await nextEvent(timeout: timeout) { event in
            if case .appRegistered = event { return true }
            return false
        }
        guard case .appRegistered(let app) = event else { throw SDLHeadUnitError.stopped() }
        return app
    }

    // MARK: State

    /// What is on the screen now.
    public func snapshot() async throws(SDLHeadUnitError) -> SDLHeadUnitSnapshot {
        try await onLoop { core in core.snapshot() }
    }

    /// Every registered app, by id.
    public func apps() async throws(SDLHeadUnitError) -> [SDLRegisteredApp] {
        try await onLoop { core in core.engine.apps.values.map(\.app).sorted { $0.id < $1.id } }
    }

    /// The app with head-unit id `id`.
    public func app(_ id: Int) async throws(SDLHeadUnitError) -> SDLRegisteredApp? {
        try await onLoop { core in core.engine.apps[id]?.app }
    }

    /// The open overlay.
    public func overlay() async throws(SDLHeadUnitError) -> SDLOverlay? {
        try await onLoop { core in core.engine.overlay?.overlay }
    }

    /// The screen drawn as text (``SDLTextRenderer``).
    public func renderText() async throws(SDLHeadUnitError) -> String {
        try await onLoop { core in core.renderer.render(core.snapshot()) }
    }
}
