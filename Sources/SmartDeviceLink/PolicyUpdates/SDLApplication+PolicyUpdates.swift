import SDLRPC
import SDLSession

extension SDLApplication {
    /// Relays the head unit's policy-table updates for this registration, one after another, as
    /// sdl_ios and sdl_java_suite do for their apps: each OnSystemRequest PROPRIETARY or HTTP
    /// with a URL is posted there (``SDLPolicyUpdateRequest``), and the server's answer goes back
    /// as a SystemRequest of the same type. A failure — the URL not `http://`, the server
    /// unreachable, an HTTP error (`policyUpdateFailed`), no answer within
    /// ``Configuration/policyUpdateTimeout`` (`timedOut`), the SystemRequest refused or not
    /// answered (its own error) — goes to ``errors()`` (feature `policyUpdates`) once.
    func relayPolicyUpdates(_ envelopes: AsyncStream<SDLRPCEnvelope>, through channel: any SDLRPCChannel) async {
        for await envelope in envelopes {
            guard let notification = try? envelope.decode(as: SDLOnSystemRequest.self),
                  notification.requestType == .proprietary || notification.requestType == .http,
                  let request = SDLPolicyUpdateRequest(
                      notification, bulkData: envelope.bulkData, timeout: configuration.policyUpdateTimeout) else { continue }
            do throws(SDLError) {
                try await relay(request, as: notification.requestType, through: channel)
            } catch {
                errorHub.report(error, from: .policyUpdates)
            }
        }
    }

    /// Posts `request` and sends the answer back as SystemRequest(`type`).
    private func relay(_ request: SDLPolicyUpdateRequest, as type: SDLRequestType, through channel: any SDLRPCChannel) async throws(SDLError) {
        var answer = try await SDLHTTPPost.post(
            request.body, to: request.url, contentType: request.contentType, timeout: request.timeout)
        if answer.isEmpty { answer = Array("{}".utf8) }
        let systemRequest = SDLSystemRequest(requestType: type, fileName: type == .http ? "PolicyTableUpdate" : nil)
        if let error = await channel.failure(of: systemRequest, bulkData: answer) { throw error }
    }
}
