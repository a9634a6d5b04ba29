/// When a permission observer hears about a group.
public enum SDLPermissionGroupType: Hashable, Sendable {
    /// Whenever any RPC of the group changes between allowed and not allowed.
    case any
    /// Only when the group as a whole becomes all-allowed or stops being all-allowed.
    case allAllowed
}
