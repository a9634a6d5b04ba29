import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The presentation rules every overlay shares, before any RPC: who may present, and the store.
@Suite("Presenting overlays: who may, and the store", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct OverlayPresentationTests {
    @Test("a controller below the top presents too; an overlay and a controller in no manager get typed errors, once")
    func whoPresents() async throws {
        let root = SDLViewController()
        let manager = SDLViewControllerManager(mode: .stack, rootViewController: root)
        manager.push(SDLViewController())
        // Below the top: accepted (here it fails only because the manager has no application).
        let belowTop = await #expect(throws: SDLError.self) { try await root.presentOverlayController(EmptyOverlay()) }
        #expect(belowTop?.code == .notConnected)
        // An overlay presents nothing and shows no controllers.
        let overlay = EmptyOverlay()
        let fromOverlay = await #expect(throws: SDLError.self) { try await overlay.presentOverlayController(EmptyOverlay()) }
        #expect(fromOverlay?.code == .notAvailableOnOverlay)
        let showFromOverlay = #expect(throws: SDLError.self) { try overlay.showViewController(SDLViewController()) }
        #expect(showFromOverlay?.code == .notAvailableOnOverlay)
        // A controller in no manager cannot present or show.
        let orphan = await #expect(throws: SDLError.self) { try await SDLViewController().presentOverlayController(EmptyOverlay()) }
        #expect(orphan?.code == .notInViewControllerManager)
        let orphanShow = #expect(throws: SDLError.self) { try SDLViewController().showViewController(SDLViewController()) }
        #expect(orphanShow?.code == .notInViewControllerManager)
        // The completion form reports the same error exactly once.
        var results: [Result<AnyOverlayResult, SDLError>] = []
        overlay.presentOverlayController(EmptyOverlay()) { results.append($0.erased()) }
        try await waitUntil("the completion") { !results.isEmpty }
        try await Task.sleep(for: .milliseconds(20))
        #expect(results.count == 1)
        if case .failure(let error)? = results.first { #expect(error.code == .notAvailableOnOverlay) } else { Issue.record("expected a failure") }
        #expect(manager.overlayControllers.isEmpty)
    }

    @Test("the top controller of an app that is not registered gets notConnected")
    func notConnected() async throws {
        let root = SDLViewController()
        let application = SDLApplication(
            configuration: SDLApplication.Configuration(appName: "Offline", appID: "offline", reconnectPolicy: .never),
            rootViewController: root, delegate: nil)
        let error = await #expect(throws: SDLError.self) { try await root.presentOverlayController(EmptyOverlay()) }
        #expect(error?.code == .notConnected)
        let fromApplication = await #expect(throws: SDLError.self) { try await application.presentOverlayController(EmptyOverlay()) }
        #expect(fromApplication?.code == .notConnected)
        #expect(application.viewControllerManager.presentedOverlayController == nil)
    }

    @Test("on a registered app an overlay without an RPC ends with invalidOverlay and leaves the store")
    func baseOverlayIsInvalid() async throws {
        try await Emulator.run { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            let overlay = EmptyOverlay()
            let error = await #expect(throws: SDLError.self) { try await root.presentOverlayController(overlay) }
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

/// An overlay with nothing to present (the base class's presentation).
@MainActor
final class EmptyOverlay: SDLOverlayController, SDLOverlayAnswering {
    typealias Answer = Int
}
