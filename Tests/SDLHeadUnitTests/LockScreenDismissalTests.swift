import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The policy's `lock_screen_dismissal_enabled` changed at run time, as a policy table update changes
/// it: Core's `PolicyHandler::OnLockScreenDismissalStateChanged` sends every app OnDriverDistraction
/// with the current state and the new flag; an unchanged flag sends nothing.
@Suite("Lock screen: the dismissal flag changed at run time")
struct LockScreenDismissalTests {
    static let warning = "Swipe down to dismiss, acknowledging that you are not the driver"

    @Test("a new flag: OnDriverDistraction to every app with the current state; the same flag again: nothing")
    func flagChanges() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let first = try await VehicleDataTestApp.inFull(headUnit, appName: "First")
            let second = try await VehicleDataTestApp.registered(headUnit, appName: "Second")
            _ = try await first.notification(FID.onDriverDistraction)
            _ = try await second.notification(FID.onDriverDistraction)
            try await headUnit.setDriverDistraction(.ddOn)
            _ = try await first.notification(FID.onDriverDistraction)
            _ = try await second.notification(FID.onDriverDistraction)
            try await headUnit.setLockScreenDismissalEnabled(false)
            for client in [first, second] {
                let notification = try await client.notification(FID.onDriverDistraction)
                #expect(notification.parameters == ["state": "DD_ON", "lockScreenDismissalEnabled": false])
            }
            try await headUnit.setLockScreenDismissalEnabled(false)
            try await first.sync()
            #expect(!first.pendingRPCs.contains { $0.functionID == FID.onDriverDistraction })
            try await headUnit.setLockScreenDismissalEnabled(true)
            #expect(try await first.notification(FID.onDriverDistraction).parameters == [
                "state": "DD_ON", "lockScreenDismissalEnabled": true, "lockScreenDismissalWarning": .string(Self.warning),
            ])
            // Removed from the policy: both fields go.
            try await headUnit.setLockScreenDismissalEnabled(nil)
            #expect(try await first.notification(FID.onDriverDistraction).parameters == ["state": "DD_ON"])
            #expect(try await headUnit.snapshot().json.objectValue?["lockScreenDismissalEnabled"] == nil)
        }
    }

    @Test("the control line setLockScreenDismissal: true, false or null; anything else is refused")
    func controlLine() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await VehicleDataTestApp.inFull(headUnit)
            _ = try await client.notification(FID.onDriverDistraction)
            let line = try await headUnit.execute(controlLine: #"{"action":"setLockScreenDismissal","enabled":false}"#)
            #expect(line.contains(#""ok":true"#))
            #expect(try await client.notification(FID.onDriverDistraction).parameters["lockScreenDismissalEnabled"] == false)
            let wrong = try await headUnit.execute(controlLine: #"{"action":"setLockScreenDismissal","enabled":"no"}"#)
            #expect(wrong.contains(#""ok":false"#))
            #expect(try await headUnit.snapshot().json.objectValue?["lockScreenDismissalEnabled"] == false)
        }
    }
}
