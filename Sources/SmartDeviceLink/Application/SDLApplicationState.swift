public import SDLRPC

/// Where an ``SDLApplication`` stands with the head unit, like `UIApplication.State` (SDL-0156).
///
/// Only the main window's HMI level (window 0) decides the state; other windows do not.
///
/// ```swift
/// switch application.applicationState {
/// case .active, .limited: print("on screen")
/// case .background, .notRunning: print("registered, not on screen")
/// case .disconnected: print("no head unit")
/// case .failed: print("gave up:", application.lastError?.description ?? "")
/// }
/// ```
public enum SDLApplicationState: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// HMI level FULL: the app is on the head unit's screen and the user works with it.
    case active
    /// HMI level LIMITED: the app is partly visible (e.g. a media app while navigation shows).
    case limited
    /// HMI level BACKGROUND: the app runs but is not visible.
    case background
    /// HMI level NONE: registered, but not launched by the user.
    case notRunning
    /// Not connected to a head unit, or not registered with it.
    case disconnected
    /// Not connected, and not trying any more: connecting or registering failed for good (see
    /// `SDLError.isPermanentConnectionFailure`) or the reconnect policy gave up. The failure is in
    /// ``SDLApplication/lastError`` and came as ``SDLApplicationEvent/didFailToConnect(_:)``;
    /// ``SDLApplication/start()`` tries again.
    case failed

    /// The state an HMI level stands for; `nil` for a level this library does not know.
    public init?(hmiLevel: SDLHMILevel) {
        switch hmiLevel {
        case .full: self = .active
        case .limited: self = .limited
        case .background: self = .background
        case .none: self = .notRunning
        case .unrecognized: return nil
        }
    }

    /// Whether the app's screen is shown (FULL or LIMITED): the top view controller is visible.
    public var isVisible: Bool { self == .active || self == .limited }

    /// Whether the app is registered with a head unit (any state but ``disconnected`` and ``failed``).
    public var isConnected: Bool { self != .disconnected && self != .failed }

    /// The state's name, e.g. `active`.
    public var description: String {
        switch self {
        case .active: "active"
        case .limited: "limited"
        case .background: "background"
        case .notRunning: "notRunning"
        case .disconnected: "disconnected"
        case .failed: "failed"
        }
    }
}
