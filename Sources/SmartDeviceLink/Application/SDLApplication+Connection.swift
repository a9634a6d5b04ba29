import SDLRPC
import SDLSession

/// How one registration ended.
enum SDLRegistrationEnd: Hashable, Sendable {
    /// Registering did not succeed, for `error`.
    case failed(SDLError)
    /// The head unit unregistered the app; the connection may still be up.
    case unregistered(SDLAppInterfaceUnregisteredReason?)
    /// The connection ended (or ``SDLApplication/stop()`` closed it).
    case connectionEnded
}

/// How one connection ended.
enum SDLConnectionOutcome: Sendable {
    /// At least one registration succeeded on it, and it has ended since.
    case registered
    /// Opening it or registering on it failed, for `error`.
    case failed(SDLError)
}

extension SDLApplication {
    /// Connects, registers and follows the head unit until ``stop()``. After a drop it waits as the
    /// reconnect policy says and connects again (a connection handed over is used once). After a
    /// failed attempt it reports ``SDLApplicationEvent/willRetryConnecting(_:)`` and retries with the
    /// policy's back-off — unless the failure is permanent (`SDLError.isPermanentConnectionFailure`)
    /// or the policy allows no more attempts: then it reports ``SDLApplicationEvent/didFailToConnect(_:)``,
    /// the state becomes ``SDLApplicationState/failed``, and it stops.
    func runConnections() async {
        var policyAttempt = 0
        var failures = 0
        while !isStopping, !Task.isCancelled {
            let outcome = await connectAndRun()
            guard !isStopping, !Task.isCancelled else { break }
            switch outcome {
            case .registered:
                failures = 0
                policyAttempt = 1
                guard configuration.connection.reconnects, let delay = configuration.reconnectPolicy.delay(beforeAttempt: 1) else {
                    return finishRunning(failure: nil)
                }
                guard await waitBeforeReconnecting(delay) else { return finishRunning(failure: nil) }
            case .failed(let error):
                failures += 1
                policyAttempt += 1
                guard !error.isPermanentConnectionFailure, configuration.connection.reconnects,
                      let delay = configuration.reconnectPolicy.delay(beforeAttempt: policyAttempt) else {
                    return finishRunning(failure: error)
                }
                dispatch(.willRetryConnecting(SDLConnectionRetry(attempt: failures, error: error, delay: delay)))
                guard await waitBeforeReconnecting(delay) else { return finishRunning(failure: nil) }
            }
        }
        finishRunning(failure: nil)
    }

    /// Waits `delay` before the next attempt; `false` when stopped meanwhile.
    private func waitBeforeReconnecting(_ delay: Duration) async -> Bool {
        do {
            try await Task.sleep(for: delay)
        } catch {
            return false
        }
        return !isStopping && !Task.isCancelled
    }

    /// The run ended: stopped, given up after a drop, or given up after `failure`, which is then
    /// reported (``SDLApplicationEvent/didFailToConnect(_:)``, state ``SDLApplicationState/failed``).
    private func finishRunning(failure: SDLError?) {
        if let failure, !isStopping {
            lastError = failure
            for event in status.fail(failure) { dispatch(event) }
        } else {
            updateStatus(nil)
        }
        // Given up (not stopped): not running any more, so start() may begin again.
        if !isStopping { runTask = nil }
    }

    /// One connection: registrations on it until it ends.
    private func connectAndRun() async -> SDLConnectionOutcome {
        var sessionConfiguration = sessionConfigurationWithEncryption(configuration.session)
        sessionConfiguration.reconnect = .never
        let session: SDLSession
        do {
            session = try await configuration.connection.open(configuration: sessionConfiguration)
        } catch {
            lastError = error
            return .failed(error)
        }
        connectingSession = session
        defer { connectingSession = nil }
        var outcome = SDLConnectionOutcome.failed(SDLError(code: .cancelled, message: "the application stopped before registering"))
        while !isStopping, !Task.isCancelled {
            let end = await runRegistration(on: session)
            if case .failed(let error) = end {
                if case .registered = outcome { break }
                outcome = .failed(error)
                break
            }
            outcome = .registered
            // After LANGUAGE_CHANGE the app registers again on the same connection (if configured);
            // any other end closes it and the reconnect policy takes over.
            guard end == .unregistered(.languageChange), configuration.lifecycle.reregistersAfterLanguageChange else { break }
        }
        await session.close()
        return outcome
    }

    /// The video stream manager of a registration on `session`, when the configuration asks for one.
    private func startVideoStream(on session: SDLSession) async -> SDLVideoStreamManager? {
        guard let streaming = configuration.videoStreaming else { return nil }
        return await videoStreamHub.registrationStarted(
            on: session, appTypes: configuration.lifecycle.appHMITypes ?? [], configuration: streaming)
    }

    /// Takes a registration's touches, scaled by the video stream's capability, until they end.
    private func followTouches(_ touchEvents: AsyncStream<SDLOnTouchEvent>) async {
        await touchHub.follow(touchEvents, configuration: configuration.touch) { self.touchCoordinateMapping() }
    }

    /// Sends the haptic areas on `session` at each start of the registration's video stream.
    private func followHaptics(_ videoEvents: AsyncStream<SDLVideoStreamEvent>, on session: SDLSession) async {
        // Weak: the hub keeps the mapping while the registration lasts, and the application keeps the hub.
        await hapticHub.follow(videoEvents, on: session) { [weak self] in self?.touchCoordinateMapping() ?? .identity }
    }

    /// Head unit coordinates to the app's frame, by the video stream's last capability.
    private func touchCoordinateMapping() -> SDLTouchCoordinateMapping {
        SDLTouchCoordinateMapping(capability: videoStreamHub.videoStreamingCapability, appFrameSize: configuration.touch.appFrameSize)
    }

