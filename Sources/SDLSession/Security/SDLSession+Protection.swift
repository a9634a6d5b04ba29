import Logging
import NIOConcurrencyHelpers
import NIOCore
import SDLProtocol

extension SDLSession {
    /// Whether the RPC service is protected on the current connection: the head unit acknowledged
    /// the protected StartService, and every RPC frame now goes out encrypted.
    public var isRPCServiceProtected: Bool {
        state.withLockedValue { $0.readyConnection != nil && $0.protection.isProtected }
    }

    /// Protects the RPC service (protocol.md §A.12): sends StartService(RPC) with the E bit on the
    /// running session, answers the head unit's handshake queries with a security layer from
    /// ``SDLSessionConfiguration/makeSecurityLayer``, and returns when the head unit's encrypted
    /// StartServiceACK arrives. From then on every RPC frame goes out encrypted. Returns at once when
    /// the service is protected already; a second caller during an attempt waits for the same one.
    /// A reconnect starts unprotected.
    ///
    /// - Parameter timeout: the longest wait for the whole handshake.
    /// - Throws: ``SDLError`` — `securityNotConfigured` at once when there is no security layer;
    ///   `protectionFailed` when the head unit sends an internal error (its reason, e.g. a rejected
    ///   certificate, in ``SDLError/info``), refuses the StartService, or the layer fails;
    ///   `timedOut`; `notConnected` or the connection's error when it ends first.
    public func protectRPCService(timeout: Duration = .seconds(30)) async throws(SDLError) {
        enum Step { case done, join, start(any EventLoop) }
        let step = try state.withLockedValue { state -> Result<Step, SDLError> in
            guard let (connection, _) = state.readyConnection else { return .failure(state.notReadyError) }
            if state.protection.isProtected { return .success(.done) }
            if state.protection.isStarting { return .success(.join) }
            guard configuration.makeSecurityLayer != nil else {
                return .failure(SDLError(
                    code: .securityNotConfigured,
                    message: "the RPC service cannot be protected: the session has no security layer (SDLSessionConfiguration.makeSecurityLayer)"))
            }
            return .success(.start(connection.eventLoop))
        }.get()
        if case .done = step { return }
        var layer: (any SDLSecurityLayer)?
        if case .start(let eventLoop) = step, let make = configuration.makeSecurityLayer {
            do {
                let made = try make()
                try await made.start(on: eventLoop)
                layer = made
            } catch {
                throw SDLError(code: .protectionFailed, message: "the security layer did not start: \(error)", underlyingError: error)
            }
        }
        do {
            try await withCheckedThrowingContinuation { continuation in
                beginProtection(continuation, layer: layer, timeout: timeout)
            }
        } catch {
            throw SDLError(error, otherwise: .protectionFailed)
        }
    }

