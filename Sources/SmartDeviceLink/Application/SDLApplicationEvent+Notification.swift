public import Foundation

extension SDLApplicationEvent {
    /// The name the event is posted under, SDL-0156's constant name: `SDLApplicationDidBecomeActive`
    /// for ``didBecomeActive`` and so on. The notification's `object` is the application.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(forName: .sdlApplicationDidBecomeActive, object: app, queue: nil) { _ in … }
    /// ```
    public var notificationName: Notification.Name {
        let name = description
        return Notification.Name("SDLApplication" + name.prefix(1).uppercased() + name.dropFirst())
    }

    /// The key of the notification's `userInfo` that holds the event itself, with its payload
    /// (the ``SDLConnectionRetry`` or the `SDLError`).
    ///
    /// ```swift
    /// let event = notification.userInfo?[SDLApplicationEvent.userInfoKey] as? SDLApplicationEvent
    /// ```
    public static let userInfoKey = "SDLApplicationEvent"

    /// Every name the application posts under, one per kind of event.
    public static let notificationNames: [Notification.Name] = transitionEvents.map(\.notificationName) + [
        .sdlApplicationWillRetryConnecting, .sdlApplicationDidFailToConnect,
    ]

    /// The event posted under `name`, if it is one of the application's names of an event without a
    /// payload (read the others from the notification's `userInfo` at ``userInfoKey``).
    public init?(notificationName name: Notification.Name) {
        guard let event = Self.transitionEvents.first(where: { $0.notificationName == name }) else { return nil }
        self = event
    }
}

extension Notification.Name {
    /// ``SDLApplicationEvent/didFinishLaunching``.
    public static let sdlApplicationDidFinishLaunching = SDLApplicationEvent.didFinishLaunching.notificationName
    /// ``SDLApplicationEvent/didConnect``.
    public static let sdlApplicationDidConnect = SDLApplicationEvent.didConnect.notificationName
    /// ``SDLApplicationEvent/didDisconnect``.
    public static let sdlApplicationDidDisconnect = SDLApplicationEvent.didDisconnect.notificationName
    /// ``SDLApplicationEvent/didBecomeActive``.
    public static let sdlApplicationDidBecomeActive = SDLApplicationEvent.didBecomeActive.notificationName
    /// ``SDLApplicationEvent/didBecomeLimited``.
    public static let sdlApplicationDidBecomeLimited = SDLApplicationEvent.didBecomeLimited.notificationName
    /// ``SDLApplicationEvent/didEnterBackground``.
    public static let sdlApplicationDidEnterBackground = SDLApplicationEvent.didEnterBackground.notificationName
    /// ``SDLApplicationEvent/didClose``.
    public static let sdlApplicationDidClose = SDLApplicationEvent.didClose.notificationName
    /// ``SDLApplicationEvent/didBecomeAudible``.
    public static let sdlApplicationDidBecomeAudible = SDLApplicationEvent.didBecomeAudible.notificationName
    /// ``SDLApplicationEvent/didBecomeAttenuated``.
    public static let sdlApplicationDidBecomeAttenuated = SDLApplicationEvent.didBecomeAttenuated.notificationName
    /// ``SDLApplicationEvent/didBecomeNotAudible``.
    public static let sdlApplicationDidBecomeNotAudible = SDLApplicationEvent.didBecomeNotAudible.notificationName
    /// ``SDLApplicationEvent/didEnterMainContext``.
    public static let sdlApplicationDidEnterMainContext = SDLApplicationEvent.didEnterMainContext.notificationName
    /// ``SDLApplicationEvent/didEnterVoiceRecognitionSession``.
    public static let sdlApplicationDidEnterVoiceRecognitionSession = SDLApplicationEvent.didEnterVoiceRecognitionSession.notificationName
    /// ``SDLApplicationEvent/didEnterMenu``.
    public static let sdlApplicationDidEnterMenu = SDLApplicationEvent.didEnterMenu.notificationName
    /// ``SDLApplicationEvent/didBecomeObscured``.
    public static let sdlApplicationDidBecomeObscured = SDLApplicationEvent.didBecomeObscured.notificationName
    /// ``SDLApplicationEvent/didDisplayAlert``.
    public static let sdlApplicationDidDisplayAlert = SDLApplicationEvent.didDisplayAlert.notificationName
    /// ``SDLApplicationEvent/willRetryConnecting(_:)``; the `userInfo` holds the event at ``SDLApplicationEvent/userInfoKey``.
    public static let sdlApplicationWillRetryConnecting = Notification.Name("SDLApplicationWillRetryConnecting")
    /// ``SDLApplicationEvent/didFailToConnect(_:)``; the `userInfo` holds the event at ``SDLApplicationEvent/userInfoKey``.
    public static let sdlApplicationDidFailToConnect = Notification.Name("SDLApplicationDidFailToConnect")
}
