extension SDLScreenManager {
    /// Sends the presented views' state now and returns when all of it is on screen (text, then
    /// each image once uploaded).
    ///
    /// While the HMI level is `nil` or NONE the update waits for a level that shows the app.
    /// Cancelling the calling task withdraws the update if it was not sent yet (it throws
    /// `cancelled`; the views' state is then sent by an automatic update when it can be, with no
    /// one waiting); an update already being sent is waited for.
    ///
    /// ```swift
    /// textView.fields = ["Connected"]
    /// try await screenManager.update()
    /// ```
    ///
    /// - Throws: `SDLError`: `superseded` when a newer update replaced this one before it was
    ///   sent, `cancelled` when withdrawn, or why sending it failed.
    public func update() async throws(SDLError) {
        needsAutomaticUpdate = false
        try await update(snapshot())
    }

    /// Sends `content` as an explicit update and returns when it is on screen; cancellation
    /// withdraws it while it waits.
    private func update(_ content: SDLScreenContent) async throws(SDLError) {
        if let outcome = await performAtOnce(content) {
            try outcome.get()
            return
        }
        let id = makeUpdateID()
        let error = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<SDLError?, Never>) in
                submit(content, id: id) { result in
                    if case .failure(let error) = result { continuation.resume(returning: error) } else { continuation.resume(returning: nil) }
                }
                if Task.isCancelled { withdraw(id) }
            }
        } onCancel: {
            Task { @MainActor in self.withdraw(id) }
        }
        if let error { throw error }
    }

    /// ``update()`` for code that is not async: the views' state now, sent in a task; `completion`
    /// runs once, on the main actor, when all of it is on screen (`nil`) or the update failed or
    /// was superseded (the error).
    ///
    /// ```swift
    /// screenManager.update { error in
    ///     if let error { print("not shown: \(error)") }
    /// }
    /// ```
    public func update(completion: @escaping @MainActor (SDLError?) -> Void) {
        needsAutomaticUpdate = false
        let content = snapshot()   // the views as they are now, not when the task runs
        Task {
            do throws(SDLError) {
                try await update(content)
                completion(nil)
            } catch {
                completion(error)
            }
        }
    }

    /// Takes update `id` out of the queue if it waits there, and fails it with `cancelled`. The
    /// views keep their state, so the screen is marked for an automatic update: the head unit
    /// still shows them, without anyone waiting for it.
    func withdraw(_ id: Int) {
        guard queue.removeWaiting(where: { $0.id == id }) != nil else { return }
        resolve(id, .failure(SDLError(code: .cancelled, message: "update \(id) was withdrawn before it was sent")))
        if hasPresented { scheduleAutomaticUpdate() }
    }

    /// A new update number.
    func makeUpdateID() -> Int {
        nextUpdateID += 1
        return nextUpdateID
    }

    /// Queues `content` as update `id` (a new number by default); `completion` (if any) gets the
    /// outcome exactly once.
    func submit(_ content: SDLScreenContent, id: Int? = nil, completion: ((Result<Void, SDLError>) -> Void)? = nil) {
        guard !isStopped else {
            let error = SDLError(code: .connectionClosed, message: "the screen manager has stopped (the connection ended)")
            if let completion { completion(.failure(error)) } else { reportUnawaited(error) }
            return
        }
        let update = SDLScreenUpdate(id: id ?? makeUpdateID(), content: content)
        if let completion { completions[update.id] = [completion] }
        if let replaced = queue.submit(update, canStart: canSend) {
            resolve(replaced.id, .failure(SDLError(
                code: .superseded, message: "update \(replaced.id) was replaced by the newer update \(update.id) before it was sent")))
        }
        performWaitingUpdates()
    }

    /// Reports the failure of an update nobody awaits to the application's ``SDLApplication/errors()``.
    func reportUnawaited(_ error: SDLError) {
        errorHub.report(error, from: .screen)
    }

    /// Hands `result` to the completions of update `id` (each at most once); a failed automatic
    /// update goes to ``SDLApplication/errors()`` unless it was superseded.
    func resolve(_ id: Int, _ result: Result<Void, SDLError>) {
        guard let list = completions.removeValue(forKey: id) else {
            if case .failure(let error) = result, error.code != .superseded { reportUnawaited(error) }
            return
        }
        for completion in list { completion(result) }
    }

    /// Follows the head unit's button notifications until the channel ends them or the task is
    /// cancelled, and performs the updates meanwhile. When it returns, waiting updates fail with
    /// `connectionClosed` and later ones fail at once. A second call returns at once.
    func run() async {
        guard !isRunning, !isStopped else { return }
        isRunning = true
        // Subscribed before the first read, so no change falls between the two.
        let capabilityUpdates = await systemCapabilityManager.updates()
        capabilities = await systemCapabilityManager.capabilities
        performWaitingUpdates()
        makesAutomaticUpdates = !isStopped
        if needsAutomaticUpdate { scheduleAutomaticUpdate() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.followCapabilities(capabilityUpdates) }
            // The channel's notification streams define the manager's life: they end when the
            // connection closes or this task is cancelled.
            await withTaskGroup(of: Void.self) { notifications in
                notifications.addTask { await self.followButtonPresses() }
                notifications.addTask { await self.followButtonEvents() }
            }
            group.cancelAll()
        }
        stop()
    }

    /// Ends the manager: every update not on screen fails with `connectionClosed`.
    func stop() {
        isStopped = true
        makesAutomaticUpdates = false
        performer?.cancel()
        for update in queue.removeAll() {
            resolve(update.id, .failure(SDLError(
                code: .connectionClosed, message: "the connection ended before update \(update.id) was on screen")))
        }
    }

    /// Turns a main-actor turn's view changes into one automatic update, unless an explicit
    /// update took them. Content equal to the update already waiting is not submitted again (so
    /// it does not supersede that update).
    func submitAutomaticUpdate() {
        automaticUpdateIsQueued = false
        guard makesAutomaticUpdates, needsAutomaticUpdate, hasPresented else { return }
        needsAutomaticUpdate = false
        let content = snapshot()
        guard queue.waiting?.content != content else { return }
        submit(content)
    }

    /// Keeps ``capabilities`` current, and lays the screen out again when what the layout reads of
    /// the display's capabilities changes (a template change can bring other text fields): an
    /// automatic update that sends only what the new layout changes.
    private func followCapabilities(_ updates: AsyncStream<SDLSystemCapabilityUpdate>) async {
        for await update in updates {
            let now = await systemCapabilityManager.capabilities
            let layoutChanged = update.type == .displays && capabilities.map { SDLLayoutCapabilities(now) != SDLLayoutCapabilities($0) } ?? true
            capabilities = now
            if layoutChanged, hasPresented { scheduleAutomaticUpdate() }
        }
    }

    /// Starts performing the update in flight and then the waiting one, unless that is already
    /// going on or nothing may be sent now.
    ///
    /// The performer is a task of its own, so cancelling the task that awaits ``update()`` never
    /// cancels an update being sent; where the system has `Task.immediate` it starts at once on the
    /// main actor, so the `Show` is on its way before the caller suspends — no hop through the main
    /// actor's queue between a change and its request (see ``SDLPerformerStart``).
    func performWaitingUpdates() {
        guard !isPerforming, canSend, queue.startWaiting() != nil else { return }
        isPerforming = true
        let task = performerStart.start { @MainActor in
            await self.performUpdates()
        }
        // A performer that already finished (nothing to await) is not kept.
        if isPerforming { performer = task }
    }

    /// Performs `content` in the calling task when nothing else is being performed, it may be sent
    /// now and it needs `Show`s only (no upload, no SetDisplayLayout): no performer to start and no
    /// hop back to the caller when the head unit answers. Its `Show`s ignore the caller's
    /// cancellation, as the performer's would (an update being sent is waited for). Updates
    /// submitted meanwhile wait in the queue and are performed after it. Returns `nil` when the
    /// update has to go through the queue.
    private func performAtOnce(_ content: SDLScreenContent) async -> Result<Void, SDLError>? {
        guard !isPerforming, canSend, queue.inFlight == nil, queue.waiting == nil, !Task.isCancelled,
              needsShowsOnly(content) else { return nil }
        let update = SDLScreenUpdate(id: makeUpdateID(), content: content)
        // stop() may end the update first (connectionClosed): its outcome is the one that counts.
        var outcome: Result<Void, SDLError>?
        completions[update.id] = [{ outcome = $0 }]
        _ = queue.submit(update, canStart: true)
        isPerforming = true
        let result = await perform(update, ignoringCancellation: true)
        isPerforming = false
        if !isStopped {
            _ = queue.finishInFlight()
            resolve(update.id, result)
        }
        performWaitingUpdates()
        return outcome ?? result
    }

    /// Whether `content` goes on screen with `Show`s alone: every artwork it shows is a static icon,
    /// and its template (if any) rides in the `Show` (RPC 6.0) or is already on screen.
    private func needsShowsOnly(_ content: SDLScreenContent) -> Bool {
        guard content.artworks.allSatisfy(\.isStaticIcon) else { return false }
        guard let template = content.template, template != shownScreen.templateConfiguration?.template else { return true }
        return SDLShow.Parameters.templateConfiguration.since.map { $0 <= rpcVersion } ?? true
    }

    /// Performs the update in flight, then each waiting one, until none is left or sending stops.
    private func performUpdates() async {
        defer {
            isPerforming = false
            performer = nil
        }
        while !Task.isCancelled, canSend, let update = queue.startWaiting() {
            let result = await perform(update)
            // After stop() the update was failed with the others (connectionClosed).
            guard !isStopped else { return }
            _ = queue.finishInFlight()
            resolve(update.id, result)
        }
    }
}
