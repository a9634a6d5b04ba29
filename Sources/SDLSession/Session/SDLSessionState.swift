import NIOCore
import SDLProtocol

/// Everything mutable about one session, kept behind the session's lock. Its transitions (in
/// `SDLSessionState+Transitions.swift`) change it and return ``SDLSessionEffects`` to run once the
/// lock is released.
struct SDLSessionState: Sendable {
    /// Where the connection stands.
    enum Phase: Sendable {
        /// A TCP connect is in flight for `generation`.
        case connecting(generation: Int)
        /// Connected; the StartService is out and the ACK awaited.
        case negotiating(SDLTransportConnection, SDLVersionNegotiation)
        /// Negotiated: RPCs flow.
        case ready(SDLTransportConnection, SDLNegotiatedSession)
        /// ``SDLSession/close()`` sent the EndService and waits for its ACK.
        case ending(SDLTransportConnection, SDLNegotiatedSession)
        /// The connection dropped; reconnect attempt `attempt` is scheduled.
        case waitingToReconnect(attempt: Int)
        /// Closed for good.
        case closed(SDLError?)
    }

    /// A request waiting for its response.
    struct PendingRequest: Sendable {
        var continuation: CheckedContinuation<SDLRPCEnvelope, any Error>
        var timer: Scheduled<Void>?
        var functionName: String
    }

    /// A stream that receives incoming messages: all of them (`functionID == nil`) or the
    /// notifications of one function.
    struct Subscriber: Sendable {
        var functionID: Int?
        var deliver: @Sendable (SDLRPCEnvelope) -> Void
        var finish: @Sendable () -> Void
    }

    var phase: Phase = .connecting(generation: 1)
    /// The connection generation events must carry to be taken into account.
    var generation = 1
    var correlations = SDLCorrelationTable<PendingRequest>()
    var messageIDs = SDLMessageID()
    /// Whether a RegisterAppInterface succeeded on this connection (and no unregister followed).
    var isRegistered = false
    /// Waits for the first connection (``SDLSession/connect(host:port:configuration:)``).
    var connectWaiter: CheckedContinuation<Void, any Error>?
    /// Reconnect attempts made since the last drop (0 before any drop).
    var reconnectAttempt = 0
    /// The pending reconnect, cancelled by ``SDLSession/close()``.
    var reconnectTimer: Scheduled<Void>?
    /// The StartService answer deadline.
    var negotiationTimer: Scheduled<Void>?
    /// Set once ``SDLSession/close()`` starts (or the head unit ends the service): no reconnects.
    var closeRequested = false
    /// Why the session itself closed the current connection, reported when the close arrives.
    var closeReason: SDLError?
    var endServiceWaiter: CheckedContinuation<Bool, Never>?
    var endServiceTimer: Scheduled<Void>?
    var closeWaiters: [CheckedContinuation<Void, Never>] = []
    var subscribers: [Int: Subscriber] = [:]
    var eventStreams: [Int: AsyncStream<SDLSessionEvent>.Continuation] = [:]
    var nextSubscriberID = 0
    var heartbeat: RepeatedTask?
    /// The RPC service's protection on the current connection (§A.12).
    var protection = SDLProtectionState()
    /// When the session sent a Heartbeat that nothing has arrived after yet (cleared by any frame).
    var heartbeatOutstandingSince: NIODeadline?
    /// The video service (0x0B): whether it runs and who waits on it.
    var video = SDLStreamingServiceState<SDLVideoServiceParameters>(.video, name: "video", rejectedCode: .videoServiceRejected) {
        $0.accepted(by: $1)
    }
    /// The audio service (0x0A): whether it runs and who waits on it.
    var audio = SDLStreamingServiceState<Void>(.audio, name: "audio", rejectedCode: .audioServiceRejected) { _, _ in }

    /// Notes that a frame arrived (it answers any outstanding Heartbeat).
    mutating func noteReceived() {
        heartbeatOutstandingSince = nil
    }

    /// The connection RPCs can be written to now, with its negotiated parameters.
    var readyConnection: (SDLTransportConnection, SDLNegotiatedSession)? {
        if case .ready(let connection, let session) = phase { return (connection, session) }
        return nil
    }

    /// The negotiated parameters while connected (ready or ending).
    var negotiated: SDLNegotiatedSession? {
        switch phase {
        case .ready(_, let session), .ending(_, let session): session
        default: nil
        }
    }

    /// The current connection, whatever its phase.
    var connection: SDLTransportConnection? {
        switch phase {
        case .negotiating(let connection, _), .ready(let connection, _), .ending(let connection, _): connection
        default: nil
        }
    }

    var isClosed: Bool {
        if case .closed = phase { return true }
        return false
    }

    /// The error for operations attempted while not ready.
    var notReadyError: SDLError {
        switch phase {
        case .closed(let error?): .notConnected("the session is closed (\(error.message))")
        case .closed(nil): .notConnected("the session is closed")
        case .waitingToReconnect: .notConnected("the session is reconnecting")
        case .ending: .notConnected("the session is closing")
        default: .notConnected("the session is not connected yet")
        }
    }
}
