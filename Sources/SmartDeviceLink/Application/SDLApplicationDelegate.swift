public import SDLSession
public import SDLRPC

/// What an app hears from its ``SDLApplication``, like `UIApplicationDelegate` (SDL-0156).
///
/// Every call runs on the main actor, in the order of ``SDLApplicationTransitions``. Only
/// ``applicationDidFinishLaunching(_:)`` is required; the others do nothing by default.
///
/// ```swift
/// final class AppDelegate: SDLApplicationDelegate {
///     func applicationDidFinishLaunching(_ application: SDLApplication) { print("launched") }
///     func applicationDidBecomeActive(_ application: SDLApplication) { print("on screen") }
///     func application(_ application: SDLApplication, shouldUpdateLifecycleConfigurationTo language: SDLLanguage) -> SDLLifecycleConfigurationUpdate? {
///         language == .deDe ? SDLLifecycleConfigurationUpdate(appName: "Hallo") : nil
///     }
/// }
/// ```
@MainActor
public protocol SDLApplicationDelegate: AnyObject {
    /// The app left HMI level NONE for the first time since it connected or was closed.
    func applicationDidFinishLaunching(_ application: SDLApplication)
    /// The app registered with a head unit.
    func applicationDidConnect(_ application: SDLApplication)
    /// The app lost its registration (connection dropped, unregistered, or stopped).
    func applicationDidDisconnect(_ application: SDLApplication)
    /// The app entered HMI level FULL.
    func applicationDidBecomeActive(_ application: SDLApplication)
    /// The app entered HMI level LIMITED.
    func applicationDidBecomeLimited(_ application: SDLApplication)
    /// The app entered HMI level BACKGROUND.
    func applicationDidEnterBackground(_ application: SDLApplication)
    /// The app went back to HMI level NONE while connected.
    func applicationDidClose(_ application: SDLApplication)
    /// The app's audio became audible.
    func applicationDidBecomeAudible(_ application: SDLApplication)
    /// The app's audio became attenuated.
    func applicationDidBecomeAttenuated(_ application: SDLApplication)
    /// The app's audio became inaudible.
    func applicationDidBecomeNotAudible(_ application: SDLApplication)
    /// The system context became MAIN.
    func applicationDidEnterMainContext(_ application: SDLApplication)
    /// The system context became VRSESSION.
    func applicationDidEnterVoiceRecognitionSession(_ application: SDLApplication)
    /// The system context became MENU.
    func applicationDidEnterMenu(_ application: SDLApplication)
    /// The system context became HMI_OBSCURED.
    func applicationDidBecomeObscured(_ application: SDLApplication)
    /// The system context became ALERT.
    func applicationDidDisplayAlert(_ application: SDLApplication)
    /// A connection or registration attempt failed for a reason that may pass; the application
    /// tries again after `retry.delay`.
    func application(_ application: SDLApplication, willRetryConnecting retry: SDLConnectionRetry)
    /// The application stopped connecting: `error` says why (a permanent failure, see
    /// `SDLError.isPermanentConnectionFailure`, or the last one before the reconnect policy gave
    /// up). The state is ``SDLApplicationState/failed``; ``SDLApplication/start()`` tries again.
    func application(_ application: SDLApplication, didFailToConnectWithError error: SDLError)
    /// The head unit speaks `language`, which differs from the registered one: names to register
    /// in that language (sent with ChangeRegistration), or `nil` to keep the current ones. It may
    /// suspend (look the names up, ask a server); the lifecycle waits without blocking a thread,
    /// and a synchronous implementation satisfies it too.
    func application(_ application: SDLApplication, shouldUpdateLifecycleConfigurationTo language: SDLLanguage) async -> SDLLifecycleConfigurationUpdate?
}

extension SDLApplicationDelegate {
    /// Does nothing.
    public func applicationDidConnect(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidDisconnect(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidBecomeLimited(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidClose(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidBecomeAudible(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidBecomeAttenuated(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidBecomeNotAudible(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidEnterMainContext(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidEnterVoiceRecognitionSession(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidEnterMenu(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidBecomeObscured(_ application: SDLApplication) {}
    /// Does nothing.
    public func applicationDidDisplayAlert(_ application: SDLApplication) {}
    /// Does nothing: the event is in ``SDLApplication/events()`` too.
    public func application(_ application: SDLApplication, willRetryConnecting retry: SDLConnectionRetry) {}
    /// Does nothing: the error is in ``SDLApplication/lastError`` and ``SDLApplication/events()`` too.
    public func application(_ application: SDLApplication, didFailToConnectWithError error: SDLError) {}
    /// Keeps the current names: returns `nil`.
    public func application(_ application: SDLApplication, shouldUpdateLifecycleConfigurationTo language: SDLLanguage) -> SDLLifecycleConfigurationUpdate? { nil }
}

extension SDLApplicationEvent {
    /// Makes the delegate call this event stands for.
    @MainActor
    func deliver(to delegate: any SDLApplicationDelegate, from application: SDLApplication) {
        switch self {
        case .didFinishLaunching: delegate.applicationDidFinishLaunching(application)
        case .didConnect: delegate.applicationDidConnect(application)
        case .didDisconnect: delegate.applicationDidDisconnect(application)
        case .didBecomeActive: delegate.applicationDidBecomeActive(application)
        case .didBecomeLimited: delegate.applicationDidBecomeLimited(application)
        case .didEnterBackground: delegate.applicationDidEnterBackground(application)
        case .didClose: delegate.applicationDidClose(application)
        case .didBecomeAudible: delegate.applicationDidBecomeAudible(application)
        case .didBecomeAttenuated: delegate.applicationDidBecomeAttenuated(application)
        case .didBecomeNotAudible: delegate.applicationDidBecomeNotAudible(application)
        case .didEnterMainContext: delegate.applicationDidEnterMainContext(application)
        case .didEnterVoiceRecognitionSession: delegate.applicationDidEnterVoiceRecognitionSession(application)
        case .didEnterMenu: delegate.applicationDidEnterMenu(application)
        case .didBecomeObscured: delegate.applicationDidBecomeObscured(application)
        case .didDisplayAlert: delegate.applicationDidDisplayAlert(application)
        case .willRetryConnecting(let retry): delegate.application(application, willRetryConnecting: retry)
        case .didFailToConnect(let error): delegate.application(application, didFailToConnectWithError: error)
        }
    }
}
