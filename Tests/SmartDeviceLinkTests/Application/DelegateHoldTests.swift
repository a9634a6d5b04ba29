import SDLHeadUnit
import SDLTestSupport
@testable import SmartDeviceLink
import Testing

/// The application keeps its delegate while it may call it, so an app need not
/// (`withExtendedLifetime` in the example is gone), and lets it go once stopped.
@Suite("The application's delegate", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct DelegateHoldTests {
    @Test("a delegate nobody else holds hears the application until stop() returns, then is let go; start() holds it again")
    func keptUntilStop() async throws {
        try await Emulator.runInNone { headUnit in
            let log = CallLog()
            var reference: WeakReference?
            let application = SDLApplication(
                configuration: AppHarness.configuration(port: headUnit.port), rootViewController: SDLViewController(),
                delegate: Self.delegate(writingTo: log, watchedBy: &reference))
            application.lockScreen.fetchesIcon = false
            #expect(reference?.object != nil, "kept from the start, before start()")
            let events = StreamRecorder(application.events())
            application.start()
            let connected = try await events.next("didConnect")
            #expect(connected == .didConnect)
            #expect(log.entries == ["didConnect"])
            #expect(application.delegate != nil)
            await application.stop()
            #expect(log.entries == ["didConnect", "didDisconnect"], "the delegate heard the stop too")
            #expect(reference?.object == nil, "a stopped application lets its delegate go (no cycle through it)")
            #expect(application.delegate == nil)
        }
    }

    /// A delegate writing to `log` that nothing but the application holds; `reference` watches it.
    static func delegate(writingTo log: CallLog, watchedBy reference: inout WeakReference?) -> RecordingDelegate {
        let delegate = RecordingDelegate(log: log)
        reference = WeakReference(delegate)
        return delegate
    }

    @Test("a delegate set while running is kept; set to nil, it is let go at once")
    func setWhileRunning() async throws {
        try await Emulator.runInNone { headUnit in
            let application = SDLApplication(
                configuration: AppHarness.configuration(port: headUnit.port), rootViewController: SDLViewController(), delegate: nil)
            application.lockScreen.fetchesIcon = false
            application.start()
            var reference: WeakReference?
            application.delegate = Self.delegate(writingTo: CallLog(), watchedBy: &reference)
            #expect(reference?.object != nil)
            application.delegate = nil
            #expect(reference?.object == nil)
            await application.stop()
        }
    }
}
