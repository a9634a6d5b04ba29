import NIOCore
import SDLProtocol

/// Where the protection of the RPC service stands on the current connection (part of
/// ``SDLSessionState``; a new connection starts unprotected).
struct SDLProtectionState: Sendable {
    /// The layer of the current attempt or of the protected service.
    var layer: (any SDLSecurityLayer)?
    /// The head unit acknowledged the protected StartService: every RPC frame goes out encrypted.
    var isProtected = false
    /// Callers of ``SDLSession/protectRPCService(timeout:)`` waiting for the attempt's end.
    var waiters: [CheckedContinuation<Void, any Error>] = []
    /// The attempt's deadline.
    var timer: Scheduled<Void>?

    /// Whether an attempt is under way.
    var isStarting: Bool { !waiters.isEmpty }

    /// Ends the attempt: every waiter gets `result`; a failure drops the layer.
    mutating func finish(_ result: Result<Void, SDLError>, effects: inout SDLSessionEffects) {
        if let timer { effects.cancelledTimers.append(timer) }
        timer = nil
        for waiter in waiters { effects.protectionResults.append((waiter, result)) }
        waiters.removeAll()
        switch result {
        case .success: isProtected = true
        case .failure: layer = nil
        }
    }

    /// The connection ended: waiters fail with `error`, and the next connection starts unprotected.
    mutating func reset(_ error: SDLError, effects: inout SDLSessionEffects) {
        finish(.failure(error), effects: &effects)
        isProtected = false
    }
}

extension SDLSessionState {
    /// The frames of an RPC message: split by the negotiated MTU, or — on a protected service —
    /// marked encrypted and split so each frame's encrypted payload fits the MTU and one record
    /// (the protection handler encrypts them on the way out, §A.3, §A.12).
    func rpcFrames(for message: SDLMessage, _ negotiated: SDLNegotiatedSession) -> [SDLFrame] {
        frames(for: message, maximumPayloadSize: negotiated.maximumPayloadSize, encrypted: protection.isProtected)
    }

    /// The frames of `message` on a service with `maximumPayloadSize` per frame: when `encrypted`
    /// (and a layer protects the connection) marked encrypted and split so each frame's encrypted
    /// payload fits that size and one record; otherwise split by that size.
    func frames(for message: SDLMessage, maximumPayloadSize: Int, encrypted: Bool) -> [SDLFrame] {
        guard encrypted, let layer = protection.layer else {
            return SDLMessageFragmenter.frames(for: message, maximumPayloadSize: maximumPayloadSize)
        }
        var message = message
        message.isEncrypted = true
        return SDLMessageFragmenter.frames(for: message, maximumPayloadSize: layer.plaintextLimit(maximumFramePayloadSize: maximumPayloadSize))
    }
}
