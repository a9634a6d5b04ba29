import NIOConcurrencyHelpers
import NIOCore
public import SDLRPC
import SDLProtocol

extension SDLSession {
    /// Sends `request` (with optional bulk data, e.g. a PutFile's bytes) and waits for its response.
    ///
    /// - Parameters:
    ///   - request: the request to send.
    ///   - bulkData: bytes sent after the JSON in the same message (a PutFile's file), or `nil`.
    ///   - timeout: how long to wait for the response; `nil` uses
    ///     ``SDLSessionConfiguration/responseTimeout(functionID:parameters:)`` (Core's timeout for this
    ///     RPC plus the margin).
    /// - Returns: the response, whatever its result code; check `success`/`resultCode`. It is
    ///   decoded leniently: parts the head unit got wrong are dropped and listed in its
    ///   `decodingIssues` (and logged once); only an unusable `success` or `resultCode` fails it.
    /// - Throws: ``SDLError``: `timedOut`, `cancelled`, `connectionClosed`,
    ///   `protocolViolation`, `notConnected`, or `invalidResponse` when the answer is not a readable
    ///   `Request.Response` (for example a GenericResponse to a function the head unit does not know).
    public func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        let envelope = try await send(
            functionID: Request.rpcFunctionID, parameters: request.jsonObject, bulkData: bulkData, timeout: timeout
        )
        guard envelope.functionID == Request.Response.rpcFunctionID else {
            let name = envelope.functionName ?? "function \(envelope.functionID)"
            throw SDLError(
                code: .invalidResponse,
                message: "\(Request.rpcName) was answered by \(name) (\(envelope.resultCode ?? "no resultCode"))"
                    + (envelope.parameters["info"]?.stringValue.map { ": \($0)" } ?? "")
            )
        }
        switch decodeIncoming(envelope, as: Request.Response.self) {
        case .success(let response):
            return response
        case .failure(let error):
            throw SDLError(code: .invalidResponse, message: "the \(Request.rpcName) response cannot be read: \(error)")
        }
    }

    /// Sends any request by function ID with JSON parameters and waits for its response, untyped.
    ///
    /// Tools use this to send RPCs by name: `SDLFunctionNames.functionID(named: "Show")`.
    /// - Throws: as ``send(_:bulkData:timeout:)``.
    public func send(functionID: Int, parameters: SDLJSONObject, bulkData: [UInt8]? = nil, timeout: Duration? = nil) async throws(SDLError) -> SDLRPCEnvelope {
        do {
            return try await exchange(functionID: functionID, parameters: parameters, bulkData: bulkData, timeout: timeout)
        } catch {
            throw SDLError(error, otherwise: .requestFailed, rpcName: SDLFunctionNames.name(forFunctionID: functionID))
        }
    }

    /// Sends the request and waits for its response; every error it throws is an ``SDLError``.
    private func exchange(functionID: Int, parameters: SDLJSONObject, bulkData: [UInt8]?, timeout: Duration?) async throws -> SDLRPCEnvelope {
        guard functionID >= 0, UInt32(clamping: functionID) <= SDLRPCPayload.maximumFunctionID else {
            throw SDLError(code: .invalidRequest, message: "function ID \(functionID) does not fit the 28-bit header field")
        }
        let name = SDLFunctionNames.name(forFunctionID: functionID) ?? "function \(functionID)"
        let wait = timeout ?? configuration.responseTimeout(functionID: functionID, parameters: parameters)
        let json = SDLJSONSerializer.serialize(.object(parameters))
        let bulk = bulkData ?? []
        let correlationID = try state.withLockedValue { state -> Int32 in
            guard state.readyConnection != nil else { throw state.notReadyError }
            return state.correlations.allocate()
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<SDLRPCEnvelope, any Error>) in
                transition { state, effects in
                    guard let (connection, negotiated) = state.readyConnection else {
                        effects.responses.append((continuation, .failure(state.notReadyError)))
                        return
                    }
                    guard !Task.isCancelled else {
                        effects.responses.append((continuation, .failure(.cancelled(correlationID: correlationID))))
                        return
                    }
                    var timer: Scheduled<Void>?
                    if let wait {
                        timer = connection.eventLoop.scheduleTask(in: TimeAmount(wait)) { [weak self] in
                            self?.requestTimedOut(correlationID, name: name, after: wait)
                        }
                    }
                    state.correlations.insert(
                        correlationID,
                        waiter: .init(continuation: continuation, timer: timer, functionName: name),
                        functionID: functionID
                    )
                    let payload = SDLRPCPayload(
                        rpcType: .request, functionID: UInt32(functionID), correlationID: correlationID,
                        jsonBytes: json, bulkData: bulk
                    )
                    let message = payload.message(
                        version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next()
                    )
                    let frames = SDLMessageFragmenter.frames(for: message, maximumPayloadSize: negotiated.maximumPayloadSize)
                    effects.writes.append((connection, frames))
                }
                if Task.isCancelled { cancelRequest(correlationID) }
            }
        } onCancel: {
            cancelRequest(correlationID)
        }
    }

    private func requestTimedOut(_ correlationID: Int32, name: String, after timeout: Duration) {
        transition { state, effects in
            state.completeRequest(
                correlationID, with: .failure(.timedOut(functionName: name, correlationID: correlationID, after: timeout)),
                effects: &effects
            )
        }
    }

    private func cancelRequest(_ correlationID: Int32) {
        transition { state, effects in
            state.completeRequest(correlationID, with: .failure(.cancelled(correlationID: correlationID)), effects: &effects)
        }
    }
}
