import SDLProtocol

extension SDLSessionState {
    /// Takes in a control frame of the video service on the ready connection: the answer to the
    /// StartService or EndService the app sent, or the head unit's own EndService (answered with
    /// an EndServiceACK, §A.8).
    mutating func receiveVideoControlFrame(
        _ frame: SDLFrame, connection: SDLTransportConnection, negotiated: SDLNegotiatedSession, effects: inout SDLSessionEffects
    ) {
        switch (frame.header.controlFrameInfo, video.phase) {
        case (.startServiceACK, .starting(let offer, let continuation, let timer)):
            if let timer { effects.cancelledTimers.append(timer) }
            do {
                let acknowledgement = try SDLStartServiceACK(frame: frame)
                let limit = acknowledgement.mtu.map { Int(clamping: max($0, 1)) } ?? negotiated.maximumPayloadSize
                video.phase = .started(offer.accepted(by: acknowledgement), maximumPayloadSize: min(limit, negotiated.maximumPayloadSize))
                effects.completions.append { continuation.resume(returning: .accepted(acknowledgement)) }
            } catch {
                video.phase = .stopped
                effects.completions.append {
                    continuation.resume(throwing: SDLError(code: .protocolViolation, message: "unreadable video StartServiceACK: \(error)"))
                }
            }
        case (.startServiceNAK, .starting(_, let continuation, let timer)):
            if let timer { effects.cancelledTimers.append(timer) }
            video.phase = .stopped
            let nak = (try? SDLStartServiceNAK(frame: frame)) ?? SDLStartServiceNAK(serviceType: .video)
            effects.completions.append { continuation.resume(returning: .rejected(nak)) }
        case (.endService, _):
            effects.writes.append((connection, [SDLControlFrames.endServiceACK(for: frame, negotiated)]))
            video.end(.endedByHeadUnit, failingWith: SDLError(code: .videoServiceRejected, message: "the head unit ended the video service"), effects: &effects)
        case (.endServiceACK, .ending), (.endServiceNAK, .ending):
            video.end(.endedByApp, failingWith: .notConnected("unused"), effects: &effects)
        default:
            break
        }
    }
}
