public import SDLRPC

/// How the file manager uploads.
public struct SDLFileManagerConfiguration: Sendable {
    /// How many times a failed chunk is sent again (so `retryCount + 1` attempts in all).
    public var retryCount: Int
    /// Negative PutFile results worth retrying (GENERIC_ERROR by default: Core's answer when a
    /// component does not respond in time, §C.7).
    public var retryableResults: Set<SDLResult>
    /// Whether an error thrown by the channel (timeout, …) is worth retrying. The default retries
    /// everything except cancellation; the channel protocol does not say which errors are timeouts.
    public var isRetryable: @Sendable (any Error) -> Bool
    /// How long to wait for each PutFile, ListFiles and DeleteFile; `nil` uses the channel's rule.
    public var requestTimeout: Duration?

    /// Creates a configuration.
    public init(
        retryCount: Int = 2,
        retryableResults: Set<SDLResult> = [.genericError],
        isRetryable: @escaping @Sendable (any Error) -> Bool = { !($0 is CancellationError) },
        requestTimeout: Duration? = nil
    ) {
        self.retryCount = max(0, retryCount)
        self.retryableResults = retryableResults
        self.isRetryable = isRetryable
        self.requestTimeout = requestTimeout
    }
}
