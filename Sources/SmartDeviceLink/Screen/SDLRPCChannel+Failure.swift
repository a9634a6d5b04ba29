import SDLRPC
import SDLSession

extension SDLRPCChannel {
    /// Sends `request` (with `bulkData`, if any) and returns its error, `nil` when it succeeded or was answered `accepted` (a
    /// delete answered INVALID_ID: the head unit does not hold what was to go, which is what was
    /// wanted). A refusal names the RPC and the head unit's result; a failed send is the channel's
    /// own error (timedOut, connectionClosed …).
    func failure<Request: SDLRequest>(
        of request: Request, bulkData: [UInt8]? = nil, alsoAccepting accepted: SDLResult? = nil
    ) async -> SDLError? where Request.Response.ResultCode == SDLResult {
        do {
            let response = try await send(request, bulkData: bulkData, timeout: nil)
            return response.success || response.resultCode == accepted ? nil : SDLError(refused: response, rpcName: Request.rpcName)
        } catch {
            return SDLError(sending: Request.rpcName, error)
        }
    }
}
