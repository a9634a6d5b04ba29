import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Cancelling the task that awaits an overlay cancels the overlay; cancelling an awaited update
/// withdraws it.
@Suite("Cancellation: awaited overlays and updates", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct OverlayCancellationTests {
    @Test("cancelling the task awaiting an alert sends CancelInteraction for its cancelID; the call returns ABORTED")
    func cancelAwaitedOverlay() async throws {
        try await OverlayApp.run { app in
            let alert = SDLAlertController(message: "Cancel me", buttons: [SDLButtonView("OK")])
            let presentation = Task { try await app.root.presentOverlayController(alert) }
            let sent = try await app.nextRequest(SDLAlert.self)
            let cancelID = try #require(sent.cancelID)
            _ = try await app.headUnit.nextOverlay(.alert)
            presentation.cancel()
            let cancel = try await app.nextRequest(SDLCancelInteraction.self)
            #expect(cancel == SDLCancelInteraction(cancelID: cancelID, functionID: SDLAlert.rpcFunctionID))
            let result = try await presentation.value
            #expect(result.resultCode == .aborted)
            #expect(try await app.headUnit.overlay() == nil, "the alert is gone from the head unit")
            #expect(!alert.isPresented && app.manager.overlayControllers.isEmpty)
        }
    }

    @Test("a task cancelled before the overlay's RPC went out throws cancelled and sends nothing")
    func cancelledBeforeSending() async throws {
        try await OverlayApp.run { app in
            let presentation = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await app.root.presentOverlayController(SDLAlertController(message: "Never shown"))
            }
            let error = await #expect(throws: SDLError.self) { try await presentation.value }
            #expect(error?.code == .cancelled)
            #expect(await app.receivesNoRequest("Alert"))
            #expect(app.manager.overlayControllers.isEmpty)
        }
    }

    @Test("cancelling an awaited update() that waits (app in NONE) withdraws it: cancelled; the views are shown later by an automatic update")
    func cancelWaitingUpdate() async throws {
        try await ScreenHarness.run { context async throws in
            let text = SDLTextView(fields: ["Shown"])
            context.manager.present(SDLView(subviews: [text]), template: nil)
            try await context.manager.update()
            _ = try await context.nextShow()
            try await context.headUnit.setHMILevel(.none)
            try await context.waitForLevel(SDLHMILevel.none)
            text.fields = ["Withdrawn"]
            let update = Task { try await context.manager.update() }
            try await Task.sleep(for: .milliseconds(50))
            update.cancel()
            let error = await #expect(throws: SDLError.self) { try await update.value }
            #expect(error?.code == .cancelled)
            #expect(context.manager.queue.inFlight == nil)
            // The automatic update for the same change is still sent once the app is visible again.
            try await context.headUnit.setHMILevel(.full)
            #expect(try await context.nextShow().mainField1 == "Withdrawn")
        }
    }
}
