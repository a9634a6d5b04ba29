import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// For the audio input and interaction tests: an app in FULL on an emulator, presenting overlays
/// from its root view controller and collecting every completion call.
@MainActor
final class InteractionFixture {
    let headUnit: SDLHeadUnit
    let root = SDLViewController()
    let harness: AppHarness
    /// Every completion call of ``present(_:)``, in order.
    private(set) var results: [Result<AnyOverlayResult, SDLError>] = []

    private init(headUnit: SDLHeadUnit) {
        self.headUnit = headUnit
        harness = AppHarness(headUnit: headUnit, root: root)
    }

    /// Runs `body` with an app registered and active on an emulator set up by `configure`.
    static func run(
        _ configure: (inout SDLHeadUnitConfiguration) -> Void = { _ in },
        _ body: (InteractionFixture) async throws -> Void
    ) async throws {
        try await Emulator.run(configure) { headUnit in
            let fixture = InteractionFixture(headUnit: headUnit)
            try await fixture.harness.startActive()
            do {
                try await body(fixture)
            } catch {
                await fixture.harness.stop()
                throw error
            }
            await fixture.harness.stop()
        }
    }

    /// Presents `overlay` from the root; its completion calls go to ``results``.
    func present<Overlay: SDLOverlayAnswering>(_ overlay: Overlay) {
        root.presentOverlayController(overlay) { [weak self] in self?.results.append($0.erased()) }
    }

    /// Presents `overlay` and waits until the head unit shows it as `kind`.
    func show<Overlay: SDLOverlayAnswering>(_ overlay: Overlay, as kind: SDLOverlay.Kind) async throws {
        present(overlay)
        _ = try await headUnit.nextOverlay(kind)
    }

    /// Waits (real time, at most 30 s, scaled) until ``results`` has `count` entries and returns the last.
    func result(count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Result<AnyOverlayResult, SDLError> {
        _ = await eventually(timeout: .seconds(30)) { results.count >= count }
        #expect(results.count == count, "completion calls", sourceLocation: sourceLocation)
        return try #require(results.last, sourceLocation: sourceLocation)
    }

    /// The head unit's answer of the last completion, or a recorded issue.
    func resultCode(count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) async throws -> SDLResult? {
        switch try await result(count: count, sourceLocation: sourceLocation) {
        case .success(let answer): return answer.resultCode
        case .failure(let error):
            Issue.record("the overlay failed: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The error of the last completion, or a recorded issue.
    func error(count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) async throws -> SDLError? {
        switch try await result(count: count, sourceLocation: sourceLocation) {
        case .success(let answer):
            Issue.record("expected a failure, got \(answer.resultCode)", sourceLocation: sourceLocation)
            return nil
        case .failure(let error): return error
        }
    }

    /// Requires that no request named `function` reaches the head unit within 300 ms.
    func expectNoRequest(_ function: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        await #expect(throws: (any Error).self, "no \(function) expected", sourceLocation: sourceLocation) {
            try await self.headUnit.nextRequest(function, timeout: .milliseconds(300))
        }
    }
}
