import Logging
import NIOCore
import NIOPosix
import SDLProtocol

extension SDLSession {
    /// Opens the first connection and waits for the negotiation to finish.
    func openFirstConnection() async throws {
        let deadline = NIODeadline.now() + TimeAmount(configuration.connectTimeout)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let generation: Int? = transition { state, effects in
                    state.connectWaiter = continuation
                    guard !Task.isCancelled else {
                        state.finishSession(SDLError(code: .cancelled, message: "connecting to \(host):\(port) was cancelled"), effects: &effects)
                        return nil
                    }
                    return state.generation
                }
                if let generation {
                    startConnection(generation: generation, deadline: deadline)
                }
            }
        } onCancel: {
            transition { state, effects in
                guard state.connectWaiter != nil else { return }
                state.finishSession(SDLError(code: .cancelled, message: "connecting to \(host):\(port) was cancelled"), effects: &effects)
            }
        }
    }

    /// Starts the TCP connect of `generation`; negotiation follows when it is up.
    func startConnection(generation: Int, deadline: NIODeadline) {
        let remaining = deadline - NIODeadline.now()
        let timeout = Duration.nanoseconds(max(remaining.nanoseconds, 1_000_000))
        configuration.logger.debug("connecting", metadata: ["host": "\(host)", "port": "\(port)", "generation": "\(generation)"])
        dialer.connect(timeout: timeout, generation: generation, delegate: self)
            .whenComplete { result in
                switch result {
                case .success(let connection):
                    self.connectionEstablished(connection, deadline: deadline)
                case .failure(let error):
                    let error = SDLTransportConnector.sessionError(for: error, host: self.host, port: self.port, timeout: self.configuration.connectTimeout)
                    self.connectionAttemptFailed(generation: generation, error)
                }
            }
    }

    /// TCP is up: send the StartService and arm the negotiation deadline.
    private func connectionEstablished(_ connection: SDLTransportConnection, deadline: NIODeadline) {
        transition { state, effects in
            guard case .connecting(let generation) = state.phase, generation == connection.generation, !state.closeRequested else {
                effects.closes.append(connection)
                return
            }
            var negotiation = SDLVersionNegotiation(maximumVersion: offeredVersion, sendsProtocolVersion: offeredVersion.major >= 5)
            let startService = negotiation.startServiceFrame()
            state.phase = .negotiating(connection, negotiation)
            state.closeReason = nil
            state.negotiationTimer = connection.eventLoop.scheduleTask(deadline: deadline) { [weak self] in
                self?.negotiationTimedOut(generation: generation)
            }
            effects.writes.append((connection, [startService]))
        }
    }

    private func negotiationTimedOut(generation: Int) {
        transition { state, effects in
            guard case .negotiating(let connection, _) = state.phase, connection.generation == generation else { return }
            state.negotiationTimer = nil
            let error = SDLError(
                code: .connectTimedOut,
                message: "\(host):\(port) did not answer the StartService within \(configuration.connectTimeout)"
            )
            scheduleReconnect(state.connectionAttemptFailed(error, policy: configuration.reconnect, effects: &effects), state: &state)
        }
    }

    /// The TCP connect of `generation` failed.
    private func connectionAttemptFailed(generation: Int, _ error: SDLError) {
        transition { state, effects in
            guard case .connecting(let current) = state.phase, current == generation else { return }
            scheduleReconnect(state.connectionAttemptFailed(error, policy: configuration.reconnect, effects: &effects), state: &state)
        }
    }

    /// The StartServiceACK arrived: the session is ready.
    func negotiationSucceeded(_ connection: SDLTransportConnection, _ negotiated: SDLNegotiatedSession, state: inout SDLSessionState, effects: inout SDLSessionEffects) {
        if let timer = state.negotiationTimer { effects.cancelledTimers.append(timer) }
        state.negotiationTimer = nil
        state.phase = .ready(connection, negotiated)
        state.isRegistered = false
        state.noteReceived()
        connection.limitMessages(toPayloadSize: negotiated.maximumPayloadSize)
        configuration.logger.debug("negotiated", metadata: [
            "version": "\(negotiated.protocolVersion)", "session": "\(negotiated.sessionID)", "mtu": "\(negotiated.maximumPayloadSize)",
        ])
        if let waiter = state.connectWaiter {
            state.connectWaiter = nil
            effects.connectResult = (waiter, .success(()))
        } else {
            state.reconnectAttempt = 0
            state.emit(.reconnected, effects: &effects)
        }
        if let interval = configuration.heartbeatInterval, interval > .zero {
            let generation = connection.generation
            state.heartbeat = connection.eventLoop.scheduleRepeatedTask(
                initialDelay: TimeAmount(interval), delay: TimeAmount(interval)
            ) { [weak self] _ in
                self?.heartbeatTick(generation: generation, interval: interval)
            }
        }
    }

    /// Sends a Heartbeat, or closes the connection when nothing at all arrived for a whole
    /// interval after a Heartbeat went out (a HeartbeatACK or any other frame answers it, §A.9).
    private func heartbeatTick(generation: Int, interval: Duration) {
        transition { state, effects in
            guard case .ready(let connection, let negotiated) = state.phase, connection.generation == generation else { return }
            let now = NIODeadline.now()
            if let since = state.heartbeatOutstandingSince, now - since >= TimeAmount(interval) {
                state.closeReason = SDLError(
                    code: .heartbeatTimedOut, message: "the head unit did not answer a Heartbeat and sent nothing for \(now - since)"
                )
                effects.closes.append(connection)
                return
            }
            if state.heartbeatOutstandingSince == nil { state.heartbeatOutstandingSince = now }
            effects.writes.append((connection, [SDLControlFrames.heartbeat(negotiated, messageID: state.messageIDs.next())]))
        }
    }

    /// Schedules the reconnect `plan` asks for (if any).
    func scheduleReconnect(_ plan: (attempt: Int, delay: Duration)?, state: inout SDLSessionState) {
        guard let plan else { return }
        configuration.logger.info("reconnecting", metadata: ["attempt": "\(plan.attempt)", "delay": "\(plan.delay)"])
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        state.reconnectTimer = loop.scheduleTask(in: TimeAmount(plan.delay)) { [weak self] in
            self?.reconnectNow(attempt: plan.attempt)
        }
    }

    private func reconnectNow(attempt: Int) {
        let deadline = NIODeadline.now() + TimeAmount(configuration.connectTimeout)
        let generation: Int? = transition { state, effects in
            guard case .waitingToReconnect(let waiting) = state.phase, waiting == attempt, !state.closeRequested else { return nil }
            state.reconnectTimer = nil
            state.generation += 1
            state.phase = .connecting(generation: state.generation)
            return state.generation
        }
        if let generation {
            startConnection(generation: generation, deadline: deadline)
        }
    }
}
