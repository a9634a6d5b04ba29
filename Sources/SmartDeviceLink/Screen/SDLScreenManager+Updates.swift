extension SDLScreenManager {
    /// Sends the presented views' state now and returns when all of it is on screen (text, then
    /// each image once uploaded).
    ///
    /// While the HMI level is `nil` or NONE the update waits for a level that shows the app.
    /// Cancelling the calling task does not withdraw the update.
    ///
    /// ```swift
    /// textView.fields = ["Connected"]
    /// try await screenManager.update()
    /// ```
    ///
    /// - Throws: ``SDLScreenManagerError``: `superseded` when a newer update replaced this one
    ///   before it was sent, or why sending it failed.
    public func update() async throws(SDLScreenManagerError) {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<SDLScreenManagerError?, Never>) in
            update { continuation.resume(returning: $0) }
        }
        if let result { throw result }
    }

    /// Sends the presented views' state now and calls `completion` once, on the main actor, when
    /// all of it is on screen (`nil`) or the update failed or was superseded (the error).
    ///
    /// ```swift
    /// screenManager.update { error in
    ///     if let error { print("not shown: \(error)") }
    /// }
    /// ```
    public func update(completion: @escaping @MainActor (SDLScreenManagerError?) -> Void) {
        needsAutomaticUpdate = false
        submit(snapshot()) { result in
            switch result {
            case .success: completion(nil)
            case .failure(let error): completion(error)
            }
        }
    }

    /// Queues `content`; `completion` (if any) gets the outcome exactly once.
    func submit(_ content: SDLScreenContent, completion: ((Result<Void, SDLScreenManagerError>) -> Void)? = nil) {
        guard !isStopped else {
            let error = SDLScreenManagerError(code: .disconnected, message: "the screen manager has stopped (the connection ended)")
            if let completion { completion(.failure(error)) } else { updateErrorHandler?(error) }
            return
        }
        nextUpdateID += 1
        let update = SDLScreenUpdate(id: nextUpdateID, content: content)
        if let completion { completions[update.id] = [completion] }
        if let replaced = queue.submit(update, canStart: canSend) {
            resolve(replaced.id, .failure(SDLScreenManagerError(
                code: .superseded, message: "update \(replaced.id) was replaced by the newer update \(update.id) before it was sent")))
        }
        workSignal.yield()
    }

    /// Hands `result` to the completions of update `id` (each at most once); a failed automatic
    /// update goes to ``updateErrorHandler`` unless it was superseded.
    func resolve(_ id: Int, _ result: Result<Void, SDLScreenManagerError>) {
        guard let list = completions.removeValue(forKey: id) else {
            if case .failure(let error) = result, error.code != .superseded { updateErrorHandler?(error) }
            return
        }
        for completion in list { completion(result) }
    }

    /// Follows the head unit's button notifications until the channel ends them or the task is
    /// cancelled, and performs the updates meanwhile. When it returns, waiting updates fail with
    /// `disconnected` and later ones fail at once. A second call returns at once.
    func run() async {
        guard !isRunning, !isStopped else { return }
        isRunning = true
        if canSend { _ = queue.startWaiting() }
        workSignal.yield()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.followAutomaticSignals() }
            group.addTask { await self.followDisplayCapabilities() }
            group.addTask { await self.performUpdates() }
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

    /// Ends the manager: every update not on screen fails with `disconnected`.
    func stop() {
        isStopped = true
        for update in queue.removeAll() {
            resolve(update.id, .failure(SDLScreenManagerError(
                code: .disconnected, message: "the connection ended before update \(update.id) was on screen")))
        }
    }

    /// Turns each batch of view changes into one automatic update. Content equal to the update
    /// already waiting is not submitted again (so it does not supersede that update).
    private func followAutomaticSignals() async {
        for await _ in automaticSignals {
            guard needsAutomaticUpdate, hasPresented else { continue }
            needsAutomaticUpdate = false
            let content = snapshot()
            guard queue.waiting?.content != content else { continue }
            submit(content)
        }
    }

    /// Lays the screen out again when what the layout reads of the display's capabilities changes
    /// (a template change can bring other text fields): an automatic update that sends only what
    /// the new layout changes.
    private func followDisplayCapabilities() async {
        let updates = await systemCapabilityManager.updates()
        var last = SDLLayoutCapabilities(await systemCapabilityManager.capabilities)
        for await update in updates where update.type == .displays {
            let now = SDLLayoutCapabilities(await systemCapabilityManager.capabilities)
            guard now != last else { continue }
            last = now
            if hasPresented { scheduleAutomaticUpdate() }
        }
    }

    /// Performs the update in flight, then the waiting one, whenever told there is work.
    private func performUpdates() async {
        for await _ in workSignals {
            while !Task.isCancelled, canSend, let update = queue.startWaiting() {
                let result = await perform(update)
                _ = queue.finishInFlight()
                resolve(update.id, result)
            }
        }
    }
}
