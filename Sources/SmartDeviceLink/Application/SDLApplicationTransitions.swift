public import SDLRPC
public import SDLSession

/// SDL-0156's transition table as pure functions: which ``SDLApplicationEvent``s (delegate calls)
/// a change fires, in order.
///
/// | From | To | Calls |
/// |---|---|---|
/// | any level | not connected | didDisconnect |
/// | not connected | NONE | didConnect |
/// | BACKGROUND, LIMITED, FULL | NONE | didClose |
/// | not connected | BACKGROUND | didConnect, didFinishLaunching, didEnterBackground |
/// | NONE | BACKGROUND | didFinishLaunching, didEnterBackground |
/// | LIMITED, FULL | BACKGROUND | didEnterBackground |
/// | not connected | LIMITED | didConnect, didFinishLaunching, didBecomeLimited |
/// | NONE | LIMITED | didFinishLaunching, didBecomeLimited |
/// | BACKGROUND, FULL | LIMITED | didBecomeLimited |
/// | not connected | FULL | didConnect, didFinishLaunching, didBecomeActive |
/// | NONE | FULL | didFinishLaunching, didBecomeActive |
/// | BACKGROUND, LIMITED | FULL | didBecomeActive |
/// | not connected | failed | didFailToConnect(error) — ``calls(failingWith:from:)`` |
/// | failed | not connected | none (``SDLApplication/start()`` again) |
/// | failed | NONE, BACKGROUND, LIMITED, FULL | as from not connected |
///
/// Staying in a state fires nothing. Audio streaming states and system contexts fire one call each
/// on a change (``calls(audibleFrom:to:)``, ``calls(systemContextFrom:to:)``).
///
/// ```swift
/// SDLApplicationTransitions.calls(from: .notRunning, to: .active)   // [.didFinishLaunching, .didBecomeActive]
/// ```
public enum SDLApplicationTransitions {
    /// The calls a change of application state fires, in order.
    ///
    /// A change to ``SDLApplicationState/failed`` fires nothing here: its event carries the error,
    /// see ``calls(failingWith:from:)``.
    public static func calls(from old: SDLApplicationState, to new: SDLApplicationState) -> [SDLApplicationEvent] {
        guard old != new else { return [] }
        switch (old, new) {
        case (_, .failed), (.failed, .disconnected):
            return []
        case (.failed, _):
            return calls(from: .disconnected, to: new)
        case (_, .disconnected):
            return [.didDisconnect]
        case (.disconnected, _):
            return [.didConnect] + calls(from: .notRunning, to: new)
        case (_, .notRunning):
            return [.didClose]
        case (.notRunning, _):
            return [.didFinishLaunching] + entered(new)
        default:
            return entered(new)
        }
    }

    /// The calls of giving up connecting with `error` from `old`: `didDisconnect` first if the app
    /// was registered, then `didFailToConnect(error)`; nothing when it had failed already.
    ///
    /// ```swift
    /// SDLApplicationTransitions.calls(failingWith: error, from: .disconnected)   // [.didFailToConnect(error)]
    /// ```
    public static func calls(failingWith error: SDLError, from old: SDLApplicationState) -> [SDLApplicationEvent] {
        guard old != .failed else { return [] }
        return calls(from: old, to: .disconnected) + [.didFailToConnect(error)]
    }

    /// The call for a change of the audio streaming state: none when it stays or is unknown.
    public static func calls(audibleFrom old: SDLAudioStreamingState, to new: SDLAudioStreamingState) -> [SDLApplicationEvent] {
        guard old != new else { return [] }
        switch new {
        case .audible: return [.didBecomeAudible]
        case .attenuated: return [.didBecomeAttenuated]
        case .notAudible: return [.didBecomeNotAudible]
        case .unrecognized: return []
        }
    }

    /// The call for a change of the system context: none when it stays or is unknown.
    public static func calls(systemContextFrom old: SDLSystemContext, to new: SDLSystemContext) -> [SDLApplicationEvent] {
        guard old != new else { return [] }
        switch new {
        case .main: return [.didEnterMainContext]
        case .vrsession: return [.didEnterVoiceRecognitionSession]
        case .menu: return [.didEnterMenu]
        case .hmiObscured: return [.didBecomeObscured]
        case .alert: return [.didDisplayAlert]
        case .unrecognized: return []
        }
    }

    /// The call for arriving in a launched state.
    private static func entered(_ state: SDLApplicationState) -> [SDLApplicationEvent] {
        switch state {
        case .active: [.didBecomeActive]
        case .limited: [.didBecomeLimited]
        case .background: [.didEnterBackground]
        case .notRunning, .disconnected, .failed: []
        }
    }
}
