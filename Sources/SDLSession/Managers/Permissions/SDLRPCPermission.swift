public import SDLRPC

/// The policy's permissions for one RPC, from a `PermissionItem` (protocol.md §C.4).
public struct SDLRPCPermission: Hashable, Sendable {
    /// The RPC, e.g. `Show`.
    public var rpcName: String
    /// HMI levels at which the RPC is allowed.
    public var allowedHMILevels: Set<SDLHMILevel>
    /// HMI levels at which the user refused it (the head unit answers USER_DISALLOWED).
    public var userDisallowedHMILevels: Set<SDLHMILevel>
    /// Parameters the policy allows (e.g. vehicle data names).
    public var allowedParameters: Set<String>
    /// Parameters the user refused.
    public var userDisallowedParameters: Set<String>
    /// Whether the RPC must be sent encrypted (since RPC 6.0), when the head unit said.
    public var requiresEncryption: Bool?

    /// Creates a permission.
    public init(
        rpcName: String,
        allowedHMILevels: Set<SDLHMILevel>,
        userDisallowedHMILevels: Set<SDLHMILevel> = [],
        allowedParameters: Set<String> = [],
        userDisallowedParameters: Set<String> = [],
        requiresEncryption: Bool? = nil
    ) {
        self.rpcName = rpcName
        self.allowedHMILevels = allowedHMILevels
        self.userDisallowedHMILevels = userDisallowedHMILevels
        self.allowedParameters = allowedParameters
        self.userDisallowedParameters = userDisallowedParameters
        self.requiresEncryption = requiresEncryption
    }

    /// The permission a `PermissionItem` describes.
    public init(_ item: SDLPermissionItem) {
        self.init(
            rpcName: item.rpcName,
            allowedHMILevels: Set(item.hmiPermissions.allowed),
            userDisallowedHMILevels: Set(item.hmiPermissions.userDisallowed),
            allowedParameters: Set(item.parameterPermissions.allowed),
            userDisallowedParameters: Set(item.parameterPermissions.userDisallowed),
            requiresEncryption: item.requireEncryption)
    }

    /// Whether the RPC may be sent at `hmiLevel`: listed as allowed and not refused by the user
    /// (a level in both lists counts as refused; the head unit answers USER_DISALLOWED).
    public func isAllowed(at hmiLevel: SDLHMILevel) -> Bool {
        allowedHMILevels.contains(hmiLevel) && !userDisallowedHMILevels.contains(hmiLevel)
    }

    /// Whether `parameter` may be used: listed as allowed and not refused by the user (the
    /// RPC's own HMI-level permission is checked separately).
    public func isParameterAllowed(_ parameter: String) -> Bool {
        allowedParameters.contains(parameter) && !userDisallowedParameters.contains(parameter)
    }
}
