import NIOConcurrencyHelpers
import NIOCore
public import SDLProtocol

extension SDLSession {
    /// Starts the video service (0x0B, protocol.md §A.6) with the first of `offers` the head unit
    /// accepts, and returns what it accepted.
    ///
    /// Each offer is one StartService with its `width`, `height`, `videoProtocol` and
    /// `videoCodec`. On a StartServiceNAK the next offer is the first later one that changes every
    /// key the NAK's `rejectedParams` names (`SDLVideoServiceParameters.next(after:rejecting:)`);
    /// a NAK naming no such key ends the attempt. Each answer is awaited at most
    /// ``SDLSessionConfiguration/connectTimeout``. The video service may only be started once the
    /// app is registered (§A.7); starting it while it runs returns what runs.
    ///
    /// - Throws: ``SDLError`` — `videoServiceRejected` when the head unit refused every offer (the
    ///   message holds its reasons) or the app is not registered; `timedOut` when no answer came;
    ///   `notConnected`, `connectionClosed` or `cancelled`.
    public func startVideoService(offering offers: [SDLVideoServiceParameters]) async throws(SDLError) -> SDLVideoServiceParameters {
        if let running = state.withLockedValue({ $0.video.started?.0 }) { return running }
        guard isRegistered else {
            throw SDLError(code: .videoServiceRejected, message: "the video service starts only once the app is registered")
        }
        var remaining = offers[...]
        var refusals: [String] = []
        while let offer = remaining.popFirst() {
            switch try await requestVideoService(offer) {
            case .accepted(let acknowledgement):
                return state.withLockedValue { $0.video.started?.0 } ?? offer.accepted(by: acknowledgement)
            case .rejected(let nak):
                let rejected = nak.rejectedParams ?? []
                refusals.append("\(offer): \(nak.reason ?? "no reason")" + (rejected.isEmpty ? "" : " (rejected \(rejected.joined(separator: ", ")))"))
                guard let next = offer.next(after: Array(remaining), rejecting: rejected),
                      let index = remaining.firstIndex(of: next) else { remaining = []; break }
                remaining = remaining[index...]
            }
        }
        throw SDLError(
            code: .videoServiceRejected,
            message: refusals.isEmpty ? "no video format was offered" : "the head unit refused the video service: " + refusals.joined(separator: "; "))
    }

    /// Sends `bytes` on the video service — one message, split into frames of the negotiated
    /// size (§A.4) — and returns once the transport has taken the last frame: a caller that
    /// awaits each send sees a slow transport as slow sends.
    ///
    /// - Throws: ``SDLError`` `videoServiceNotStarted` when the service does not run;
    ///   `connectionClosed` when the connection ends before the bytes are written.
    public func sendVideo(_ bytes: [UInt8]) async throws(SDLError) {
        guard !bytes.isEmpty else { return }
        let prepared = state.withLockedValue { state -> (SDLTransportConnection, [SDLFrame])? in
            guard let (connection, negotiated) = state.readyConnection, let started = state.video.started else { return nil }
            let message = SDLMessage(
                version: negotiated.frameVersion, serviceType: .video, sessionID: negotiated.sessionID,
                messageID: state.messageIDs.next(), payload: ByteBuffer(bytes: bytes))
            return (connection, SDLMessageFragmenter.frames(for: message, maximumPayloadSize: started.maximumPayloadSize))
        }
        guard let write = prepared else {
            throw SDLError(code: .videoServiceNotStarted, message: "video data was sent while the video service is not started")
        }
        do {
            try await write.0.sendAndWait(write.1).get()
        } catch {
            throw SDLError(code: .connectionClosed, message: "the video data was not written: \(error)", underlyingError: error)
        }
    }

    /// Ends the video service: an EndService for it, then the EndServiceACK (or NAK) awaited at
    /// most ``SDLSessionConfiguration/closeTimeout``. ``videoServiceEnds()`` reports `endedByApp`.
    /// Returns at once when the service does not run.
    public func endVideoService() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            transition { state, effects in
                guard let (connection, negotiated) = state.readyConnection, state.video.started != nil else {
                    effects.completions.append { continuation.resume() }
                    return
                }
                let timer = connection.eventLoop.scheduleTask(in: TimeAmount(configuration.closeTimeout)) { [weak self] in
                    guard let self else { return }
                    videoEndServiceTimedOut()
                }
                state.video.phase = .ending(continuation, timer: timer)
                let frame = SDLEndService(serviceType: .video)
                    .frame(version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
                effects.writes.append((connection, [frame]))
            }
        }
    }

    /// Whether the video service runs now.
    public var isVideoServiceStarted: Bool {
        state.withLockedValue { $0.video.started != nil }
    }

    /// What the head unit accepted for the running video service; `nil` when it does not run.
    public var videoServiceParameters: SDLVideoServiceParameters? {
        state.withLockedValue { $0.video.started?.0 }
    }

    /// Every end of the video service from now on, with its reason; finishes when the session closes.
    public func videoServiceEnds() -> AsyncStream<SDLVideoServiceEnd> {
        let (stream, continuation) = AsyncStream<SDLVideoServiceEnd>.makeStream()
        let id: Int? = state.withLockedValue { state in
            guard !state.isClosed else { return nil }
            let id = state.video.nextStreamID
            state.video.nextStreamID += 1
            state.video.endStreams[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockedValue { _ = $0.video.endStreams.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends one video StartService and waits for its ACK or NAK.
    private func requestVideoService(_ offer: SDLVideoServiceParameters) async throws(SDLError) -> SDLVideoServiceState.Answer {
        do {
            return try await withCheckedThrowingContinuation { continuation in
                transition { state, effects in
                    guard let (connection, negotiated) = state.readyConnection else {
                        let error = state.notReadyError
                        effects.completions.append { continuation.resume(throwing: error) }
                        return
                    }
                    guard case .stopped = state.video.phase else {
                        effects.completions.append {
                            continuation.resume(throwing: SDLError(code: .videoServiceRejected, message: "the video service is already starting or ending"))
                        }
                        return
                    }
                    let wait = configuration.connectTimeout
                    let timer = connection.eventLoop.scheduleTask(in: TimeAmount(wait)) { [weak self] in
                        guard let self else { return }
                        videoStartServiceTimedOut(after: wait)
                    }
                    state.video.phase = .starting(offer, continuation, timer: timer)
                    let frame = offer.startService.frame(
                        version: negotiated.frameVersion, sessionID: negotiated.sessionID, messageID: state.messageIDs.next())
                    effects.writes.append((connection, [frame]))
                }
            }
        } catch {
            throw SDLError(error, otherwise: .connectionClosed)
        }
    }

    private func videoStartServiceTimedOut(after wait: Duration) {
        transition { state, effects in
            guard case .starting = state.video.phase else { return }
            let error = SDLError(code: .timedOut, message: "the head unit did not answer the video StartService within \(wait)")
            state.video.end(.endedByApp, failingWith: error, effects: &effects)
        }
    }

    private func videoEndServiceTimedOut() {
        transition { state, effects in
            guard case .ending = state.video.phase else { return }
            state.video.end(.endedByApp, failingWith: .notConnected("the video service ended"), effects: &effects)
        }
    }
}
