public import SDLRPC

/// Knows which RPCs and parameters the head unit's policy allows the app, at which HMI level.
///
/// It keeps the table from OnPermissionsChange and the main window's HMI level from
/// OnHMIStatus — the same notifications `SDLLifecycleManager` reads — both subscribed at `init`
/// so nothing sent right after registration is missed. Run `run()` for the connection's lifetime.
public actor SDLPermissionManager {
    let permissionNotifications: AsyncStream<SDLOnPermissionsChange>
    let hmiNotifications: AsyncStream<SDLOnHMIStatus>
    var isRunning = false
    var observers: [Int: Observer] = [:]
    var nextObserverID = 0

    /// The permissions received so far.
    public private(set) var table = SDLPermissionTable()
    /// The main window's HMI level, `nil` before the first OnHMIStatus for it.
    public private(set) var currentHMILevel: SDLHMILevel?
    /// Which RPCs must be encrypted, readable without a hop to the actor (``requiresEncryption(rpc:)``).
    nonisolated let encryption = SDLEncryptionRequirements()

    struct Observer {
        let rpcNames: [String]
        let groupType: SDLPermissionGroupType
        let continuation: AsyncStream<SDLPermissionGroupChange>.Continuation
        var last: SDLPermissionGroupChange
    }

    /// Creates a manager and subscribes to OnPermissionsChange and OnHMIStatus on `channel`.
    public init(channel: any SDLRPCChannel) {
        self.permissionNotifications = channel.notifications(of: SDLOnPermissionsChange.self)
        self.hmiNotifications = channel.notifications(of: SDLOnHMIStatus.self)
    }

    /// Handles the notifications until the channel ends them or the task is cancelled, then ends
    /// the observers' streams. A second call returns at once.
    public func run() async {
        guard !isRunning else { return }
        isRunning = true
        let permissions = permissionNotifications
        let hmi = hmiNotifications
        await withDiscardingTaskGroup { group in
            group.addTask { for await notification in permissions { await self.apply(notification) } }
            group.addTask { for await notification in hmi { await self.apply(notification) } }
        }
        for observer in observers.values { observer.continuation.finish() }
        observers.removeAll()
    }

    /// Applies an OnPermissionsChange and tells the observers whose group changed.
    public func apply(_ notification: SDLOnPermissionsChange) {
        table.apply(notification)
        encryption.update(from: table)
        notifyObservers()
    }

    /// Takes the main window's HMI level from an OnHMIStatus (other windows are ignored).
    public func apply(_ notification: SDLOnHMIStatus) {
        guard (notification.windowID ?? SDLHMIStatus.mainWindowID) == SDLHMIStatus.mainWindowID else { return }
        guard currentHMILevel != notification.hmiLevel else { return }
        currentHMILevel = notification.hmiLevel
        notifyObservers()
    }

    /// Whether `rpcName` may be sent at the current HMI level (`false` before the first OnHMIStatus).
    public func isAllowed(rpc rpcName: String) -> Bool {
        currentHMILevel.map { table.isAllowed(rpc: rpcName, at: $0) } ?? false
    }

    /// Whether `rpcName` may be sent at `hmiLevel`.
    public func isAllowed(rpc rpcName: String, at hmiLevel: SDLHMILevel) -> Bool {
        table.isAllowed(rpc: rpcName, at: hmiLevel)
    }

    /// Whether requests of type `type` may be sent at the current HMI level.
    public func isAllowed<Request: SDLRPCMessage>(_ type: Request.Type) -> Bool {
        isAllowed(rpc: Request.rpcName)
    }

    /// Whether requests of type `type` may be sent at `hmiLevel`.
    public func isAllowed<Request: SDLRPCMessage>(_ type: Request.Type, at hmiLevel: SDLHMILevel) -> Bool {
        isAllowed(rpc: Request.rpcName, at: hmiLevel)
    }

    /// Whether `parameter` of `rpcName` may be used at the current HMI level.
    public func isAllowed(parameter: String, of rpcName: String) -> Bool {
        currentHMILevel.map { table.isAllowed(parameter: parameter, of: rpcName, at: $0) } ?? false
    }

    /// Whether `parameter` of `rpcName` may be used at `hmiLevel`.
    public func isAllowed(parameter: String, of rpcName: String, at hmiLevel: SDLHMILevel) -> Bool {
        table.isAllowed(parameter: parameter, of: rpcName, at: hmiLevel)
    }

    /// Whether every one of `rpcNames` is allowed at the current HMI level.
    public func areAllAllowed(_ rpcNames: [String]) -> Bool {
        groupStatus(of: rpcNames) == .allAllowed
    }

    /// Whether every one of `rpcNames` is allowed at `hmiLevel`.
    public func areAllAllowed(_ rpcNames: [String], at hmiLevel: SDLHMILevel) -> Bool {
        groupStatus(of: rpcNames, at: hmiLevel) == .allAllowed
    }

    /// Whether at least one of `rpcNames` is allowed at the current HMI level.
    public func isAnyAllowed(_ rpcNames: [String]) -> Bool {
        rpcNames.contains { isAllowed(rpc: $0) }
    }

    /// Whether at least one of `rpcNames` is allowed at `hmiLevel`.
    public func isAnyAllowed(_ rpcNames: [String], at hmiLevel: SDLHMILevel) -> Bool {
        rpcNames.contains { isAllowed(rpc: $0, at: hmiLevel) }
    }

    /// How the group `rpcNames` stands at the current HMI level (`unknown` before the first OnHMIStatus).
    public func groupStatus(of rpcNames: [String]) -> SDLPermissionGroupStatus {
        currentHMILevel.map { table.groupStatus(of: rpcNames, at: $0) } ?? .unknown
    }

    /// How the group `rpcNames` stands at `hmiLevel`.
    public func groupStatus(of rpcNames: [String], at hmiLevel: SDLHMILevel) -> SDLPermissionGroupStatus {
        table.groupStatus(of: rpcNames, at: hmiLevel)
    }

    /// Observes the group `rpcNames` at the current HMI level: the stream starts with the current
    /// answer, then gets one whenever the group changes as `groupType` says (permission changes
    /// and HMI level changes both count).
    public func permissionUpdates(
        for rpcNames: [String], groupType: SDLPermissionGroupType = .any
    ) -> AsyncStream<SDLPermissionGroupChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: SDLPermissionGroupChange.self)
        let current = change(for: rpcNames)
        continuation.yield(current)
        observers[nextObserverID] = Observer(rpcNames: rpcNames, groupType: groupType, continuation: continuation, last: current)
        nextObserverID += 1
        return stream
    }

    /// The group's answer now.
    func change(for rpcNames: [String]) -> SDLPermissionGroupChange {
        guard let level = currentHMILevel else {
            return SDLPermissionGroupChange(
                allowed: Dictionary(rpcNames.map { ($0, false) }, uniquingKeysWith: { first, _ in first }),
                status: .unknown, hmiLevel: nil)
        }
        return SDLPermissionGroupChange(
            allowed: table.allowedStatus(of: rpcNames, at: level),
            status: table.groupStatus(of: rpcNames, at: level),
            hmiLevel: level)
    }

    /// Sends each observer the group's new answer when it changed in the way it watches.
    func notifyObservers() {
        for (id, observer) in observers {
            let now = change(for: observer.rpcNames)
            let changed: Bool
            switch observer.groupType {
            case .any: changed = now.allowed != observer.last.allowed || now.status != observer.last.status
            case .allAllowed: changed = (now.status == .allAllowed) != (observer.last.status == .allAllowed)
            }
            guard changed else { continue }
            if case .terminated = observer.continuation.yield(now) {
                observers[id] = nil
            } else {
                observers[id]?.last = now
            }
        }
    }
}
