import SDLTestSupport
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// The errors of work nobody awaits reach one stream — and the deprecated handlers — for the
/// application's whole life, across reconnects.
@Suite("Unawaited errors across reconnects", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct UnawaitedErrorsTests {
    /// A root screen of one text view on basic-1line, which shows two soft buttons at most.
    static func start(_ headUnit: SDLHeadUnit) async throws -> (AppHarness, SDLViewController, SDLTextView) {
        let text = SDLTextView(fields: ["Root"])
        let root = ViewsViewController([text])
        let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect, root: root)
        return (harness, root, text)
    }

    /// Drops the app and waits until it is registered and FULL again.
    static func reconnect(_ harness: AppHarness, _ headUnit: SDLHeadUnit) async throws {
        try await headUnit.disconnectApp()
        try await harness.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive])
    }

    /// Three buttons where two fit: the automatic update fails with `tooManySoftButtons`.
    static func overfill(_ root: SDLViewController, _ text: SDLTextView) {
        root.view.subviews = [text] + ["1", "2", "3"].map { SDLButtonView($0) }
    }

    @Test("errors() made once hears a failing screen update of the screen manager of a later registration")
    func streamSurvivesReconnect() async throws {
        try await Emulator.run(profile: .basic1Line) { headUnit in
            let (harness, root, text) = try await Self.start(headUnit)
            let log = UnawaitedErrorLog(harness.application.errors())
            let firstScreen = try await harness.startAndShow()
            try await Self.reconnect(harness, headUnit)
            #expect(harness.application.screenManager !== firstScreen)
            Self.overfill(root, text)
            try await waitUntil("the failed update") { log.errors.contains { $0.code == .tooManySoftButtons } }
            let failure = try #require(log.failures.first { $0.error.code == .tooManySoftButtons })
            #expect(failure.feature == .screen)
            await harness.stop()
            log.stop()
        }
    }

    @Test("a ChangeRegistration the head unit refuses after a language change reaches errors() (feature registration)")
    func changeRegistrationFailure() async throws {
        try await Emulator.runInNone { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            // A tab in the name: Core's whitespace check answers INVALID_DATA.
            harness.delegate.languageAnswer = SDLLifecycleConfigurationUpdate(appName: "Hallo\tApp")
            let log = UnawaitedErrorLog(harness.application.errors())
            try await harness.startAndConnect()
            try await headUnit.changeLanguage("DE-DE")
            try await waitUntil("the refused ChangeRegistration") {
                log.failures.contains { $0.rpcName == "ChangeRegistration" && $0.error.resultCode?.rawValue == "INVALID_DATA" }
            }
            #expect(log.failures.allSatisfy { $0.feature == .registration }, "\(log.failures)")
            await harness.stop()
            log.stop()
        }
    }

    @Test("errors() hears the vehicle data refusals of a later registration too")
    func vehicleDataErrorsAfterReconnect() async throws {
        try await Emulator.run({ $0.permissionPolicy = .base4VehicleData }) { headUnit in
            let harness = AppHarness(headUnit: headUnit, reconnect: AppHarness.fastReconnect)
            let log = UnawaitedErrorLog(harness.application.errors())
            try await harness.startActive()
            try await Self.reconnect(harness, headUnit)
            // gearStatus is in no vehicle-data group of the preloaded policy the emulator follows.
            let observation = harness.application.observeVehicleData([.gearStatus]) { _ in }
            try await waitUntil("the refusal") { !log.errors.isEmpty }
            #expect(log.failures.first?.feature == .vehicleData)
            #expect(log.failures.first?.rpcName == "SubscribeVehicleData")
            observation.cancel()
            await harness.stop()
        }
    }

    @available(*, deprecated, message: "exercises the deprecated handlers")
    @Test("the deprecated handlers set once — the screen manager's updateErrorHandler too — still hear errors after a reconnect")
    func deprecatedHandlersSurviveReconnect() async throws {
        try await Emulator.run(profile: .basic1Line) { headUnit in
            let (harness, root, text) = try await Self.start(headUnit)
            let firstScreen = try await harness.startAndShow()
            var screenErrors: [SDLError] = []
            firstScreen.updateErrorHandler = { screenErrors.append($0) }
            try await Self.reconnect(harness, headUnit)
            let secondScreen = try #require(harness.application.screenManager)
            #expect(secondScreen !== firstScreen)
            #expect(secondScreen.updateErrorHandler != nil, "the handler belongs to the application, not to one registration")
            Self.overfill(root, text)
            try await waitUntil("the failed update") { screenErrors.contains { $0.code == .tooManySoftButtons } }
            await harness.stop()
        }
    }
}
