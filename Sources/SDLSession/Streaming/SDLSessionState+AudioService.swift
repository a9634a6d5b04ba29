import SDLProtocol

extension SDLSessionState {
    /// Takes in a control frame of the audio service on the ready connection: the answer to the
    /// StartService or EndService the app sent, or the head unit's own EndService (answered with
    /// an EndServiceACK, §A.8).
    mutating func receiveAudioControlFrame(
        _ frame: SDLFrame, connection: SDLTransportConnection, negotiated: SDLNegotiatedSession, effects: inout SDLSessionEffects
    ) {
        switch (frame.header.controlFrameInfo, audio.phase) {
        case (.startServiceACK, .starting(let continuation, let timer)):
            if let timer { effects.cancelledTimers.append(timer) }
            do {
                let acknowledgement = try SDLStartServiceACK(frame: frame)
                let limit = acknowledgement.mtu.map { Int(clamping: max($0, 1)) } ?? negotiated.maximumPayloadSize
                audio.phase = .started(maximumPayloadSize: min(limit, negotiated.maximumPayloadSize))
                effects.completions.append { continuation.resume() }
            } catch {
                audio.phase = .stopped
                effects.completions.append {
                    continuation.resume(throwing: SDLError(code: .protocolViolation, message: "unreadable audio StartServiceACK: \(error)"))
                }
            }
        case (.startServiceNAK, .starting(let continuation, let timer)):
            if let timer { effects.cancelledTimers.append(timer) }
            audio.phase = .stopped
            let reason = (try? SDLStartServiceNAK(frame: frame))?.reason ?? "no reason"
            effects.completions.append {
                continuation.resume(throwing: SDLError(code: .audioServiceRejected, message: "the head unit refused the audio service: \(reason)"))
            }
        case (.endService, _):
            effects.writes.append((connection, [SDLControlFrames.endServiceACK(for: frame, negotiated)]))
            audio.end(.endedByHeadUnit, failingWith: SDLError(code: .audioServiceRejected, message: "the head unit ended the audio service"), effects: &effects)
        case (.endServiceACK, .ending), (.endServiceNAK, .ending):
            audio.end(.endedByApp, failingWith: .notConnected("unused"), effects: &effects)
        default:
            break
        }
    }
}