    /// Joins or starts the attempt on the ready connection: a new attempt installs `layer` and
    /// sends the protected StartService.
    private func beginProtection(_ continuation: CheckedContinuation<Void, any Error>, layer: (any SDLSecurityLayer)?, timeout: Duration) {
        var start: (SDLTransportConnection, any SDLSecurityLayer, SDLFrame)?
        transition { state, effects in
            guard let (connection, negotiated) = state.readyConnection else {
                effects.protectionResults.append((continuation, .failure(state.notReadyError)))
                return
            }
            if state.protection.isProtected {
                effects.protectionResults.append((continuation, .success(())))
                return
            }
            let joining = state.protection.isStarting
            guard joining || layer != nil else {
                // The attempt this call meant to join ended before it got here.
                effects.protectionResults.append((continuation, .failure(SDLError(
                    code: .protectionFailed, message: "the protection attempt this call joined ended without protecting the RPC service"))))
                return
            }
            state.protection.waiters.append(continuation)
            guard !joining, let layer else { return }
            state.protection.layer = layer
            let generation = state.generation
            state.protection.timer = connection.eventLoop.scheduleTask(in: TimeAmount(timeout)) { [weak self] in
                self?.protectionTimedOut(generation: generation, after: timeout)
            }
            let frame = SDLStartService(serviceType: .rpc, isEncrypted: true)
                .frame(version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
            start = (connection, layer, frame)
        }
        if let (connection, layer, frame) = start {
            configuration.logger.debug("protecting the RPC service")
            connection.protect(with: layer, thenSend: [frame])
        }
    }

    private func protectionTimedOut(generation: Int, after timeout: Duration) {
        transition { state, effects in
            guard state.generation == generation, state.protection.isStarting else { return }
            state.protection.finish(
                .failure(SDLError(code: .timedOut, message: "the handshake protecting the RPC service did not finish within \(timeout)")),
                effects: &effects)
        }
    }

    // MARK: What the head unit sends

    /// The head unit's answer to the protected StartService: an ACK with the E bit ends the
    /// attempt successfully, a NAK fails it with the head unit's reason. Other frames are not
    /// about protection (returns `false`).
    func handleProtectionAnswer(_ frame: SDLFrame, state: inout SDLSessionState, effects: inout SDLSessionEffects) -> Bool {
        guard frame.header.serviceType == .rpc, state.protection.isStarting else { return false }
        switch frame.header.controlFrameInfo {
        case .startServiceACK where frame.header.isEncrypted:
            configuration.logger.info("the RPC service is protected")
            state.protection.finish(.success(()), effects: &effects)
        case .startServiceACK:
            state.protection.finish(
                .failure(SDLError(code: .protectionFailed, message: "the head unit acknowledged the protected StartService without the E bit")),
                effects: &effects)
        case .startServiceNAK:
            let reason = SDLControlFrames.rejection(in: frame)
            state.protection.finish(
                .failure(SDLError(code: .protectionFailed, message: "the head unit refused to protect the RPC service: \(reason)", info: reason)),
                effects: &effects)
        default:
            return false
        }
        return true
    }

    /// A message on the control service: a security query (§A.12). Handshake data goes to the
    /// layer and its answer back to the head unit; an internal error fails the attempt with the
    /// head unit's reason. Without a layer, handshake data is answered with `notSupported`.
    func receivedSecurityQuery(_ message: SDLMessage, generation: Int) {
        let query: SDLSecurityQuery
        do {
            query = try SDLSecurityQuery(payload: message.payload)
        } catch {
            failProtection(generation: generation, SDLError(code: .protectionFailed, message: "unreadable security query from the head unit: \(error)"))
            return
        }
        if let error = query.internalError {
            let reason = error.text ?? "\(error.code)"
            configuration.logger.warning("security internal error from the head unit", metadata: ["error": "\(error)"])
            failProtection(generation: generation, SDLError(
                code: .protectionFailed, message: "the head unit ended the handshake: \(error)", info: reason))
            return
        }
        guard query.queryID == .sendHandshakeData, query.queryType != .response else {
            configuration.logger.debug("ignoring a security query", metadata: ["type": "\(query.queryType)", "id": "\(query.queryID)"])
            return
        }
        let (layer, connection) = state.withLockedValue { state in
            state.generation == generation ? (state.protection.layer, state.readyConnection?.0) : (nil, nil)
        }
        guard let layer else {
            sendSecurityQuery(.internalError(SDLSecurityInternalError(code: .notSupported, text: "no security layer"), sequenceNumber: query.sequenceNumber), generation: generation)
            connection?.handshakeStepFinished()
            return
        }
        Task {
            // Frames that arrived behind this query wait in the protection handler until the answer is written.
            defer { connection?.handshakeStepFinished() }
            do {
                let answer = try await layer.handshake(query.binary)
                if !answer.isEmpty {
                    sendSecurityQuery(.handshake(.response, sequenceNumber: query.sequenceNumber, data: answer), generation: generation)
                }
            } catch {
                let text = "\(error)"
                sendSecurityQuery(.internalError(SDLSecurityInternalError(code: .handshakeFailed, text: text), sequenceNumber: query.sequenceNumber), generation: generation)
                failProtection(generation: generation, SDLError(
                    code: .protectionFailed, message: "the security layer failed the handshake: \(text)", info: text, underlyingError: error))
            }
        }
    }

    private func sendSecurityQuery(_ query: SDLSecurityQuery, generation: Int) {
        transition { state, effects in
            guard state.generation == generation, let (connection, negotiated) = state.readyConnection else { return }
            let frame = query.frame(version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
            effects.writes.append((connection, [frame]))
        }
    }

    private func failProtection(generation: Int, _ error: SDLError) {
        transition { state, effects in
            guard state.generation == generation, state.protection.isStarting else { return }
            state.protection.finish(.failure(error), effects: &effects)
        }
    }
}
