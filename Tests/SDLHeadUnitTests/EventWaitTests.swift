import SDLHeadUnit
import Testing

@Suite("Waiting for the head unit's events")
struct EventWaitTests {
    @Test("a wait that names no timeout waits the configured eventWaitTimeout; a named timeout wins")
    func configuredDefault() async throws {
        try await HeadUnitHarness.run({ $0.eventWaitTimeout = .milliseconds(50) }) { headUnit, _ in
            // The error names the limit the wait used (no wall-clock measurement: the suite's load may delay any timer).
            do {
                _ = try await headUnit.nextOverlay()
                Issue.record("nextOverlay returned without an overlay")
            } catch let error as SDLHeadUnitError {
                #expect(error.message.contains("0.05 seconds"), "\(error.message)")
            }
            do {
                _ = try await headUnit.nextShow(timeout: .milliseconds(120))
                Issue.record("nextShow returned without a Show")
            } catch let error as SDLHeadUnitError {
                #expect(error.message.contains("0.12 seconds"), "\(error.message)")
            }
        }
    }
}
