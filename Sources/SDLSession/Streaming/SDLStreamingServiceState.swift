import NIOCore
import SDLProtocol

/// A streaming service's part of a session's state (``SDLSessionState/audio``,
/// ``SDLSessionState/video``): whether it runs — protected or not — who waits for its StartService
/// or EndService answer, and who hears of its end. `Offer` is what one StartService asks for (the
/// video format; nothing for audio).
struct SDLStreamingServiceState<Offer: Sendable>: Sendable {
    /// The head unit's answer to one StartService.
    enum Answer: Sendable {
        case accepted(SDLStartServiceACK)
        case rejected(SDLStartServiceNAK)
    }

    /// The running service: what the head unit accepted, the payload limit per frame, and whether
    /// its frames go out encrypted.
    struct Running: Sendable {
        var accepted: Offer
        var maximumPayloadSize: Int
        var isProtected: Bool
    }

    enum Phase: Sendable {
        case stopped
        case starting(Offer, isProtected: Bool, CheckedContinuation<Answer, any Error>, timer: Scheduled<Void>?)
        case started(Running)
        case ending(CheckedContinuation<Void, Never>, timer: Scheduled<Void>?)
    }

    /// The service (`.audio` or `.video`).
    let serviceType: SDLServiceType
    /// How it is named in errors ("audio", "video").
    let name: String
    /// The code of a refused start (`audioServiceRejected`, `videoServiceRejected`).
    let rejectedCode: SDLError.Code
    /// What the head unit accepted of an offer.
    let accept: @Sendable (Offer, SDLStartServiceACK) -> Offer
    var phase: Phase = .stopped
    var endStreams: [Int: AsyncStream<SDLStreamingServiceEnd>.Continuation] = [:]
    var nextStreamID = 0

    init(
        _ serviceType: SDLServiceType, name: String, rejectedCode: SDLError.Code,
        accept: @escaping @Sendable (Offer, SDLStartServiceACK) -> Offer
    ) {
        self.serviceType = serviceType
        self.name = name
        self.rejectedCode = rejectedCode
        self.accept = accept
    }

    /// The service while it runs; `nil` when it does not.
    var running: Running? {
        if case .started(let running) = phase { return running }
        return nil
    }

    /// Ends whatever is in progress — a start fails with `error`, an end completes — and reports
    /// `reason` when the service was running.
    mutating func end(_ reason: SDLStreamingServiceEnd, failingWith error: SDLError, effects: inout SDLSessionEffects) {
        switch phase {
        case .stopped:
            return
        case .starting(_, _, let continuation, let timer):
            if let timer { effects.cancelledTimers.append(timer) }
            effects.completions.append { continuation.resume(throwing: error) }
        case .started:
            report(reason, effects: &effects)
        case .ending(let continuation, let timer):
            if let timer { effects.cancelledTimers.append(timer) }
            effects.completions.append { continuation.resume() }
            report(.endedByApp, effects: &effects)
        }
        phase = .stopped
    }

    /// Tells every end stream `reason`.
    func report(_ reason: SDLStreamingServiceEnd, effects: inout SDLSessionEffects) {
        for continuation in endStreams.values {
            effects.completions.append { continuation.yield(reason) }
        }
    }

    /// Finishes every end stream (the session closed for good).
    mutating func finishStreams(effects: inout SDLSessionEffects) {
        for continuation in endStreams.values {
            effects.completions.append { continuation.finish() }
        }
        endStreams.removeAll()
    }

    /// Takes in a control frame of the service on the ready connection: the answer to the
    /// StartService or EndService the app sent, or the head unit's own EndService (answered with
    /// an EndServiceACK, §A.8). A protected start's ACK must carry the E bit (§A.12).
    mutating func receiveControlFrame(
        _ frame: SDLFrame, connection: SDLTransportConnection, negotiated: SDLNegotiatedSession, effects: inout SDLSessionEffects
    ) {
        switch (frame.header.controlFrameInfo, phase) {
        case (.startServiceACK, .starting(let offer, let isProtected, let continuation, let timer)):
            if let timer { effects.cancelledTimers.append(timer) }
            do {
                let acknowledgement = try SDLStartServiceACK(frame: frame)
                if isProtected, !frame.header.isEncrypted {
                    throw SDLError(code: .protectionFailed, message: "the head unit acknowledged the protected \(name) StartService without the E bit")
                }
                let limit = acknowledgement.mtu.map { Int(clamping: max($0, 1)) } ?? negotiated.maximumPayloadSize
                phase = .started(Running(
                    accepted: accept(offer, acknowledgement), maximumPayloadSize: min(limit, negotiated.maximumPayloadSize), isProtected: isProtected))
                effects.completions.append { continuation.resume(returning: .accepted(acknowledgement)) }
            } catch {
                phase = .stopped
                let failure = error as? SDLError
                    ?? SDLError(code: .protocolViolation, message: "unreadable \(name) StartServiceACK: \(error)")
                effects.completions.append { continuation.resume(throwing: failure) }
            }
        case (.startServiceNAK, .starting(_, _, let continuation, let timer)):
            if let timer { effects.cancelledTimers.append(timer) }
            phase = .stopped
            let nak = (try? SDLStartServiceNAK(frame: frame)) ?? SDLStartServiceNAK(serviceType: serviceType)
            effects.completions.append { continuation.resume(returning: .rejected(nak)) }
        case (.endService, _):
            effects.writes.append((connection, [SDLControlFrames.endServiceACK(for: frame, negotiated)]))
            end(.endedByHeadUnit, failingWith: SDLError(code: rejectedCode, message: "the head unit ended the \(name) service"), effects: &effects)
        case (.endServiceACK, .ending), (.endServiceNAK, .ending):
            end(.endedByApp, failingWith: .notConnected("unused"), effects: &effects)
        default:
            break
        }
    }
}
