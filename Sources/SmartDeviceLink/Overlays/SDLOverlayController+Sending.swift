extension SDLOverlayController {
    /// Sends the overlay's RPC and waits for the head unit's answer (the end of the overlay).
    ///
    /// Nothing is sent when ``cancel()`` came first (`cancelled`). When the negotiated version has
    /// the RPC's `cancelID` (rule `cancelIDRule`), the request gets a new one and ``cancel()`` then
    /// sends `CancelInteraction` for it and the RPC's function ID while the overlay is up. Send
    /// failures become `SDLError`s (`connectionClosed`, `timedOut`, `requestFailed`).
    func sendOverlay<Request: SDLRequest>(
        _ request: Request,
        cancelID cancelIDRule: SDLParameterRule,
        setCancelID: (inout Request, Int) -> Void,
        in context: SDLOverlayContext
    ) async -> Result<Request.Response, SDLError> {
        guard !isCancelledBeforeSending else {
            return .failure(SDLError(
                code: .cancelled, message: "\(Request.rpcName) was cancelled before it was sent", rpcName: Request.rpcName))
        }
        var request = request
        if context.has(cancelIDRule) {
            let cancelID = context.makeCancelID()
            setCancelID(&request, cancelID)
            let channel = context.channel
            cancelAction = {
                _ = try? await channel.send(SDLCancelInteraction(cancelID: cancelID, functionID: Request.rpcFunctionID))
            }
        }
        defer { cancelAction = nil }
        do {
            let response = try await context.channel.send(request)
            return .success(response)
        } catch {
            return .failure(SDLError(sending: Request.rpcName, error))
        }
    }
}
