public import SDLRPC

/// Registers the app with the head unit and follows what the head unit says about it:
/// HMI status per window, language changes, and unregistration (protocol.md §C).
///
/// Use: create it (it subscribes to the notifications it needs at once, so none is missed),
/// run `run()` in a task for as long as the connection lives, call `start()` to register and
/// `stop()` to unregister.
///
/// ```swift
/// let lifecycle = SDLLifecycleManager(configuration: config, channel: session)
/// try await withThrowingDiscardingTaskGroup { group in
///     group.addTask { try await lifecycle.run() }
///     let registration = try await lifecycle.start()
///     …
/// }
/// ```
public actor SDLLifecycleManager {
    /// What the app registers with.
    public nonisolated let configuration: SDLLifecycleConfiguration
    let channel: any SDLRPCChannel
    let hmiNotifications: AsyncStream<SDLOnHMIStatus>
    let languageNotifications: AsyncStream<SDLOnLanguageChange>
    let unregisteredNotifications: AsyncStream<SDLOnAppInterfaceUnregistered>

    var machine = SDLLifecycleStateMachine()
    var isRunning = false
    var statuses: [Int: SDLHMIStatus] = [:]
    var stateBroadcaster = SDLBroadcaster<SDLLifecycleState>()
    var hmiBroadcaster = SDLBroadcaster<SDLHMIStatusChange>()
    var languageBroadcaster = SDLBroadcaster<SDLLanguagePair>()
    var backgroundErrorBroadcaster = SDLBroadcaster<SDLError>()
    /// Counts registrations, so an answer to a ChangeRegistration sent for an earlier one is ignored.
    var registrationGeneration = 0

    /// The head unit's answer to the latest successful RegisterAppInterface: its capabilities
    /// for the other managers (`SDLSystemCapabilityManager.update(from:)`), languages and version.
    public internal(set) var registrationResponse: SDLRegisterAppInterfaceResponse?
    /// The RPC version both sides use: the response's `syncMsgVersion` (1.0.0 if it had none).
    public internal(set) var negotiatedRPCVersion: SDLRPCVersion?
    /// The languages the app is registered with: the desired ones, or those of the latest
    /// accepted ChangeRegistration. `nil` before registering.
    public internal(set) var registeredLanguages: SDLLanguagePair? {
        didSet {
            if let registeredLanguages, registeredLanguages != oldValue { languageBroadcaster.yield(registeredLanguages) }
        }
    }
    /// The head unit's languages, from the registration response or the latest OnLanguageChange.
    public internal(set) var headUnitLanguages: SDLLanguagePair?
    /// The result of the last automatic ChangeRegistration or re-registration, if it failed; each
    /// such failure also goes to ``backgroundErrors()``.
    public internal(set) var lastBackgroundError: SDLError? {
        didSet {
            if let lastBackgroundError { backgroundErrorBroadcaster.yield(lastBackgroundError) }
        }
    }

    /// Creates a manager and subscribes to OnHMIStatus, OnLanguageChange and
    /// OnAppInterfaceUnregistered on `channel`.
    public init(configuration: SDLLifecycleConfiguration, channel: any SDLRPCChannel) {
        self.configuration = configuration
        self.channel = channel
        self.hmiNotifications = channel.notifications(of: SDLOnHMIStatus.self)
        self.languageNotifications = channel.notifications(of: SDLOnLanguageChange.self)
        self.unregisteredNotifications = channel.notifications(of: SDLOnAppInterfaceUnregistered.self)
    }

    /// The registration state.
    public var state: SDLLifecycleState { machine.state }

    /// The head unit's reason when it unregistered the app; `nil` otherwise.
    public var unregisteredReason: SDLAppInterfaceUnregisteredReason? {
        if case .unregistered(let reason) = machine.state { return reason }
        return nil
    }

    /// Every state from now on, starting with the current one.
    public func stateUpdates() -> AsyncStream<SDLLifecycleState> {
        stateBroadcaster.makeStream(initial: [machine.state])
    }

    /// Every change of any window's HMI status from now on.
    public func hmiStatusUpdates() -> AsyncStream<SDLHMIStatusChange> {
        hmiBroadcaster.makeStream()
    }

    /// Every change of `registeredLanguages` from now on (registration, ChangeRegistration).
    public func languageUpdates() -> AsyncStream<SDLLanguagePair> {
        languageBroadcaster.makeStream()
    }

    /// Every failure of work the manager does by itself from now on — the ChangeRegistration it
    /// sends when the head unit's language differs, the registration again after LANGUAGE_CHANGE —
    /// until ``run()`` ends. Nobody awaits that work, so this is where its failures are heard.
    public func backgroundErrors() -> AsyncStream<SDLError> {
        backgroundErrorBroadcaster.makeStream()
    }

    /// The latest status of `window` (`0`, the main window, by default); `nil` before the head
    /// unit sent one for it or after the app was unregistered.
    public func hmiStatus(window: Int = SDLHMIStatus.mainWindowID) -> SDLHMIStatus? {
        statuses[window]
    }

    /// The main window's HMI level, `nil` before the first OnHMIStatus.
    public var hmiLevel: SDLHMILevel? { statuses[SDLHMIStatus.mainWindowID]?.hmiLevel }

    /// The latest status of every window that has one, by window ID.
    public var hmiStatuses: [Int: SDLHMIStatus] { statuses }

    /// Handles the notifications until the channel ends them or the task is cancelled; then
    /// ends every update stream. When the channel ends while registered, the state becomes
    /// `failed(channelFailed)` (or `unregistered(nil)` during `stop()`), and streams report it first.
    ///
    /// - Throws: `alreadyRunning` when called a second time.
    public func run() async throws(SDLError) {
        guard !isRunning else {
            throw SDLError(code: .alreadyRunning, message: "run() is already running")
        }
        isRunning = true
        let hmi = hmiNotifications
        let language = languageNotifications
        let unregistered = unregisteredNotifications
        await withDiscardingTaskGroup { group in
            group.addTask { for await notification in hmi { await self.handle(notification) } }
            group.addTask { for await notification in language { await self.handle(notification) } }
            group.addTask { for await notification in unregistered { await self.handle(notification) } }
        }
        // The channel ended: a registration still standing is gone with the connection.
        if !Task.isCancelled, machine.state == .ready || machine.state == .unregistering {
            _ = try? transition(.connectionLost(SDLError(
                code: .channelFailed, message: "the connection to the head unit ended while registered")))
        }
        stateBroadcaster.finish()
        hmiBroadcaster.finish()
        languageBroadcaster.finish()
        backgroundErrorBroadcaster.finish()
    }

    /// Moves the state machine and tells the state streams.
    @discardableResult
    func transition(_ event: SDLLifecycleEvent) throws(SDLError) -> SDLLifecycleState {
        let state = try machine.apply(event)
        stateBroadcaster.yield(state)
        return state
    }

    /// Records a window's status and reports a change.
    func record(_ status: SDLHMIStatus) {
        let previous = statuses[status.windowID]
        guard previous != status else { return }
        statuses[status.windowID] = status
        hmiBroadcaster.yield(SDLHMIStatusChange(windowID: status.windowID, previous: previous, current: status))
    }

    /// Forgets every window's status (the app is not registered any more).
    func forgetHMIStatuses() {
        let old = statuses.sorted { $0.key < $1.key }
        statuses.removeAll()
        for (window, status) in old {
            hmiBroadcaster.yield(SDLHMIStatusChange(windowID: window, previous: status, current: nil))
        }
    }
}
