/// The session's codes. Every pending request of a session fails exactly once with an
/// ``SDLError`` — on a timeout, a cancellation, a lost connection or a protocol error — so callers
/// never hang.
extension SDLError.Code {
    /// The TCP connection or the version negotiation did not finish within the connect timeout.
    public static let connectTimedOut = SDLError.Code("connectTimedOut")
    /// The head unit refused the RPC service (StartServiceNAK, protocol.md §A.7).
    public static let startServiceRejected = SDLError.Code("startServiceRejected")
    /// The head unit answered the StartService with something this session cannot use.
    public static let negotiationFailed = SDLError.Code("negotiationFailed")
    /// The peer sent bytes that break the SDL protocol; the session closed the connection.
    public static let protocolViolation = SDLError.Code("protocolViolation")
    /// The response arrived but could not be read as the expected type.
    public static let invalidResponse = SDLError.Code("invalidResponse")
    /// The request could not be encoded (e.g. too large for the protocol).
    public static let invalidRequest = SDLError.Code("invalidRequest")
    /// The head unit stopped answering heartbeats.
    public static let heartbeatTimedOut = SDLError.Code("heartbeatTimedOut")
    /// The head unit refused to end the service (EndServiceNAK) or did not answer in time.
    public static let endServiceFailed = SDLError.Code("endServiceFailed")
}

extension SDLError {
    static func connectionClosed(_ detail: String = "the connection to the head unit closed") -> Self {
        Self(code: .connectionClosed, message: detail)
    }

    static func notConnected(_ detail: String = "the session is not connected") -> Self {
        Self(code: .notConnected, message: detail)
    }

    static func cancelled(correlationID: Int32) -> Self {
        Self(code: .cancelled, message: "the request with correlation ID \(correlationID) was cancelled")
    }

    static func timedOut(functionName: String, correlationID: Int32, after timeout: Duration) -> Self {
        Self(code: .timedOut, message: "no response to \(functionName) (correlation ID \(correlationID)) within \(timeout)",
             rpcName: functionName)
    }
}
