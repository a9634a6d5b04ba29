import SDLHeadUnit
import Testing
@testable import SmartDeviceLink

/// An overlay with no RPC: presented until ``SDLOverlayController/cancel()``, then it ends with
/// `cancelled` — enough to put its view on the screen.
@MainActor
final class WaitingOverlay: SDLOverlayController, SDLOverlayAnswering {
    typealias Answer = Int

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        while !isCancelledBeforeSending && !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return .failure(SDLError(code: .cancelled, message: "cancelled by the test"))
    }
}

extension SDLHeadUnit {
    /// The app's screen after the last Show that arrives (at least one, then until none comes for
    /// `quiet`).
    func settledScreen(quiet: Duration = .milliseconds(300)) async throws -> SDLScreenState {
        var screen = try await nextShow().screen
        while let next = try? await nextShow(timeout: quiet) { screen = next.screen }
        return screen
    }
}

extension SDLScreenState {
    /// Main fields 1–4 (`nil` for an empty one).
    var mainFields: [String?] { (1...4).map { self["mainField\($0)"] } }
}
