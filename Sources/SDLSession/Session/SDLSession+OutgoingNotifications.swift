public import SDLRPC
import SDLProtocol

extension SDLSession {
    /// Sends `notification` to the head unit (an app service's OnAppServiceData, say); it has no
    /// answer, so this returns once it is handed to the connection.
    ///
    /// ```swift
    /// try session.send(SDLOnAppServiceData(serviceData: data))
    /// ```
    /// - Throws: ``SDLError`` `notConnected` while the session is not connected.
    public func send<Notification: SDLNotification>(_ notification: Notification) throws(SDLError) {
        let json = SDLJSONSerializer.serialize(.object(notification.jsonObject))
        let failure: SDLError? = transition { state, effects in
            guard let (connection, negotiated) = state.readyConnection else { return state.notReadyError }
            let payload = SDLRPCPayload(
                rpcType: .notification, functionID: UInt32(clamping: Notification.rpcFunctionID), correlationID: 0,
                jsonBytes: json, bulkData: [])
            let message = payload.message(
                version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
            effects.writes.append((connection, state.rpcFrames(for: message, negotiated)))
            return nil
        }
        if let failure { throw failure }
    }
}
