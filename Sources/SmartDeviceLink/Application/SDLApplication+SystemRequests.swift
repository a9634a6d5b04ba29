public import SDLRPC
import SDLSession

extension SDLApplication {
    /// Calls `handler` on the main actor with every OnSystemRequest of `types` (every type when
    /// empty) and its bulk data, on every registration, until the observation is cancelled or the
    /// application stops. The lock-screen icon (LOCK_SCREEN_ICON_URL) is fetched by
    /// ``lockScreen`` whether or not a handler observes it, and policy-table updates (PROPRIETARY
    /// and HTTP with a URL) are relayed by the application itself (see
    /// <doc:MediaClockAppIconAndPolicyUpdates>). Answer with ``send(_:bulkData:)`` (a
    /// SystemRequest) where the request type wants an answer.
    ///
    /// ```swift
    /// application.observeSystemRequests([.oemSpecific]) { notice in
    ///     Task { try await handleOEMData(notice.bulkData) }
    /// }
    /// ```
    @discardableResult
    public func observeSystemRequests(
        _ types: Set<SDLRequestType> = [], handler: @escaping @MainActor (SDLSystemRequestNotice) -> Void
    ) -> SDLObservation {
        let stream = notificationHub.envelopes(functionID: SDLOnSystemRequest.rpcFunctionID)
        return SDLObservation.delivering(stream) { envelope in
            guard let notification = try? envelope.decode(as: SDLOnSystemRequest.self),
                  types.isEmpty || types.contains(notification.requestType) else { return }
            handler(SDLSystemRequestNotice(notification: notification, bulkData: envelope.bulkData))
        }
    }
}
