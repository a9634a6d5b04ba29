/// One presented overlay in the view controller manager's store, with its completion; the
/// completion runs exactly once, whichever way the presentation ends.
@MainActor
final class SDLOverlayStoreItem {
    typealias Completion = @MainActor (Result<SDLOverlayOutcome, SDLError>) -> Void

    let controller: SDLOverlayController
    private var completion: Completion?

    init(controller: SDLOverlayController, completion: @escaping Completion) {
        self.controller = controller
        self.completion = completion
    }

    /// Whether the completion has run.
    var isFinished: Bool { completion == nil }

    /// Runs the completion the first time; later calls do nothing.
    func finish(_ result: Result<SDLOverlayOutcome, SDLError>) {
        guard let completion else { return }
        self.completion = nil
        completion(result)
    }
}
