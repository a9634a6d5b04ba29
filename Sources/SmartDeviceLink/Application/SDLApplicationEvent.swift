/// Something that happened to an ``SDLApplication``: one per ``SDLApplicationDelegate`` call, in
/// the order the delegate gets them (SDL-0156).
///
/// The same events arrive three ways, one after the other for each event: the delegate call, a
/// `NotificationCenter` post (``notificationName``, `object` is the application), and every stream
/// from ``SDLApplication/events()``.
///
/// ```swift
/// for await event in application.events() {
///     if event == .didBecomeActive { print("on screen") }
/// }
/// ```
///
/// Two events carry a payload and tell how connecting goes: ``willRetryConnecting(_:)`` after each
/// attempt that failed for a reason that may pass, and ``didFailToConnect(_:)`` when the
/// application gave up (the failure is permanent, or the reconnect policy allows no more
/// attempts); the state is then ``SDLApplicationState/failed``.
public enum SDLApplicationEvent: Hashable, Sendable, CustomStringConvertible {
    /// The app left HMI level NONE for the first time since it connected or was closed.
    case didFinishLaunching
    /// The app registered with a head unit.
    case didConnect
    /// The app lost its registration (the connection dropped, the head unit unregistered it, or
    /// the application stopped).
    case didDisconnect
    /// The app entered HMI level FULL.
    case didBecomeActive
    /// The app entered HMI level LIMITED.
    case didBecomeLimited
    /// The app entered HMI level BACKGROUND.
    case didEnterBackground
    /// The app went back to HMI level NONE while connected (the user or system closed it).
    case didClose
    /// The app's audio became audible.
    case didBecomeAudible
    /// The app's audio became attenuated (played more quietly under another source).
    case didBecomeAttenuated
    /// The app's audio became inaudible.
    case didBecomeNotAudible
    /// The system context became MAIN: nothing covers the app's screen.
    case didEnterMainContext
    /// The system context became VRSESSION: a voice recognition session runs.
    case didEnterVoiceRecognitionSession
    /// The system context became MENU: the app's menu is open.
    case didEnterMenu
    /// The system context became HMI_OBSCURED: something covers the app's screen.
    case didBecomeObscured
    /// The system context became ALERT: an alert shows over the app's screen.
    case didDisplayAlert
    /// A connection or registration attempt failed for a reason that may pass (see
    /// `SDLError.isPermanentConnectionFailure`); the application tries again after the retry's delay.
    case willRetryConnecting(SDLConnectionRetry)
    /// The application stopped connecting: the head unit's answer says retrying cannot help (a
    /// refused app ID, DISALLOWED, an unsupported protocol or RPC version …), or the reconnect
    /// policy allows no more attempts. The state is ``SDLApplicationState/failed`` until ``SDLApplication/start()``.
    case didFailToConnect(SDLError)

    /// The events of state, audio and system context changes: every event without a payload.
    public static let transitionEvents: [SDLApplicationEvent] = [
        .didFinishLaunching, .didConnect, .didDisconnect, .didBecomeActive, .didBecomeLimited, .didEnterBackground,
        .didClose, .didBecomeAudible, .didBecomeAttenuated, .didBecomeNotAudible, .didEnterMainContext,
        .didEnterVoiceRecognitionSession, .didEnterMenu, .didBecomeObscured, .didDisplayAlert,
    ]

    /// The events without a payload, as when the type was `CaseIterable`.
    @available(*, deprecated, renamed: "transitionEvents")
    public static var allCases: [SDLApplicationEvent] { transitionEvents }

    /// The event's name, e.g. `didBecomeActive` (without its payload).
    public var description: String {
        switch self {
        case .didFinishLaunching: "didFinishLaunching"
        case .didConnect: "didConnect"
        case .didDisconnect: "didDisconnect"
        case .didBecomeActive: "didBecomeActive"
        case .didBecomeLimited: "didBecomeLimited"
        case .didEnterBackground: "didEnterBackground"
        case .didClose: "didClose"
        case .didBecomeAudible: "didBecomeAudible"
        case .didBecomeAttenuated: "didBecomeAttenuated"
        case .didBecomeNotAudible: "didBecomeNotAudible"
        case .didEnterMainContext: "didEnterMainContext"
        case .didEnterVoiceRecognitionSession: "didEnterVoiceRecognitionSession"
        case .didEnterMenu: "didEnterMenu"
        case .didBecomeObscured: "didBecomeObscured"
        case .didDisplayAlert: "didDisplayAlert"
        case .willRetryConnecting: "willRetryConnecting"
        case .didFailToConnect: "didFailToConnect"
        }
    }
}
