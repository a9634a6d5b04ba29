public import SDLSession

/// The code of the policy-table update relay (an answer that took too long is `timedOut`).
extension SDLError.Code {
    /// A policy-table update could not be relayed: the head unit's URL is not `http://`, the
    /// server could not be reached, or it answered an HTTP error (a SystemRequest the head unit
    /// refuses is `requestFailed`, naming it).
    public static let policyUpdateFailed = SDLError.Code("policyUpdateFailed")
}
