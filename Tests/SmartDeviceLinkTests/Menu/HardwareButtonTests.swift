import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Hardware buttons against the emulator: one subscription per button however many observe it,
/// presses to the right observer, subscriptions again after a reconnect, and a clear error for a
/// button the head unit lacks.
@Suite("Hardware buttons", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct HardwareButtonTests {
    @Test("one SubscribeButton for the first observer, none while observers change, one UnsubscribeButton after the last")
    func subscriptionsFollowObservers() async throws {
        try await Emulator.run { headUnit in
            let log = SelectionLog()
            let harness = AppHarness(headUnit: headUnit, isMedia: true, mode: .stack)
            harness.application.hardwareButtons = [SDLHardwareButton(.playPause) { event in log.record("app \(event.kind)") }]
            try await Self.startMedia(harness)
            try await waitForSubscribedButtons(headUnit, ["PLAY_PAUSE"])
            var requests = await MenuRequests.take(from: headUnit)
            #expect(requests.functions == ["SubscribeButton"])

            let detail = SDLViewController()
            detail.hardwareButtons = [SDLHardwareButton(.playPause) { event in log.record("detail \(event.kind)") }]
            harness.application.viewControllerManager.push(detail)
            requests = await MenuRequests.take(from: headUnit)
            #expect(requests.isEmpty, "a second observer of a subscribed button sends nothing")
            try await headUnit.pressButton("PLAY_PAUSE")
            try await waitUntil("the top screen's observer") { log.entries == ["detail shortPress"] }
            harness.application.viewControllerManager.pop()
            try await headUnit.pressButton("PLAY_PAUSE", longPress: true)
            try await waitUntil("the app's observer again") { log.entries.last == "app longPress" }

            harness.application.hardwareButtons = []
            try await waitForSubscribedButtons(headUnit, [])
            requests = await MenuRequests.take(from: headUnit)
            #expect(requests.functions == ["UnsubscribeButton"])
            await harness.stop()
        }
    }

    @Test("up/down events only for observers that ask; everything is subscribed again after a reconnect")
    func eventsAndReconnect() async throws {
        try await Emulator.run { headUnit in
            let log = SelectionLog()
            let harness = AppHarness(headUnit: headUnit, isMedia: true, reconnect: AppHarness.fastReconnect)
            harness.application.hardwareButtons = [
                SDLHardwareButton(.seekleft, receivesUpDownEvents: true) { event in log.record("seek \(event.kind)") },
                SDLHardwareButton(.ok) { event in log.record("ok \(event.kind)") },
            ]
            try await Self.startMedia(harness)
            try await waitForSubscribedButtons(headUnit, ["OK", "SEEKLEFT"])
            try await headUnit.pressButton("SEEKLEFT")
            try await waitUntil("down, up and the press") { log.entries.count == 3 }
            #expect(Set(log.entries) == ["seek down", "seek up", "seek shortPress"])
            try await headUnit.pressButton("OK")
            try await waitUntil("the OK press alone") { log.entries.count == 4 }
            #expect(log.entries.last == "ok shortPress")
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
            try await waitForSubscribedButtons(headUnit, ["OK", "SEEKLEFT"])
            await harness.stop()
        }
    }

    @Test("a button the head unit lacks is not subscribed and errors() says which")
    func unsupportedButton() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit, isMedia: true)
            let log = UnawaitedErrorLog(harness.application.errors())
            harness.application.hardwareButtons = [SDLHardwareButton(.navZoomIn) { _ in }, SDLHardwareButton(.ok) { _ in }]
            try await Self.startMedia(harness)
            try await waitForSubscribedButtons(headUnit, ["OK"])
            try await waitUntil("the error") { !log.errors.isEmpty }
            #expect(log.errors.map(\.code) == [.unsupportedButton])
            #expect(log.failures.first?.feature == .hardwareButtons)
            #expect(log.errors.first?.message.contains("NAV_ZOOM_IN") == true)
            #expect(await MenuRequests.take(from: headUnit).functions == ["SubscribeButton"], "nothing is sent for the missing button")
            await harness.stop()
        }
    }

    /// Starts a media app on an emulator that activates it: FULL and audible.
    static func startMedia(_ harness: AppHarness) async throws {
        harness.application.start()
        try await harness.expect([.didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
    }
}
