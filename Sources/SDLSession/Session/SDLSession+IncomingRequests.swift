import NIOConcurrencyHelpers
public import SDLRPC
import SDLProtocol

/// What answers one kind of request the head unit sends: the response parameters for the request.
typealias SDLIncomingRequestHandler = @Sendable (SDLRPCEnvelope, SDLSession) async -> SDLJSONObject

extension SDLSession {
    /// Answers every `Request` the head unit sends to the app (GetAppServiceData,
    /// PerformAppServiceInteraction, GetFile on a service provider's side …) with what `handler`
    /// returns, sent with the request's correlation ID. Replaces an earlier handler of `Request`.
    /// A request with no handler is answered UNSUPPORTED_REQUEST, one that cannot be read
    /// INVALID_DATA naming what is wrong — never silence.
    ///
    /// ```swift
    /// session.handleRequests(of: SDLGetAppServiceData.self) { request in
    ///     SDLGetAppServiceDataResponse(success: true, resultCode: .success, serviceData: currentData)
    /// }
    /// ```
    public func handleRequests<Request: SDLRequest>(
        of type: Request.Type, _ handler: @escaping @Sendable (Request) async -> Request.Response
    ) {
        requestHandlers.withLockedValue { handlers in
            handlers[Request.rpcFunctionID] = { envelope, session in
                switch session.decodeIncoming(envelope, as: Request.self) {
                case .success(let request):
                    return await handler(request).jsonObject
                case .failure(let error):
                    return Self.refusal("INVALID_DATA", info: "the \(Request.rpcName) request cannot be read: \(error)")
                }
            }
        }
    }

    /// Stops answering `Request` with a handler (it is answered UNSUPPORTED_REQUEST again).
    public func stopHandlingRequests<Request: SDLRequest>(of type: Request.Type) {
        _ = requestHandlers.withLockedValue { $0.removeValue(forKey: Request.rpcFunctionID) }
    }

    /// Answers `envelope` (a request from the head unit) in a task: its handler's response, or
    /// UNSUPPORTED_REQUEST.
    func answerIncomingRequest(_ envelope: SDLRPCEnvelope, generation: Int) {
        let handler = requestHandlers.withLockedValue { $0[envelope.functionID] }
        guard let handler else {
            let name = envelope.functionName ?? "function \(envelope.functionID)"
            respond(to: envelope, generation: generation,
                    with: Self.refusal("UNSUPPORTED_REQUEST", info: "the app does not handle \(name)"))
            return
        }
        Task {
            let parameters = await handler(envelope, self)
            self.respond(to: envelope, generation: generation, with: parameters)
        }
    }

    /// The parameters of a refusing response.
    static func refusal(_ resultCode: String, info: String) -> SDLJSONObject {
        ["success": .bool(false), "resultCode": .string(resultCode), "info": .string(info)]
    }

    /// Writes the response to `request` with `parameters` on the connection it came on (nothing
    /// when that connection has gone: the head unit that asked is gone too).
    func respond(to request: SDLRPCEnvelope, generation: Int, with parameters: SDLJSONObject) {
        let json = SDLJSONSerializer.serialize(.object(parameters))
        transition { state, effects in
            guard state.generation == generation, let (connection, negotiated) = state.readyConnection else { return }
            let payload = SDLRPCPayload(
                rpcType: .response, functionID: UInt32(clamping: request.functionID), correlationID: request.correlationID,
                jsonBytes: json, bulkData: [])
            let message = payload.message(
                version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
            effects.writes.append((connection, state.rpcFrames(for: message, negotiated)))
        }
    }
}
