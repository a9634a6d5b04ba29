import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The presentation rules every overlay shares, before any RPC: who may present, and the store.
@Suite("Presenting overlays: who may, and the store", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct OverlayPresentationTests {
    @Test("a controller that is not the top one gets notTopViewController, once, and nothing is stored")
    func onlyTopPresents() async throws {
        let root = SDLViewController()
        let manager = SDLViewControllerManager(mode: .stack, rootViewController: root)
        manager.push(SDLViewController())
        var results: [Result<SDLOverlayResult, SDLOverlayError>] = []
        root.presentOverlayController(SDLOverlayController()) { results.append($0) }
        #expect(results.count == 1)
        if case .failure(let error)? = results.first { #expect(error.code == .notTopViewController) } else { Issue.record("expected a failure") }
        #expect(manager.overlayControllers.isEmpty)
        // A controller in no manager cannot present either.
        await #expect(throws: SDLOverlayError.self) { try await SDLViewController().presentOverlayController(SDLOverlayController()) }
    }

    @Test("the top controller of an app that is not registered gets notConnected")
    func notConnected() async throws {
        let root = SDLViewController()
        let application = SDLApplication(
            configuration: SDLApplication.Configuration(appName: "Offline", appID: "offline", reconnectPolicy: .never),
            rootViewController: root, delegate: nil)
        let error = await #expect(throws: SDLOverlayError.self) { try await root.presentOverlayController(SDLOverlayController()) }
        #expect(error?.code == .notConnected)
        #expect(application.viewControllerManager.presentedOverlayController == nil)
    }

    @Test("on a registered app an overlay without an RPC ends with invalidOverlay and leaves the store")
    func baseOverlayIsInvalid() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let overlay = SDLOverlayController()
            let error = await #expect(throws: SDLOverlayError.self) { try await root.presentOverlayController(overlay) }
            #expect(error?.code == .invalidOverlay)
            #expect(!overlay.isPresented)
            #expect(harness.application.viewControllerManager.overlayControllers.isEmpty)
            await harness.stop()
        }
    }

    @Test("duration rules: above max → max, below min → min, zero optional → omitted, zero mandatory → max")
    func durationRules() {
        let alert = SDLAlert.Parameters.duration
        let maximum = Int(alert.maxValue ?? 0)
        let minimum = Int(alert.minValue ?? 0)
        #expect(SDLOverlayDuration.milliseconds(.milliseconds(maximum + 1), for: alert) == maximum)
        #expect(SDLOverlayDuration.milliseconds(.milliseconds(maximum), for: alert) == maximum)
        #expect(SDLOverlayDuration.milliseconds(.milliseconds(minimum), for: alert) == minimum)
        #expect(SDLOverlayDuration.milliseconds(.milliseconds(minimum - 1), for: alert) == minimum)
        #expect(SDLOverlayDuration.milliseconds(.zero, for: alert) == nil)
        let audio = SDLPerformAudioPassThru.Parameters.maxDuration
        #expect(audio.isMandatory)
        #expect(SDLOverlayDuration.milliseconds(.zero, for: audio) == audio.maxValue.map { Int($0) })
        #expect(SDLOverlayDuration.milliseconds(.seconds(Int64.max), for: audio) == audio.maxValue.map { Int($0) })
    }
}
