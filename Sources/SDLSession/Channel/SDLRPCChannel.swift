public import SDLRPC

/// What the managers need from a connection to a head unit: typed requests answered by their
/// responses, and the notifications the head unit sends.
///
/// `SDLSession` is the real one (TCP, the SDL wire protocol); tests may use an in-memory one.
///
/// Sending is `nonisolated(nonsending)`: it runs on the caller's actor until it waits for the
/// response, so a request is registered and written in the caller's turn — requests started in
/// one main-actor turn leave in that order, and an app layer on the main actor pays no hop to the
/// global executor and back per request (`sdl-bench app`: half a thread wake-up per round trip).
public protocol SDLRPCChannel: Sendable {
    /// Sends `request` (with optional bulk data, e.g. a PutFile's bytes) and waits for its response.
    ///
    /// - Parameters:
    ///   - request: the request to send.
    ///   - bulkData: bytes sent after the JSON in the same message (a PutFile's file), or `nil`.
    ///   - timeout: how long to wait for the response; `nil` uses the session's rule for
    ///     this RPC (Core's timeout plus a margin).
    /// - Throws: ``SDLError`` when the response does not come in time (`timedOut`), the connection
    ///   ends (`connectionClosed`), or the task is cancelled (`cancelled`; the pending entry is
    ///   then removed).
    nonisolated(nonsending) func send<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]?, timeout: Duration?
    ) async throws(SDLError) -> Request.Response

    /// Sends `request` as ``send(_:bulkData:timeout:)`` does, but cancelling the calling task does
    /// not end the wait (a response, a timeout or the connection's end does): for a request whose
    /// outcome the caller must know, such as a screen update already on its way. The default sends
    /// from a task of its own; ``SDLSession`` does it without one.
    nonisolated(nonsending) func sendIgnoringCancellation<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]?, timeout: Duration?
    ) async throws(SDLError) -> Request.Response

    /// Every notification of one type from now on, until the channel closes.
    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification>

    /// A ledger of every notification of one type from now on, filled as each is received: on an
    /// ``SDLSession`` a notification the head unit sent before a response is in the ledger when
    /// that response's caller resumes (a stream's consumer may not have run yet). The default
    /// fills it from ``notifications(of:)``, without that guarantee.
    func notificationLedger<Notification: SDLNotification>(of type: Notification.Type) -> SDLNotificationLedger<Notification>

    /// The largest number of payload bytes one frame may carry, as negotiated with the head unit.
    var maximumFramePayloadSize: Int { get async }
}

extension SDLRPCChannel {
    /// Fills the ledger from ``notifications(of:)`` in a task of its own (so without the ordering
    /// ``SDLSession``'s ledger gives), until the ledger is released.
    public func notificationLedger<Notification: SDLNotification>(of type: Notification.Type) -> SDLNotificationLedger<Notification> {
        let ledger = SDLNotificationLedger<Notification>()
        let stream = notifications(of: type)
        let filling = Task { [weak ledger] in
            for await notification in stream {
                guard let ledger else { return }
                ledger.record(notification)
            }
        }
        ledger.whenReleased { filling.cancel() }
        return ledger
    }

    /// Sends from an unstructured task, so the caller's cancellation does not reach the request.
    nonisolated(nonsending) public func sendIgnoringCancellation<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]?, timeout: Duration?
    ) async throws(SDLError) -> Request.Response {
        let outcome = await Task { () async -> Result<Request.Response, SDLError> in
            do throws(SDLError) {
                return .success(try await send(request, bulkData: bulkData, timeout: timeout))
            } catch {
                return .failure(error)
            }
        }.value
        return try outcome.get()
    }

    /// Sends `request` without bulk data, with the session's timeout rule.
    nonisolated(nonsending) public func send<Request: SDLRequest>(_ request: Request) async throws(SDLError) -> Request.Response {
        try await send(request, bulkData: nil, timeout: nil)
    }

    /// Sends `request` with bulk data, with the session's timeout rule.
    nonisolated(nonsending) public func send<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]
    ) async throws(SDLError) -> Request.Response {
        try await send(request, bulkData: bulkData, timeout: nil)
    }
}
