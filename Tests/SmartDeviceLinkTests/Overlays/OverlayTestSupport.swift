import SDLTestSupport
import SDLHeadUnit
@testable import SmartDeviceLink
import Testing

/// An app in FULL on the emulator (manual clock), for presenting overlays from its root controller.
@MainActor
struct OverlayApp {
    let headUnit: SDLHeadUnit
    let root: SDLViewController
    let harness: AppHarness

    /// The app's view controller manager (its overlay store).
    var manager: SDLViewControllerManager { harness.application.viewControllerManager }

    /// Runs `body` with an app registered and active on an emulator with `profile` and `policy`.
    static func run(
        profile: SDLDisplayProfile = .media4Line, policy: SDLOverlayPolicy = .abort,
        _ body: (OverlayApp) async throws -> Void
    ) async throws {
        try await Emulator.run(profile: profile, { $0.overlayPolicy = policy }) { headUnit in
            let root = SDLViewController()
            let harness = AppHarness(headUnit: headUnit, root: root)
            try await harness.startActive()
            try await body(OverlayApp(headUnit: headUnit, root: root, harness: harness))
            await harness.stop()
        }
    }

    /// Whether the manager's store holds exactly `overlays`, in order.
    func storeHolds(_ overlays: [SDLOverlayController]) -> Bool {
        manager.overlayControllers.map(ObjectIdentifier.init) == overlays.map(ObjectIdentifier.init)
    }

    /// Presents `overlay` from the root controller, recording its completions in the returned log.
    func present<Overlay: SDLOverlayAnswering>(_ overlay: Overlay) -> OverlayCompletions {
        let completions = OverlayCompletions()
        root.presentOverlayController(overlay) { completions.results.append($0.erased()) }
        return completions
    }

    /// Presents `overlay` (any kind) through the manager's store at once — synchronously, as the
    /// typed forms do in their first step — recording its end in the returned log.
    func presentNow(_ overlay: SDLOverlayController) -> OverlayCompletions {
        let completions = OverlayCompletions()
        manager.startPresenting(SDLOverlayStoreItem(controller: overlay) { result in
            completions.results.append(result.map { AnyOverlayResult(resultCode: $0.resultCode, info: $0.info, answer: $0.answer) })
        })
        return completions
    }

    /// The next request named `function` the head unit received, decoded as `Request`.
    func nextRequest<Request: SDLRequest>(_ type: Request.Type, timeout: Duration? = nil) async throws -> Request {
        let request = try await headUnit.nextRequest(Request.rpcName, timeout: timeout)
        return try Request(json: .object(request.parameters))
    }

    /// Whether the head unit received no request named `function` within a short while.
    func receivesNoRequest(_ function: String) async -> Bool {
        (try? await headUnit.nextRequest(function, timeout: .milliseconds(300))) == nil
    }
}

/// The completions one presentation got, in order.
@MainActor
final class OverlayCompletions {
    var results: [Result<AnyOverlayResult, SDLError>] = []

    /// Waits until the first completion came (up to 10 s) and returns it.
    func next(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Result<AnyOverlayResult, SDLError> {
        try await waitUntil("a completion", sourceLocation: sourceLocation) { !self.results.isEmpty }
        #expect(results.count == 1, "completed \(results.count) times", sourceLocation: sourceLocation)
        return results[0]
    }

    /// The result code of the only completion, failing when it was an error.
    func resultCode(sourceLocation: SourceLocation = #_sourceLocation) async throws -> SDLResult {
        try await next(sourceLocation: sourceLocation).get().resultCode
    }

    /// The error code of the only completion, failing when the head unit answered.
    func errorCode(sourceLocation: SourceLocation = #_sourceLocation) async throws -> SDLError.Code? {
        guard case .failure(let error) = try await next(sourceLocation: sourceLocation) else {
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return nil
        }
        return error.code
    }
}

/// An overlay result with its answer type erased, so tests can collect any overlay's.
typealias AnyOverlayResult = SDLOverlayResult<any Sendable>

extension Result where Failure == SDLError {
    /// The result with its answer type erased.
    func erased<Answer>() -> Result<AnyOverlayResult, SDLError> where Success == SDLOverlayResult<Answer> {
        map { AnyOverlayResult(resultCode: $0.resultCode, info: $0.info, answer: $0.answer) }
    }
}

/// Polls `condition` on the main actor until it holds, for up to 10 s.
@MainActor
func waitUntil(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: @MainActor () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + TestTime.scaled(.seconds(10))
    while !condition() {
        guard clock.now < deadline else {
            Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}
