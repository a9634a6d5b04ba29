import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// SDL-0201's two examples against the emulator: under `abort` a second alert aborts the first
/// (example 1); under `reject` it is rejected and the first stays (example 2). The store and
/// `presentedOverlayController` are checked at each step of the proposal.
@Suite("SDL-0201's examples: a second alert", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct OverlayExampleTests {
    @Test("a second alert aborts the first under abort, and is rejected under reject", arguments: SDLOverlayPolicy.allCases)
    func secondAlert(policy: SDLOverlayPolicy) async throws {
        try await OverlayApp.run(policy: policy) { app in
            // 1–3: A1 is presented, stored, and on the HMI.
            let first = SDLAlertController(message: "A1", buttons: [SDLButtonView("OK")])
            let firstDone = app.presentNow(first)
            #expect(app.storeHolds([first]))
            #expect(app.manager.presentedOverlayController === first)
            #expect(try await app.headUnit.nextOverlay(.alert).lines == ["A1"])

            // 4–5: A2 is presented and stored; A1 is still the presented one.
            let second = SDLAlertController(message: "A2", buttons: [SDLButtonView("OK")])
            let secondDone = app.presentNow(second)
            #expect(app.storeHolds([first, second]))
            #expect(app.manager.presentedOverlayController === first)
            _ = try await app.headUnit.nextRequest("Alert")
            _ = try await app.headUnit.nextRequest("Alert")

            switch policy {
            case .abort:
                // 6–8: the HMI aborts A1 and shows A2; A1's completion says ABORTED; A2 is presented.
                #expect(try await firstDone.resultCode() == .aborted)
                #expect(app.storeHolds([second]))
                #expect(app.manager.presentedOverlayController === second)
                #expect(try await app.headUnit.overlay()?.lines == ["A2"])
                #expect(secondDone.results.isEmpty)
                try await app.headUnit.dismissOverlay()
                #expect(try await secondDone.resultCode() == .aborted)
            case .reject:
                // 6–8: the HMI rejects A2 and keeps A1; A2's completion says REJECTED; A1 stays presented.
                #expect(try await secondDone.resultCode() == .rejected)
                #expect(app.storeHolds([first]))
                #expect(app.manager.presentedOverlayController === first)
                #expect(try await app.headUnit.overlay()?.lines == ["A1"])
                #expect(firstDone.results.isEmpty)
                try await app.headUnit.dismissOverlay()
                #expect(try await firstDone.resultCode() == .aborted)
            }
            #expect(app.manager.overlayControllers.isEmpty)
            #expect(app.manager.presentedOverlayController == nil)
        }
    }
}
