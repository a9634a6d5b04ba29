public import SDLRPC

/// Every RPC's permissions the head unit has sent so far, by RPC name.
///
/// Each OnPermissionsChange replaces the entries of the RPCs it lists and keeps the others (as
/// sdl_ios does; SDL Core sends the app's whole set each time, so both readings agree there).
public struct SDLPermissionTable: Hashable, Sendable {
    /// Permissions by RPC name.
    public private(set) var permissions: [String: SDLRPCPermission] = [:]
    /// The notification-level `requireEncryption` (since RPC 6.0), when sent.
    public private(set) var requiresEncryption: Bool?
    /// Whether any OnPermissionsChange has been applied.
    public private(set) var hasReceivedPermissions = false

    /// An empty table.
    public init() {}

    /// A table holding what `notification` says.
    public init(_ notification: SDLOnPermissionsChange) {
        apply(notification)
    }

    /// Adds or replaces the RPCs `notification` lists.
    public mutating func apply(_ notification: SDLOnPermissionsChange) {
        for item in notification.permissionItem {
            permissions[item.rpcName] = SDLRPCPermission(item)
        }
        if let encryption = notification.requireEncryption { requiresEncryption = encryption }
        hasReceivedPermissions = true
    }

    /// The permission of `rpcName`, if the policy lists it.
    public subscript(rpcName: String) -> SDLRPCPermission? { permissions[rpcName] }

    /// Whether `rpcName` may be sent at `hmiLevel`; an RPC the policy does not list is not allowed
    /// (the head unit answers DISALLOWED).
    public func isAllowed(rpc rpcName: String, at hmiLevel: SDLHMILevel) -> Bool {
        permissions[rpcName]?.isAllowed(at: hmiLevel) ?? false
    }

    /// Whether `parameter` of `rpcName` may be used at `hmiLevel`: the RPC is allowed there and
    /// the parameter is allowed and not refused by the user.
    public func isAllowed(parameter: String, of rpcName: String, at hmiLevel: SDLHMILevel) -> Bool {
        guard let permission = permissions[rpcName], permission.isAllowed(at: hmiLevel) else { return false }
        return permission.isParameterAllowed(parameter)
    }

    /// Each of `rpcNames` with whether it is allowed at `hmiLevel`.
    public func allowedStatus(of rpcNames: [String], at hmiLevel: SDLHMILevel) -> [String: Bool] {
        Dictionary(rpcNames.map { ($0, isAllowed(rpc: $0, at: hmiLevel)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether all, none or some of `rpcNames` are allowed at `hmiLevel` (`unknown` before any
    /// permissions arrived, or for an empty group).
    public func groupStatus(of rpcNames: [String], at hmiLevel: SDLHMILevel) -> SDLPermissionGroupStatus {
        guard hasReceivedPermissions, !rpcNames.isEmpty else { return .unknown }
        let allowed = rpcNames.filter { isAllowed(rpc: $0, at: hmiLevel) }.count
        if allowed == rpcNames.count { return .allAllowed }
        if allowed == 0 { return .allDisallowed }
        return .mixed
    }

    /// Whether `rpcName` must be encrypted: its item's `requireEncryption` (SDL-0207; the
    /// notification-level flag only says whether any RPC of the app's groups needs it, as in the
    /// peers' permission managers). An RPC without an item, or whose item has no flag, is not.
    public func requiresEncryption(rpc rpcName: String) -> Bool {
        permissions[rpcName]?.requiresEncryption ?? false
    }
}
