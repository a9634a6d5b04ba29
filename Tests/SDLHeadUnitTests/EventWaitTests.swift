import SDLHeadUnit
import SDLTestSupport
import Testing

@Suite("Waiting for the head unit's events")
struct EventWaitTests {
    @Test("a wait that names no timeout waits the configured eventWaitTimeout; a named timeout wins")
    func configuredDefault() async throws {
        try await HeadUnitHarness.run({ $0.eventWaitTimeout = .milliseconds(50) }) { headUnit, _ in
            let started = ContinuousClock.now
            await #expect(throws: SDLHeadUnitError.self) { _ = try await headUnit.nextOverlay() }
            let waited = ContinuousClock.now - started
            #expect(waited >= .milliseconds(50))
            #expect(waited < .seconds(9), "waited \(waited), not the configured 50 ms but the 10-s default")
            do {
                _ = try await headUnit.nextShow(timeout: .milliseconds(120))
                Issue.record("nextShow returned without a Show")
            } catch let error as SDLHeadUnitError {
                #expect(error.message.contains("0.12 seconds"), "\(error.message)")
            }
        }
    }
}
