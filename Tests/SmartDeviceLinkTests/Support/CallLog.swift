import SmartDeviceLink

/// One ordered log of calls from the delegate, view controllers and the screen, so a test can
/// assert their interleaving.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// The entries since the last `take()`, and forgets them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A delegate that writes every call into `log` (as the event's name) and keeps the typed events
/// and the application state seen at each call.
@MainActor
final class RecordingDelegate: SDLApplicationDelegate {
    let log: CallLog
    private(set) var events: [SDLApplicationEvent] = []
    private(set) var statesAtCall: [SDLApplicationState] = []
    /// The languages the application asked about.
    private(set) var askedLanguages: [SDLLanguage] = []
    /// The answer to the language question.
    var languageAnswer: SDLLifecycleConfigurationUpdate?

    init(log: CallLog = CallLog()) { self.log = log }

    private func record(_ event: SDLApplicationEvent, _ application: SDLApplication) {
        events.append(event)
        statesAtCall.append(application.applicationState)
        log.append(event.description)
    }

    func applicationDidFinishLaunching(_ application: SDLApplication) { record(.didFinishLaunching, application) }
    func applicationDidConnect(_ application: SDLApplication) { record(.didConnect, application) }
    func applicationDidDisconnect(_ application: SDLApplication) { record(.didDisconnect, application) }
    func applicationDidBecomeActive(_ application: SDLApplication) { record(.didBecomeActive, application) }
    func applicationDidBecomeLimited(_ application: SDLApplication) { record(.didBecomeLimited, application) }
    func applicationDidEnterBackground(_ application: SDLApplication) { record(.didEnterBackground, application) }
    func applicationDidClose(_ application: SDLApplication) { record(.didClose, application) }
    func applicationDidBecomeAudible(_ application: SDLApplication) { record(.didBecomeAudible, application) }
    func applicationDidBecomeAttenuated(_ application: SDLApplication) { record(.didBecomeAttenuated, application) }
    func applicationDidBecomeNotAudible(_ application: SDLApplication) { record(.didBecomeNotAudible, application) }
    func applicationDidEnterMainContext(_ application: SDLApplication) { record(.didEnterMainContext, application) }
    func applicationDidEnterVoiceRecognitionSession(_ application: SDLApplication) { record(.didEnterVoiceRecognitionSession, application) }
    func applicationDidEnterMenu(_ application: SDLApplication) { record(.didEnterMenu, application) }
    func applicationDidBecomeObscured(_ application: SDLApplication) { record(.didBecomeObscured, application) }
    func applicationDidDisplayAlert(_ application: SDLApplication) { record(.didDisplayAlert, application) }

    func application(_ application: SDLApplication, willRetryConnecting retry: SDLConnectionRetry) {
        record(.willRetryConnecting(retry), application)
    }
    func application(_ application: SDLApplication, didFailToConnectWithError error: SDLError) {
        record(.didFailToConnect(error), application)
    }

    func application(_ application: SDLApplication, shouldUpdateLifecycleConfigurationTo language: SDLLanguage) -> SDLLifecycleConfigurationUpdate? {
        askedLanguages.append(language)
        return languageAnswer
    }
}

/// A view controller that writes every lifecycle call into `log` as `name.call`.
@MainActor
final class RecordingViewController: SDLViewController {
    let name: String
    let log: CallLog
    /// Runs inside `viewDidLoad`.
    var onViewDidLoad: ((RecordingViewController) -> Void)?

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func loadView() {
        log.append("\(name).loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        log.append("\(name).viewDidLoad")
        onViewDidLoad?(self)
    }
    override func viewWillAppear() { log.append("\(name).viewWillAppear") }
    override func viewDidAppear() { log.append("\(name).viewDidAppear") }
    override func viewWillDisappear() { log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear() { log.append("\(name).viewDidDisappear") }
}
