public import SDLRPC

/// Where the app's registration with the head unit stands.
///
/// The legal moves between these states are the transition table in `SDLLifecycleStateMachine`.
public enum SDLLifecycleState: Hashable, Sendable {
    /// Not started yet.
    case idle
    /// RegisterAppInterface sent (and, after WRONG_LANGUAGE, ChangeRegistration), answer pending.
    case registering
    /// Registered: the app may send RPCs its permissions allow.
    case ready
    /// UnregisterAppInterface sent by `stop()`, answer pending.
    case unregistering
    /// Not registered any more: `reason` is the head unit's (`OnAppInterfaceUnregistered`), or
    /// `nil` when the app unregistered itself with `stop()`.
    case unregistered(reason: SDLAppInterfaceUnregisteredReason?)
    /// Registration did not succeed (rejected, RPC version too low, or the channel failed).
    case failed(SDLError)

    /// Whether the app is registered.
    public var isRegistered: Bool { self == .ready }
}
