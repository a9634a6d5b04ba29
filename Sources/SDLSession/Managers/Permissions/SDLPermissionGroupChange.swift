public import SDLRPC

/// What a permission observer receives: the group's RPCs now, at the current HMI level.
public struct SDLPermissionGroupChange: Hashable, Sendable {
    /// Each RPC of the group with whether it is allowed now.
    public var allowed: [String: Bool]
    /// The group as a whole.
    public var status: SDLPermissionGroupStatus
    /// The main window's HMI level the answer is for (`nil` before the first OnHMIStatus).
    public var hmiLevel: SDLHMILevel?

    /// Creates a change.
    public init(allowed: [String: Bool], status: SDLPermissionGroupStatus, hmiLevel: SDLHMILevel?) {
        self.allowed = allowed
        self.status = status
        self.hmiLevel = hmiLevel
    }
}