    /// One registration on `session`: makes its managers, registers, runs them, and follows the main
    /// window's HMI status until the registration ends.
    private func runRegistration(on session: SDLSession) async -> SDLRegistrationEnd {
        var current = SDLApplicationRegistration(session: session, lifecycle: registrationLifecycleConfiguration())
        // Before registering: Core sends the lock-screen icon URL and OnDriverDistraction right after.
        lockScreen.registrationStarted(channel: session)
        defer { lockScreen.registrationEnded() }
        let lifecycle = current.lifecycle
        let permissions = current.permissionManager
        let capabilities = current.systemCapabilityManager
        let files = current.fileManager
        let statuses = await lifecycle.hmiStatusUpdates()
        // Subscribed before registering: a ChangeRegistration refused right after it is heard.
        let lifecycleErrors = await lifecycle.backgroundErrors()
        let errors = errorHub
        installRequestHandlers(on: session)
        let hub = notificationHub
        // Subscribed before registering: no notification is missed. Notifications only: a stream of
        // every message would wake the hub for each response.
        let notifications = session.allNotifications()
        let systemRequests = notificationHub.envelopes(functionID: SDLOnSystemRequest.rpcFunctionID)
        // Made before registering: the video stream hears the first OnHMIStatus.
        let video = await startVideoStream(on: session)
        defer { if let video { videoStreamHub.registrationEnded(video) } }
        let touchEvents = session.notifications(of: SDLOnTouchEvent.self)
        let videoEvents = videoStreamHub.events()
        return await withDiscardingTaskGroup { group in
            defer { group.cancelAll() }
            group.addTask { await hub.follow(notifications) }
            group.addTask { await errors.report(lifecycleErrors, from: .registration) }
            group.addTask { try? await lifecycle.run() }
            group.addTask { await permissions.run() }
            group.addTask { await capabilities.run() }
            if let video { group.addTask { await video.run() } }
            group.addTask { await self.followTouches(touchEvents) }
            group.addTask { await self.followHaptics(videoEvents, on: session) }
            let response: SDLRegisterAppInterfaceResponse
            do {
                response = try await lifecycle.start()
            } catch {
                let cause = SDLError(error, otherwise: .registrationFailed)
                let failure = SDLError(
                    code: .registrationFailed, message: "registering failed: \(cause)", rpcName: SDLRegisterAppInterface.rpcName,
                    resultCode: cause.resultCode, info: cause.info, underlyingError: cause)
                lastError = failure
                return .failed(failure)
            }
            lastError = nil
            await capabilities.update(from: response)
            let version = await lifecycle.negotiatedRPCVersion ?? SDLRPCVersion(1, 0, 0)
            let screen = makeScreen(SDLApplicationScreenContext(
                channel: session, fileManager: files, systemCapabilityManager: capabilities, rpcVersion: version,
                buttonIDs: softButtonIDs, errorHub: errorHub))
            current.screen = screen
            current.rpcVersion = version
            let overlays = current.overlays
            let menu = SDLMenuManager(
                channel: session, fileManager: files, systemCapabilityManager: capabilities, rpcVersion: version, ids: menuIDs,
                dynamicUpdates: menuUpdateMode, errorHandler: errorHub.reporter(for: .menu))
            let buttons = SDLHardwareButtonManager(
                channel: session, systemCapabilityManager: capabilities, errorHandler: errorHub.reporter(for: .hardwareButtons))
            current.menu = menu
            let vehicleData = SDLVehicleDataManager(session: session, errorHandler: errorHub.reporter(for: .vehicleData))
            current.vehicleData = vehicleData
            vehicleData.observe(observedVehicleData)
            group.addTask { await vehicleData.run() }
            let appServices = SDLAppServiceManager(session: session, store: appServiceStore, capabilities: capabilities)
            current.appServices = appServices
            appServiceStore.didChange = { [weak appServices] in appServices?.wake() }
            group.addTask { await appServices.run() }
            current.audio = startAudioStreaming(on: session, response: response, lifecycle: lifecycle, in: &group)
            current.choiceSets = SDLChoiceSetManager(channel: session, fileManager: files, rpcVersion: version)
            current.buttons = buttons
            group.addTask { await menu.run() }
            group.addTask { await buttons.run() }
            group.addTask { await screen.run() }
            group.addTask { await overlays.run() }
            group.addTask {
                try? await files.start()
                await self.setAppIcon(through: session, files: files)
            }
            group.addTask { await self.relayPolicyUpdates(systemRequests, through: session) }
            group.addTask { await self.protectAtRegistration(session) }
            registration = current
            viewControllerManager.presenter = screen
            menuDeclarationsDidChange()

            for await change in statuses {
                guard SDLApplicationStatus.drivesApplication(change) else { continue }
                updateStatus(change.current)
                if change.current == nil { break }
            }
            let state = await lifecycle.state
            // A connection that ended without an unregistration still has a status to drop.
            if applicationState != .disconnected { updateStatus(nil) }
            viewControllerManager.presenter = nil
            overlays.finish()
            menu.finish()
            buttons.finish()
            vehicleData.finish()
            appServices.finish()
            appServiceStore.registrationEnded()
            registration = nil
            // Overlays still waiting for an answer get none now: each completion runs once, here.
            viewControllerManager.endAllOverlays(SDLError(
                code: .connectionClosed, message: "the registration ended before the head unit answered"))
            if case .unregistered(let reason) = state, reason != nil {
                // The streams' last stop reason says so, not "disconnected" (the connection stays up).
                await video?.registrationEnded(reason)
                await current.audio?.registrationEnded(reason)
                return .unregistered(reason)
            }
            return .connectionEnded
        }
    }
}
