import SDLHeadUnit
import SDLTestSupport
import Testing

/// `SDLHeadUnit.withRunning` from main-actor code (an app's tests, a SwiftUI preview): the body runs
/// on the caller's actor, so it may use that actor's state — this file compiles only if it does.
@Suite("The emulator from the main actor", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct HeadUnitWithRunningTests {
    var ports: [Int] = []

    @Test("withRunning's body runs on the main actor and may change its state; afterwards calls fail with stopped, never hang")
    mutating func bodyOnTheMainActor() async throws {
        var configuration = SDLHeadUnitConfiguration()
        configuration.port = 0
        let headUnit = try await SDLHeadUnit.withRunning(configuration) { headUnit in
            MainActor.assertIsolated()
            ports.append(headUnit.port)
            return headUnit
        }
        #expect(ports.count == 1 && ports[0] > 0)
        // Stopped: calls fail with `stopped` at once (its loop is gone), and a second stop is harmless.
        await headUnit.stop()
        let error = await #expect(throws: SDLHeadUnitError.self) { try await headUnit.snapshot() }
        #expect(error?.code == "stopped")
    }
}
