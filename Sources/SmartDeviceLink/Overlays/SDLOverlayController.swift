/// The base of every overlay (SDL-0201): a view controller that puts an overlay RPC — Alert,
/// ScrollableMessage, Slider, PerformAudioPassThru, PerformInteraction — on the head unit,
/// presented by the application or any view controller of its manager.
///
/// ```swift
/// let slider = SDLSliderController(title: "Balance", value: 0, minimumValue: -10, maximumValue: 10)
/// let result = try await presentOverlayController(slider)   // SUCCESS, ABORTED, REJECTED, TIMED_OUT…
/// if let balance = result.answer { speakers.balance = balance }
/// ```
///
/// The presentation ends exactly once: with the head unit's answer and the overlay's typed answer
/// (``SDLOverlayAnswering``), or with an `SDLError` when none came (a disconnect, a timeout, a
/// cancellation before sending). Cancelling the task that awaits it cancels the overlay on the
/// head unit (CancelInteraction). ``duration`` is clamped to the spec's limits of the RPC's
/// parameter (see ``SDLOverlayDuration``).
///
/// As a view controller (SDL-0201): its ``SDLViewController/view`` (optional) is composited over
/// the presenting screen by the ``SDLView/isOpaque`` rules while it is presented;
/// ``SDLViewController/viewWillAppear()`` and ``SDLViewController/viewDidAppear()`` run when the
/// presentation starts (before its RPC is sent), ``SDLViewController/viewWillDisappear()`` and
/// ``SDLViewController/viewDidDisappear()`` when it ends. An overlay cannot show view controllers
/// or present overlays of its own: those calls throw `notAvailableOnOverlay`.
///
/// The library's overlay controllers are the only kinds; the class is not open for subclassing.
@MainActor
public class SDLOverlayController: SDLViewController {
    /// How long the overlay stays on the head unit; `.zero` lets the head unit decide (or, for a
    /// mandatory parameter, the spec's maximum). Clamped to the spec's range when sent.
    public let duration: Duration

    /// Whether the overlay is presented now (from the presenting call until it ends).
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
    init(duration: Duration = .zero) {
        self.duration = duration
        super.init()
    }

    /// Ends the overlay early. On the head unit, with CancelInteraction (or EndAudioPassThru): the
    /// presentation then ends with the head unit's answer (`ABORTED`). Before its RPC went out, it
    /// ends with `cancelled` and nothing is sent. Does nothing when not presented.
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
    func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        .failure(SDLError(code: .invalidOverlay, message: "\(type(of: self)) has nothing to present"))
    }
}
