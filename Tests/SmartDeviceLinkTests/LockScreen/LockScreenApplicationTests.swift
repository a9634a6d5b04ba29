import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// The application's lock screen follows its registrations: OFF until active, OPTIONAL with the
/// driver not distracted, REQUIRED while distracted, OFF again once disconnected.
@Suite("Lock screen in the application", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct LockScreenApplicationTests {
    @Test("OFF → OPTIONAL (FULL, DD_OFF) → REQUIRED (DD_ON) → OFF after stopping")
    func followsTheApplication() async throws {
        try await Emulator.run { headUnit in
            let harness = AppHarness(headUnit: headUnit)
            #expect(harness.application.lockScreen.status.level == .off)
            try await harness.startActive()
            try await waitUntil("OPTIONAL") { harness.application.lockScreen.status.level == .optional }
            try await headUnit.setDriverDistraction(.ddOn)
            try await waitUntil("REQUIRED") { harness.application.lockScreen.status.level == .required }
            #expect(harness.application.lockScreen.status.showsLockScreen)
            await harness.stop()
            #expect(harness.application.lockScreen.status.level == .off)
        }
    }
}
