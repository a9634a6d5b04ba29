import NIOConcurrencyHelpers
import NIOCore
import SDLProtocol

/// What the audio and the video service share: starting one (protected or not), sending its data,
/// ending it, and hearing of its ends. `service` names the service's part of the state.
extension SDLSession {
    typealias StreamingService<Offer: Sendable> = any WritableKeyPath<SDLSessionState, SDLStreamingServiceState<Offer>> & Sendable

    /// Sends one StartService for `offer` and waits for its ACK or NAK (at most
    /// ``SDLSessionConfiguration/connectTimeout``). A protected start first protects the RPC
    /// service — the session's TLS handshake (§A.12), done once per connection — then sends the
    /// StartService with the E bit.
    func requestService<Offer>(
        _ service: StreamingService<Offer>, offer: Offer, startService: SDLStartService, protected: Bool
    ) async throws(SDLError) -> SDLStreamingServiceState<Offer>.Answer {
        let name = state.withLockedValue { $0[keyPath: service].name }
        if protected {
            guard configuration.makeSecurityLayer != nil else {
                throw SDLError(
                    code: .securityNotConfigured,
                    message: "the \(name) service cannot be protected: the session has no security layer (SDLSessionConfiguration.makeSecurityLayer)")
            }
            try await protectRPCService()
        }
        var startService = startService
        startService.isEncrypted = protected
        do {
            return try await withCheckedThrowingContinuation { continuation in
                transition { state, effects in
                    guard let (connection, negotiated) = state.readyConnection else {
                        let error = state.notReadyError
                        effects.completions.append { continuation.resume(throwing: error) }
                        return
                    }
                    guard case .stopped = state[keyPath: service].phase else {
                        let error = SDLError(code: state[keyPath: service].rejectedCode, message: "the \(name) service is already starting or ending")
                        effects.completions.append { continuation.resume(throwing: error) }
                        return
                    }
                    let wait = configuration.connectTimeout
                    let timer = connection.eventLoop.scheduleTask(in: TimeAmount(wait)) { [weak self] in
                        guard let self else { return }
                        startServiceTimedOut(service, after: wait)
                    }
                    state[keyPath: service].phase = .starting(offer, isProtected: protected, continuation, timer: timer)
                    let frame = startService.frame(version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
                    effects.writes.append((connection, [frame]))
                }
            }
        } catch {
            throw SDLError(error, otherwise: .connectionClosed)
        }
    }

    /// Sends `bytes` on the running service — one message, split into frames of the negotiated
    /// size (§A.4); on a protected service marked encrypted and split so each encrypted frame fits
    /// the MTU and one TLS record (§A.12) — and returns once the transport has taken the last frame.
    func sendServiceData<Offer>(_ service: StreamingService<Offer>, _ bytes: [UInt8], notStarted: SDLError.Code) async throws(SDLError) {
        guard !bytes.isEmpty else { return }
        let prepared = state.withLockedValue { state -> (SDLTransportConnection, [SDLFrame])? in
            guard let (connection, negotiated) = state.readyConnection, let running = state[keyPath: service].running else { return nil }
            let message = SDLMessage(
                version: negotiated.frameVersion, serviceType: state[keyPath: service].serviceType, sessionID: negotiated.sessionID,
                messageID: state.messageIDs.next(), payload: ByteBuffer(bytes: bytes))
            return (connection, state.frames(for: message, maximumPayloadSize: running.maximumPayloadSize, encrypted: running.isProtected))
        }
        let name = state.withLockedValue { $0[keyPath: service].name }
        guard let write = prepared else {
            throw SDLError(code: notStarted, message: "\(name) data was sent while the \(name) service is not started")
        }
        do {
            try await write.0.sendAndWait(write.1).get()
        } catch let error as SDLError where error.code == .encryptionFailed {
            throw error
        } catch {
            throw SDLError(code: .connectionClosed, message: "the \(name) data was not written: \(error)", underlyingError: error)
        }
    }

    /// Ends the service: an EndService for it, then the EndServiceACK (or NAK) awaited at most
    /// ``SDLSessionConfiguration/closeTimeout``. Returns at once when the service does not run.
    func endService<Offer>(_ service: StreamingService<Offer>) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            transition { state, effects in
                guard let (connection, negotiated) = state.readyConnection, state[keyPath: service].running != nil else {
                    effects.completions.append { continuation.resume() }
                    return
                }
                let timer = connection.eventLoop.scheduleTask(in: TimeAmount(configuration.closeTimeout)) { [weak self] in
                    guard let self else { return }
                    endServiceTimedOut(service)
                }
                state[keyPath: service].phase = .ending(continuation, timer: timer)
                let frame = SDLEndService(serviceType: state[keyPath: service].serviceType)
                    .frame(version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
                effects.writes.append((connection, [frame]))
            }
        }
    }

    /// Every end of the service from now on, with its reason; finishes when the session closes.
    func serviceEnds<Offer>(_ service: StreamingService<Offer>) -> AsyncStream<SDLStreamingServiceEnd> {
        let (stream, continuation) = AsyncStream<SDLStreamingServiceEnd>.makeStream()
        let id: Int? = state.withLockedValue { state in
            guard !state.isClosed else { return nil }
            let id = state[keyPath: service].nextStreamID
            state[keyPath: service].nextStreamID += 1
            state[keyPath: service].endStreams[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockedValue { _ = $0[keyPath: service].endStreams.removeValue(forKey: id) }
        }
        return stream
    }

    private func startServiceTimedOut<Offer>(_ service: StreamingService<Offer>, after wait: Duration) {
        transition { state, effects in
            guard case .starting = state[keyPath: service].phase else { return }
            let error = SDLError(code: .timedOut, message: "the head unit did not answer the \(state[keyPath: service].name) StartService within \(wait)")
            state[keyPath: service].end(.endedByApp, failingWith: error, effects: &effects)
        }
    }

    private func endServiceTimedOut<Offer>(_ service: StreamingService<Offer>) {
        transition { state, effects in
            guard case .ending = state[keyPath: service].phase else { return }
            let error = SDLError.notConnected("the \(state[keyPath: service].name) service ended")
            state[keyPath: service].end(.endedByApp, failingWith: error, effects: &effects)
        }
    }
}

extension SDLSession {
    /// Whether the session can protect services: it has a security layer
    /// (``SDLSessionConfiguration/makeSecurityLayer``).
    public var isSecurityConfigured: Bool { configuration.makeSecurityLayer != nil }
}
