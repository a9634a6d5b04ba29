import SDLTestSupport
import Foundation
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// An application connected to an emulator, with a recording delegate, its event stream and its
/// notifications recorded, and helpers to wait for what a transition fires.
@MainActor
final class AppHarness {
    let application: SDLApplication
    let log: CallLog
    let delegate: RecordingDelegate
    let events: StreamRecorder<SDLApplicationEvent>
    let notificationCenter = NotificationCenter()
    /// The notifications posted, as events, in order.
    private(set) var notified: [SDLApplicationEvent] = []
    private var observers: [any NSObjectProtocol] = []
    /// Every event taken from the stream so far.
    private(set) var streamed: [SDLApplicationEvent] = []

    /// A configuration for `headUnit`'s port; retries fast (tests never wait for backoff).
    static func configuration(
        port: Int, appName: String = "Harness App", isMedia: Bool = false,
        mode: SDLViewControllerManager.Mode = .basic, reconnect: SDLReconnectPolicy = .never
    ) -> SDLApplication.Configuration {
        var configuration = SDLApplication.Configuration(
            appName: appName, appID: appName.lowercased().replacingOccurrences(of: " ", with: "-"),
            isMediaApplication: isMedia, connection: .tcp(port: port), reconnectPolicy: reconnect, viewControllerManagerMode: mode)
        configuration.session = SDLSessionConfiguration.forTests()
        return configuration
    }

    /// Fast retries: 20 ms, then doubling up to 200 ms, fifty times.
    static let fastReconnect = SDLReconnectPolicy.exponentialBackoff(
        maximumAttempts: 50, initialDelay: .milliseconds(20), multiplier: 2, maximumDelay: .milliseconds(200))

    init(
        headUnit: SDLHeadUnit, appName: String = "Harness App", isMedia: Bool = false,
        mode: SDLViewControllerManager.Mode = .basic, reconnect: SDLReconnectPolicy = .never,
        root: SDLViewController? = nil, log: CallLog = CallLog(), connection: SDLConnection? = nil,
        configure: (inout SDLApplication.Configuration) -> Void = { _ in }
    ) {
        self.log = log
        delegate = RecordingDelegate(log: log)
        var configuration = Self.configuration(port: headUnit.port, appName: appName, isMedia: isMedia, mode: mode, reconnect: reconnect)
        if let connection { configuration.connection = connection }
        configure(&configuration)
        application = SDLApplication(
            configuration: configuration,
            rootViewController: root ?? SDLViewController(), delegate: delegate, notificationCenter: notificationCenter)
        // No lock-screen icon fetches: the emulator names Core's default URL on the internet.
        application.lockScreen.fetchesIcon = false
        events = StreamRecorder(application.events())
        for name in SDLApplicationEvent.notificationNames {
            observers.append(notificationCenter.addObserver(forName: name, object: application, queue: nil) { [weak self] note in
                let event = note.userInfo?[SDLApplicationEvent.userInfoKey] as? SDLApplicationEvent
                MainActor.assumeIsolated { if let event { self?.notified.append(event) } }
            })
        }
    }

    /// Starts the application and waits until it registered (`didConnect`).
    func startAndConnect() async throws {
        application.start()
        try await expect([.didConnect])
    }

    /// What a registration on an emulator that activates the app fires: FULL, and audible when the
    /// app is an audio app as Core's `IsAudioApplication` says (media, NAVIGATION, PROJECTION,
    /// COMMUNICATION).
    var activationEvents: [SDLApplicationEvent] {
        let types = application.configuration.lifecycle.appHMITypes ?? []
        let audible = application.configuration.isMediaApplication
            || types.contains { [.navigation, .projection, .communication].contains($0) }
        return [.didConnect, .didFinishLaunching, .didBecomeActive] + (audible ? [.didBecomeAudible] : [])
    }

    /// Starts the application on an emulator that activates it and waits until it is FULL.
    func startActive() async throws {
        application.start()
        try await expect(activationEvents)
    }

    /// ``startActive()``, then waits until the first screen is on the head unit; returns the screen manager.
    func startAndShow() async throws -> SDLScreenManager {
        try await startActive()
        let screen = try #require(application.screenManager)
        try await screen.update()
        return screen
    }

    /// Starts the application, waits until it registered, puts it in FULL with `headUnit` and waits
    /// for that too (`extra`: what else the same OnHMIStatus fires, e.g. `didBecomeAudible`).
    func startAndActivate(_ headUnit: SDLHeadUnit, extra: [SDLApplicationEvent] = []) async throws {
        try await startAndConnect()
        try await headUnit.setHMILevel(.full)
        try await expect([.didFinishLaunching, .didBecomeActive] + extra)
    }

    /// Waits for the next `expected.count` events of the stream and requires them to be exactly
    /// `expected`; then requires the delegate and the notifications to have seen exactly the same
    /// events so far (a transition's events come as one batch, so nothing else slipped in).
    func expect(_ expected: [SDLApplicationEvent], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var received: [SDLApplicationEvent] = []
        for event in expected {
            received.append(try await events.next("\(event)"))
        }
        streamed += received
        #expect(received == expected, sourceLocation: sourceLocation)
        #expect(delegate.events == streamed, "the delegate saw other calls than the stream", sourceLocation: sourceLocation)
        #expect(notified == streamed, "the notifications differ from the stream", sourceLocation: sourceLocation)
    }

    /// Stops the application and removes the observers.
    func stop() async {
        await application.stop()
        for observer in observers { notificationCenter.removeObserver(observer) }
        observers.removeAll()
    }
}
