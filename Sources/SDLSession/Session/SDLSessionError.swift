/// Why a session operation failed: a stable ``code`` to switch on and a ``message`` for people.
///
/// Every pending request of a session fails exactly once with one of these — on a timeout, a
/// cancellation, a lost connection or a protocol error — so callers never hang.
public struct SDLSessionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, extensible error category.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, e.g. `"timedOut"`.
        public let rawValue: String

        /// Creates a code from its name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name.
        public var description: String { rawValue }

        /// The TCP connection could not be opened (refused, unreachable, bad address).
        public static let connectionFailed = Code("connectionFailed")
        /// The TCP connection or the version negotiation did not finish within the connect timeout.
        public static let connectTimedOut = Code("connectTimedOut")
        /// The head unit refused the RPC service (StartServiceNAK, protocol.md §A.7).
        public static let startServiceRejected = Code("startServiceRejected")
        /// The head unit answered the StartService with something this session cannot use.
        public static let negotiationFailed = Code("negotiationFailed")
        /// The connection ended while the operation was waiting.
        public static let connectionClosed = Code("connectionClosed")
        /// The peer sent bytes that break the SDL protocol; the session closed the connection.
        public static let protocolViolation = Code("protocolViolation")
        /// No response came within the request's timeout.
        public static let timedOut = Code("timedOut")
        /// The waiting task was cancelled; the pending entry was removed.
        public static let cancelled = Code("cancelled")
        /// The session is closed (or not connected while it waits to reconnect).
        public static let notConnected = Code("notConnected")
        /// The response arrived but could not be read as the expected type.
        public static let invalidResponse = Code("invalidResponse")
        /// The request could not be encoded (e.g. too large for the protocol).
        public static let invalidRequest = Code("invalidRequest")
        /// The head unit stopped answering heartbeats.
        public static let heartbeatTimedOut = Code("heartbeatTimedOut")
        /// The head unit refused to end the service (EndServiceNAK) or did not answer in time.
        public static let endServiceFailed = Code("endServiceFailed")
    }

    /// What went wrong, as a category.
    public var code: Code
    /// What went wrong, in words.
    public var message: String

    /// Creates an error.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}

extension SDLSessionError {
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
        Self(code: .timedOut, message: "no response to \(functionName) (correlation ID \(correlationID)) within \(timeout)")
    }
}
