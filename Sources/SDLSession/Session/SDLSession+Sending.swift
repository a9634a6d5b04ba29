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
    nonisolated(nonsending) public func send<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]?, timeout: Duration?
    ) async throws(SDLError) -> Request.Response {
        try await send(request, bulkData: bulkData, timeout: timeout, observingCancellation: true)
    }

    /// Sends `request` as ``send(_:bulkData:timeout:)`` does, but the calling task's cancellation
    /// does not end the wait: the response, a timeout or the connection's end does. Costs nothing
    /// extra (no task of its own).
    nonisolated(nonsending) public func sendIgnoringCancellation<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]?, timeout: Duration?
    ) async throws(SDLError) -> Request.Response {
        try await send(request, bulkData: bulkData, timeout: timeout, observingCancellation: false)
    }

    /// The typed exchange; `observingCancellation` says whether cancelling the task ends the wait.
    nonisolated(nonsending) private func send<Request: SDLRequest>(
        _ request: Request, bulkData: [UInt8]?, timeout: Duration?, observingCancellation: Bool
    ) async throws(SDLError) -> Request.Response {
        let envelope: SDLRPCEnvelope
        do {
            envelope = try await exchange(
                functionID: Request.rpcFunctionID, parameters: request.jsonObject, bulkData: bulkData, timeout: timeout,
                observingCancellation: observingCancellation)
        } catch {
            throw SDLError(error, otherwise: .requestFailed, rpcName: Request.rpcName)
        }
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
    nonisolated(nonsending) public func send(
        functionID: Int, parameters: SDLJSONObject, bulkData: [UInt8]? = nil, timeout: Duration? = nil
    ) async throws(SDLError) -> SDLRPCEnvelope {
        do {
            return try await exchange(
                functionID: functionID, parameters: parameters, bulkData: bulkData, timeout: timeout, observingCancellation: true)
        } catch {
            throw SDLError(error, otherwise: .requestFailed, rpcName: SDLFunctionNames.name(forFunctionID: functionID))
        }
    }

    /// Sends the request and waits for its response; every error it throws is an ``SDLError``.
    /// Unless `observingCancellation`, cancelling the task neither refuses nor abandons it. Runs on
    /// `isolation`, the caller's actor, up to the wait (see ``SDLRPCChannel``).
    private func exchange(
        functionID: Int, parameters: SDLJSONObject, bulkData: [UInt8]?, timeout: Duration?, observingCancellation: Bool,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> SDLRPCEnvelope {
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
        guard observingCancellation else {
            return try await withCheckedThrowingContinuation { continuation in
                startExchange(continuation, correlationID: correlationID, functionID: functionID, name: name, wait: wait,
                              json: json, bulk: bulk, observingCancellation: false)
            }
        }
        return try await withTaskCancellationHandler {
            // Naming `isolation` keeps this closure on the caller's actor (SE-0420); otherwise it
            // would run on the global executor: a hop there and back for every request.
            _ = isolation
            return try await withCheckedThrowingContinuation { continuation in
                startExchange(continuation, correlationID: correlationID, functionID: functionID, name: name, wait: wait,
                              json: json, bulk: bulk, observingCancellation: true)
                if Task.isCancelled { cancelRequest(correlationID) }
            }
        } onCancel: {
            cancelRequest(correlationID)
        }
    }

    /// Registers the waiter for `correlationID` and writes the request's frames (or fails the
    /// continuation at once when the connection is not ready, or the task was cancelled before).
    private func startExchange(
        _ continuation: CheckedContinuation<SDLRPCEnvelope, any Error>, correlationID: Int32, functionID: Int, name: String,
        wait: Duration?, json: [UInt8], bulk: [UInt8], observingCancellation: Bool
    ) {
        transition { state, effects in
            guard let (connection, negotiated) = state.readyConnection else {
                effects.responses.append((continuation, .failure(state.notReadyError)))
                return
            }
            guard !observingCancellation || !Task.isCancelled else {
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
            effects.writes.append((connection, state.rpcFrames(for: message, negotiated)))
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
