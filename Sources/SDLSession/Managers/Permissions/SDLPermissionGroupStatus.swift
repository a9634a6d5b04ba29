/// How a group of RPCs stands at an HMI level.
public enum SDLPermissionGroupStatus: Hashable, Sendable {
    /// Every RPC of the group is allowed.
    case allAllowed
    /// No RPC of the group is allowed.
    case allDisallowed
    /// Some are allowed, some not.
    case mixed
    /// Not known yet: no permissions or no HMI level received (or the group is empty).
    case unknown
}
