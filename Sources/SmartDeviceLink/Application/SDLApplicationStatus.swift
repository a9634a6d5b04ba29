import SDLRPC
import SDLSession

/// The application's state, audio state and system context as one value, moved by the main
/// window's HMI status; each move returns the events it fires, in delegate order.
///
/// Order within one OnHMIStatus: the level's calls (``SDLApplicationTransitions``), then the audio
/// state's, then the system context's. Losing the registration (`nil`) fires `didDisconnect` alone
/// and quietly resets audio to NOT_AUDIBLE and the context to MAIN (what a new registration starts
/// with), so a reconnect reports only what differs from that.
struct SDLApplicationStatus: Hashable, Sendable {
    /// The application state.
    private(set) var state: SDLApplicationState = .disconnected
    /// The main window's audio streaming state.
    private(set) var audibleState: SDLAudioStreamingState = .notAudible
    /// The main window's system context.
    private(set) var systemContext: SDLSystemContext = .main

    /// Whether `change` moves the application: only the main window's (ID 0) changes do.
    static func drivesApplication(_ change: SDLHMIStatusChange) -> Bool {
        change.windowID == SDLHMIStatus.mainWindowID
    }

    /// Gives up connecting with `error`: the state becomes ``SDLApplicationState/failed``.
    mutating func fail(_ error: SDLError) -> [SDLApplicationEvent] {
        let events = SDLApplicationTransitions.calls(failingWith: error, from: state)
        state = .failed
        audibleState = .notAudible
        systemContext = .main
        return events
    }

    /// Starts connecting again after a failure: the state goes back to ``SDLApplicationState/disconnected`` quietly.
    mutating func restart() {
        if state == .failed { state = .disconnected }
    }

    /// Takes in the main window's status (`nil`: not registered any more).
    mutating func apply(_ status: SDLHMIStatus?) -> [SDLApplicationEvent] {
        guard let status else {
            guard state != .failed else { return [] }
            let events = SDLApplicationTransitions.calls(from: state, to: .disconnected)
            state = .disconnected
            audibleState = .notAudible
            systemContext = .main
            return events
        }
        var events: [SDLApplicationEvent] = []
        // A level this library does not know keeps the state it had.
        if let next = SDLApplicationState(hmiLevel: status.hmiLevel) {
            events += SDLApplicationTransitions.calls(from: state, to: next)
            state = next
        } else if !state.isConnected {
            events += SDLApplicationTransitions.calls(from: state, to: .notRunning)
            state = .notRunning
        }
        events += SDLApplicationTransitions.calls(audibleFrom: audibleState, to: status.audioStreamingState)
        audibleState = status.audioStreamingState
        events += SDLApplicationTransitions.calls(systemContextFrom: systemContext, to: status.systemContext)
        systemContext = status.systemContext
        return events
    }
}
