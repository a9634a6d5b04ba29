import SDLHeadUnit
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Async button handlers run as child tasks of the registration: beside each other, and never
/// past the registration's end.
@Suite("Async button handlers", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct ButtonHandlerTests {
    @Test("an async handler runs beside the next press, and a disconnect cancels it")
    func handlersAreChildTasksOfTheRegistration() async throws {
        try await Emulator.run { headUnit in
            let log = HandlerLog()
            let slow = SDLButtonView("Slow") {
                log.started += 1
                do {
                    try await Task.sleep(for: .seconds(600))
                    log.finished += 1
                } catch {
                    log.cancelled += 1
                }
            }
            let quick = SDLButtonView("Quick") { log.quick += 1 }
            let harness = AppHarness(headUnit: headUnit, root: ViewsViewController([slow, quick]))
            _ = try await harness.startAndShow()
            let slowID = try #require(slow.softButtonID)
            let quickID = try #require(quick.softButtonID)
            try await headUnit.pressSoftButton(slowID)
            try await waitUntil("the slow handler to start") { log.started == 1 }
            try await headUnit.pressSoftButton(quickID)
            try await waitUntil("the quick handler, beside the slow one") { log.quick == 1 }
            #expect(log.cancelled == 0 && log.finished == 0)
            try await headUnit.disconnectApp()
            try await harness.expect([.didDisconnect])
            try await waitUntil("the slow handler to be cancelled with the registration") { log.cancelled == 1 }
            #expect(log.finished == 0)
            await harness.stop()
        }
    }
}

/// What the handlers did.
@MainActor
final class HandlerLog {
    var started = 0
    var finished = 0
    var cancelled = 0
    var quick = 0
}
