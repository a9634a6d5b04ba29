import NIOConcurrencyHelpers
import NIOCore
public import SDLProtocol

extension SDLSession {
    /// Starts the audio service (0x0A, protocol.md §A.6): PCM in the format of the head unit's
    /// PCM stream capabilities. Its answer is awaited at most
    /// ``SDLSessionConfiguration/connectTimeout``. The audio service may only be started once the
    /// app is registered (§A.7); starting it while it runs returns at once.
    ///
    /// - Throws: ``SDLError`` — `audioServiceRejected` when the head unit refused it (the message
    ///   holds its reason) or the app is not registered; `timedOut` when no answer came;
    ///   `notConnected`, `connectionClosed` or `cancelled`.
    public func startAudioService() async throws(SDLError) {
        if isAudioServiceStarted { return }
        guard isRegistered else {
            throw SDLError(code: .audioServiceRejected, message: "the audio service starts only once the app is registered")
        }
        do {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                transition { state, effects in
                    guard let (connection, negotiated) = state.readyConnection else {
                        let error = state.notReadyError
                        effects.completions.append { continuation.resume(throwing: error) }
                        return
                    }
                    guard case .stopped = state.audio.phase else {
                        effects.completions.append {
                            continuation.resume(throwing: SDLError(code: .audioServiceRejected, message: "the audio service is already starting or ending"))
                        }
                        return
                    }
                    let wait = configuration.connectTimeout
                    let timer = connection.eventLoop.scheduleTask(in: TimeAmount(wait)) { [weak self] in
                        guard let self else { return }
                        audioStartServiceTimedOut(after: wait)
                    }
                    state.audio.phase = .starting(continuation, timer: timer)
                    let frame = SDLStartService(serviceType: .audio)
                        .frame(version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
                    effects.writes.append((connection, [frame]))
                }
            }
        } catch {
            throw SDLError(error, otherwise: .connectionClosed)
        }
    }

    /// Sends `bytes` (PCM samples) on the audio service — one message, split into frames of the
    /// negotiated size (§A.4) — and returns once the transport has taken the last frame.
    ///
    /// - Throws: ``SDLError`` `audioServiceNotStarted` when the service does not run;
    ///   `connectionClosed` when the connection ends before the bytes are written.
    public func sendAudio(_ bytes: [UInt8]) async throws(SDLError) {
        guard !bytes.isEmpty else { return }
        let prepared = state.withLockedValue { state -> (SDLTransportConnection, [SDLFrame])? in
            guard let (connection, negotiated) = state.readyConnection, let limit = state.audio.maximumPayloadSize else { return nil }
            let message = SDLMessage(
                version: negotiated.frameVersion, serviceType: .audio, sessionID: negotiated.sessionID,
                messageID: state.messageIDs.next(), payload: ByteBuffer(bytes: bytes))
            return (connection, SDLMessageFragmenter.frames(for: message, maximumPayloadSize: limit))
        }
        guard let write = prepared else {
            throw SDLError(code: .audioServiceNotStarted, message: "audio data was sent while the audio service is not started")
        }
        do {
            try await write.0.sendAndWait(write.1).get()
        } catch {
            throw SDLError(code: .connectionClosed, message: "the audio data was not written: \(error)", underlyingError: error)
        }
    }

    /// Ends the audio service: an EndService for it, then the EndServiceACK (or NAK) awaited at
    /// most ``SDLSessionConfiguration/closeTimeout``. ``audioServiceEnds()`` reports `endedByApp`.
    /// Returns at once when the service does not run.
    public func endAudioService() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            transition { state, effects in
                guard let (connection, negotiated) = state.readyConnection, state.audio.maximumPayloadSize != nil else {
                    effects.completions.append { continuation.resume() }
                    return
                }
                let timer = connection.eventLoop.scheduleTask(in: TimeAmount(configuration.closeTimeout)) { [weak self] in
                    guard let self else { return }
                    audioEndServiceTimedOut()
                }
                state.audio.phase = .ending(continuation, timer: timer)
                let frame = SDLEndService(serviceType: .audio)
                    .frame(version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
                effects.writes.append((connection, [frame]))
            }
        }
    }

    /// Whether the audio service runs now.
    public var isAudioServiceStarted: Bool {
        state.withLockedValue { $0.audio.maximumPayloadSize != nil }
    }

    /// Every end of the audio service from now on, with its reason; finishes when the session closes.
    public func audioServiceEnds() -> AsyncStream<SDLAudioServiceEnd> {
        let (stream, continuation) = AsyncStream<SDLAudioServiceEnd>.makeStream()
        let id: Int? = state.withLockedValue { state in
            guard !state.isClosed else { return nil }
            let id = state.audio.nextStreamID
            state.audio.nextStreamID += 1
            state.audio.endStreams[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockedValue { _ = $0.audio.endStreams.removeValue(forKey: id) }
        }
        return stream
    }

    private func audioStartServiceTimedOut(after wait: Duration) {
        transition { state, effects in
            guard case .starting = state.audio.phase else { return }
            let error = SDLError(code: .timedOut, message: "the head unit did not answer the audio StartService within \(wait)")
            state.audio.end(.endedByApp, failingWith: error, effects: &effects)
        }
    }

    private func audioEndServiceTimedOut() {
        transition { state, effects in
            guard case .ending = state.audio.phase else { return }
            state.audio.end(.endedByApp, failingWith: .notConnected("the audio service ended"), effects: &effects)
        }
    }
}
