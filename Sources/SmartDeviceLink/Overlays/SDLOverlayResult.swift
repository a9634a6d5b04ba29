/// How the head unit ended an overlay — its result code and words — and the overlay's typed
/// answer: the slider's value in the app's range, the picked value's index, the chosen cell or
/// typed text, the recorded byte count, the alert button pressed.
///
/// A presented overlay always ends with one of these when the head unit answered — `SUCCESS`, or
/// `ABORTED` (another overlay, the user or a cancellation ended it), `REJECTED` (a higher-priority
/// overlay was on screen), `TIMED_OUT`… — and with an `SDLError` when no answer came.
///
/// ```swift
/// let result = try await presentOverlayController(SDLSliderController(title: "Balance", value: 0, minimumValue: -10, maximumValue: 10))
/// if let balance = result.answer { speakers.balance = balance }      // −10…10, when the head unit reports a position
/// ```
public struct SDLOverlayResult<Answer: Sendable>: Sendable {
    /// The head unit's result code.
    public var resultCode: SDLResult
    /// The head unit's `info`, if any.
    public var info: String?
    /// What the user answered; `nil` when the head unit's answer carries none (a timeout, an
    /// abort, an alert closed without a button).
    public var answer: Answer?

    /// Creates a result.
    public init(resultCode: SDLResult, info: String? = nil, answer: Answer? = nil) {
        self.resultCode = resultCode
        self.info = info
        self.answer = answer
    }
}

extension SDLOverlayResult: Equatable where Answer: Equatable {}
extension SDLOverlayResult: Hashable where Answer: Hashable {}

/// An overlay's end as the presentation sees it, before it is typed for the caller.
struct SDLOverlayOutcome: Sendable {
    var resultCode: SDLResult
    var info: String?
    var answer: (any Sendable)?

    /// The outcome of a response, with `answer`.
    init<Response: SDLResponse>(_ response: Response, answer: (any Sendable)? = nil) where Response.ResultCode == SDLResult {
        self.resultCode = response.resultCode
        self.info = response.info
        self.answer = answer
    }

    /// The result typed for an overlay answering with `Answer`.
    func typed<Answer: Sendable>(as type: Answer.Type) -> SDLOverlayResult<Answer> {
        SDLOverlayResult(resultCode: resultCode, info: info, answer: answer as? Answer)
    }
}
