public import SDLSession

/// The code of the policy-table update relay (an answer that took too long is `timedOut`).
extension SDLError.Code {
    /// A policy-table update could not be relayed: the head unit's URL is not `http://`, the
    /// server could not be reached, it answered an HTTP error, or the head unit refused the
    /// SystemRequest carrying the answer.
    public static let policyUpdateFailed = SDLError.Code("policyUpdateFailed")
}
