import SDLRPC
import SDLSession

/// How one registration ended.
enum SDLRegistrationEnd: Hashable, Sendable {
    /// Registering did not succeed.
    case failed
    /// The head unit unregistered the app; the connection may still be up.
    case unregistered(SDLAppInterfaceUnregisteredReason?)
    /// The connection ended (or ``SDLApplication/stop()`` closed it).
    case connectionEnded
}

extension SDLApplication {
    /// Connects, registers and follows the head unit until ``stop()``; after a failed attempt or a
    /// drop, waits as the reconnect policy says and starts over with a new connection (a connection
    /// handed over is used once).
    func runConnections() async {
        var failedAttempts = 0
        while !isStopping, !Task.isCancelled {
            if await connectAndRun() {
                failedAttempts = 0
            }
            guard !isStopping, !Task.isCancelled, configuration.connection.reconnects else { break }
            failedAttempts += 1
            guard let delay = configuration.reconnectPolicy.delay(beforeAttempt: failedAttempts) else { break }
            do {
                try await Task.sleep(for: delay)
            } catch {
                break
            }
        }
        updateStatus(nil)
        // Given up by the policy (not stopped): not running any more, so start() may begin again.
        if !isStopping { runTask = nil }
    }

    /// One connection: registrations on it until it ends. Returns whether one registration succeeded.
    private func connectAndRun() async -> Bool {
        var sessionConfiguration = configuration.session
        sessionConfiguration.reconnect = .never
        let session: SDLSession
        do {
            session = try await configuration.connection.open(configuration: sessionConfiguration)
        } catch {
            lastError = error
            return false
        }
        connectingSession = session
        defer { connectingSession = nil }
        var registered = false
        while !isStopping, !Task.isCancelled {
            let (succeeded, end) = await runRegistration(on: session)
            registered = registered || succeeded
            // After LANGUAGE_CHANGE the app registers again on the same connection (if configured);
            // any other end closes it and the reconnect policy takes over.
            guard succeeded, end == .unregistered(.languageChange), configuration.lifecycle.reregistersAfterLanguageChange else { break }
        }
        await session.close()
        return registered
    }

    /// One registration on `session`: makes its managers, registers, runs them, and follows the main
    /// window's HMI status until the registration ends.
    private func runRegistration(on session: SDLSession) async -> (registered: Bool, end: SDLRegistrationEnd) {
        var current = SDLApplicationRegistration(session: session, lifecycle: registrationLifecycleConfiguration())
        // Before registering: Core sends the lock-screen icon URL and OnDriverDistraction right after.
        lockScreen.registrationStarted(channel: session)
        defer { lockScreen.registrationEnded() }
        let lifecycle = current.lifecycle
        let permissions = current.permissionManager
        let capabilities = current.systemCapabilityManager
        let files = current.fileManager
        let statuses = await lifecycle.hmiStatusUpdates()
        installRequestHandlers(on: session)
        let hub = notificationHub
        // Subscribed before registering: no notification is missed. Notifications only: a stream of
        // every message would wake the hub for each response.
        let notifications = session.allNotifications()
        return await withDiscardingTaskGroup { group in
            defer { group.cancelAll() }
            group.addTask { await hub.follow(notifications) }
            group.addTask { try? await lifecycle.run() }
            group.addTask { await permissions.run() }
            group.addTask { await capabilities.run() }
            let response: SDLRegisterAppInterfaceResponse
            do {
                response = try await lifecycle.start()
            } catch {
                let cause = SDLError(error, otherwise: .registrationFailed)
                lastError = SDLError(
                    code: .registrationFailed, message: "registering failed: \(cause)", rpcName: SDLRegisterAppInterface.rpcName,
                    resultCode: cause.resultCode, info: cause.info, underlyingError: cause)
                return (false, .failed)
            }
            lastError = nil
            await capabilities.update(from: response)
            let version = await lifecycle.negotiatedRPCVersion ?? SDLRPCVersion(1, 0, 0)
            let screen = makeScreen(SDLApplicationScreenContext(
                channel: session, fileManager: files, systemCapabilityManager: capabilities, rpcVersion: version,
                buttonIDs: softButtonIDs))
            current.screen = screen
            current.rpcVersion = version
            let overlays = current.overlays
            let reportMenuError: @MainActor (SDLError) -> Void = { [weak self] error in self?.menuErrorHandler?(error) }
            let menu = SDLMenuManager(
                channel: session, fileManager: files, systemCapabilityManager: capabilities, rpcVersion: version, ids: menuIDs,
                dynamicUpdates: configuration.menuDynamicUpdates, errorHandler: reportMenuError)
            let buttons = SDLHardwareButtonManager(channel: session, systemCapabilityManager: capabilities, errorHandler: reportMenuError)
            current.menu = menu
            let vehicleData = SDLVehicleDataManager(session: session, errorHandler: { [weak self] error in self?.vehicleDataErrorHandler?(error) })
            current.vehicleData = vehicleData
            vehicleData.observe(observedVehicleData)
            group.addTask { await vehicleData.run() }
            let appServices = SDLAppServiceManager(session: session, store: appServiceStore, capabilities: capabilities)
            current.appServices = appServices
            appServiceStore.didChange = { [weak appServices] in appServices?.wake() }
            group.addTask { await appServices.run() }
            current.choiceSets = SDLChoiceSetManager(channel: session, fileManager: files, rpcVersion: version)
            current.buttons = buttons
            group.addTask { await menu.run() }
            group.addTask { await buttons.run() }
            group.addTask { await screen.run() }
            group.addTask { await overlays.run() }
            group.addTask { try? await files.start() }
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
            if case .unregistered(let reason) = state, reason != nil { return (true, .unregistered(reason)) }
            return (true, .connectionEnded)
        }
    }
}
