/// The base of every overlay (SDL-0201): a view controller that puts an overlay RPC — Alert,
/// ScrollableMessage, Slider, PerformAudioPassThru, PerformInteraction — on the head unit, presented
/// by the top view controller.
///
/// ```swift
/// let alert = SDLAlertController(message: "Fuel is low.\nFind a station?", duration: .seconds(8))
/// presentOverlayController(alert) { result in
///     switch result {
///     case .success(let answer): print(answer.resultCode)   // SUCCESS, ABORTED, REJECTED, TIMED_OUT…
///     case .failure(let error): print(error)                // disconnected, notTopViewController…
///     }
/// }
/// ```
///
/// The completion is called exactly once, on the main actor: with the head unit's answer, or with
/// an ``SDLOverlayError`` when none came (a disconnect, a timeout, a cancellation before sending).
/// ``duration`` is clamped to the spec's limits of the RPC's parameter (see ``SDLOverlayDuration``).
///
/// An overlay controller's ``view`` (optional) is shown on the app's screen while it is presented,
/// composited over the presenting controller's view by the ``SDLView/isOpaque`` rules.
@MainActor
open class SDLOverlayController: SDLViewController {
    /// How long the overlay stays on the head unit; `.zero` lets the head unit decide (or, for a
    /// mandatory parameter, the spec's maximum). Clamped to the spec's range when sent.
    public let duration: Duration

    /// Whether the overlay is presented now (from ``SDLViewController/presentOverlayController(_:completion:)``
    /// until its completion).
    public internal(set) var isPresented = false

    /// What ``cancel()`` sends while the overlay is on the head unit (set by the subclass once its
    /// RPC is out): a CancelInteraction for its cancelID, or EndAudioPassThru.
    var cancelAction: (@MainActor () async -> Void)?
    /// Set by ``cancel()`` before the RPC went out: the presentation ends with `cancelled`.
    var isCancelledBeforeSending = false
    /// The manager whose store holds this overlay while it is presented (its view, replaced, is
    /// composited again).
    weak var presentingManager: SDLViewControllerManager?

    /// Creates an overlay shown for `duration`.
    public init(duration: Duration = .zero) {
        self.duration = duration
        super.init()
    }

    /// Ends the overlay early. On the head unit, with CancelInteraction (or EndAudioPassThru): the
    /// completion then gets the head unit's answer (`ABORTED`). Before its RPC went out, the
    /// completion gets `cancelled` and nothing is sent. Does nothing when not presented.
    public func cancel() {
        guard isPresented else { return }
        if let cancelAction {
            Task { await cancelAction() }
        } else {
            isCancelledBeforeSending = true
        }
    }

    /// Sends the overlay's RPC(s) and returns how the head unit ended the overlay. Subclasses
    /// override it (without calling `super`); it runs once per presentation, in a task that ends
    /// with the registration.
    func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayResult, SDLOverlayError> {
        .failure(SDLOverlayError(code: .invalidOverlay, message: "\(type(of: self)) has nothing to present"))
    }
}
