import SDLRPC

/// What happens to a registration; the input of `SDLLifecycleStateMachine`.
enum SDLLifecycleEvent: Hashable, Sendable {
    /// RegisterAppInterface is about to be sent.
    case registrationStarted
    /// The head unit accepted the registration (and the app accepted the negotiated version).
    case registrationSucceeded
    /// The registration did not succeed.
    case registrationFailed(SDLError)
    /// `stop()` is about to send UnregisterAppInterface.
    case unregistrationStarted
    /// The UnregisterAppInterface exchange ended.
    case unregistrationFinished
    /// The head unit sent OnAppInterfaceUnregistered.
    case unregisteredByHeadUnit(SDLAppInterfaceUnregisteredReason)
    /// The channel ended (the connection dropped) without an OnAppInterfaceUnregistered.
    case connectionLost(SDLError)
}

/// The lifecycle's states and their transition table, as a plain value.
///
/// | state \ event | registrationStarted | registrationSucceeded | registrationFailed(e) | unregistrationStarted | unregistrationFinished | unregisteredByHeadUnit(r) | connectionLost(e) |
/// |---|---|---|---|---|---|---|---|
/// | idle | registering | – | – | – | – | – | – |
/// | registering | – | ready | failed(e) | – | – | unregistered(r) | – |
/// | ready | – | – | – | unregistering | – | unregistered(r) | failed(e) |
/// | unregistering | – | – | – | – | unregistered(nil) | unregistered(r) | unregistered(nil) |
/// | unregistered | registering | – | – | – | – | – | – |
/// | failed | registering | – | – | – | – | – | – |
///
/// A lost connection while registering is left to the pending RegisterAppInterface, whose
/// failure moves to `failed(e)`.
///
/// "–" is illegal: `apply` throws and the state stays as it was.
struct SDLLifecycleStateMachine: Hashable, Sendable {
    /// The current state.
    private(set) var state: SDLLifecycleState = .idle

    /// The state `event` leads to from `state`, or `nil` when the table has no entry.
    static func transition(from state: SDLLifecycleState, on event: SDLLifecycleEvent) -> SDLLifecycleState? {
        switch (state, event) {
        case (.idle, .registrationStarted), (.unregistered, .registrationStarted), (.failed, .registrationStarted):
            return .registering
        case (.registering, .registrationSucceeded):
            return .ready
        case (.registering, .registrationFailed(let error)):
            return .failed(error)
        case (.ready, .unregistrationStarted):
            return .unregistering
        case (.unregistering, .unregistrationFinished), (.unregistering, .connectionLost):
            return .unregistered(reason: nil)
        case (.ready, .connectionLost(let error)):
            return .failed(error)
        case (.registering, .unregisteredByHeadUnit(let reason)),
             (.ready, .unregisteredByHeadUnit(let reason)),
             (.unregistering, .unregisteredByHeadUnit(let reason)):
            return .unregistered(reason: reason)
        default:
            return nil
        }
    }

    /// Moves to the state the table gives for `event`.
    ///
    /// - Throws: `SDLError` with code `illegalTransition` when the table has no entry.
    @discardableResult
    mutating func apply(_ event: SDLLifecycleEvent) throws(SDLError) -> SDLLifecycleState {
        guard let next = Self.transition(from: state, on: event) else {
            throw SDLError(code: .illegalTransition, message: "cannot handle \(event) in state \(state)")
        }
        state = next
        return next
    }
}
