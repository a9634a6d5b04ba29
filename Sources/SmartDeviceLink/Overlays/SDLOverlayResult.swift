/// How the head unit ended an overlay: its result code and words.
///
/// A presented overlay always ends with one of these when the head unit answered — `SUCCESS`, or
/// `ABORTED` (another overlay or the user ended it), `REJECTED` (a higher-priority overlay was on
/// screen), `TIMED_OUT`… — and with an ``SDLOverlayError`` when no answer came.
///
/// ```swift
/// let result = try await presentOverlayController(alert)
/// if result.resultCode == .aborted { … }
/// ```
public struct SDLOverlayResult: Hashable, Sendable {
    /// The head unit's result code.
    public var resultCode: SDLResult
    /// The head unit's `info`, if any.
    public var info: String?

    /// Creates a result.
    public init(resultCode: SDLResult, info: String? = nil) {
        self.resultCode = resultCode
        self.info = info
    }

    /// The result of a response.
    public init<Response: SDLResponse>(_ response: Response) where Response.ResultCode == SDLResult {
        self.init(resultCode: response.resultCode, info: response.info)
    }
}
