import Logging
import NIOConcurrencyHelpers
import SDLProtocol
import NIOCore
import SDLRPC

extension SDLSession {
    /// Ends the session in order (protocol.md §C.1 step 7): UnregisterAppInterface if the app is
    /// registered (waiting for its response), then the RPC EndService with the hash ID (§A.8),
    /// waiting for the EndServiceACK; then the socket closes. Each wait is bounded by
    /// ``SDLSessionConfiguration/closeTimeout``. Requests still pending fail with `notConnected`,
    /// and every stream finishes. Calling it again, or on a closed session, returns once closed.
    public func close() async {
        enum Step { case unregisterFirst, endService, waitForClose, done }
        let step: Step = state.withLockedValue { state in
            if state.isClosed { return .done }
            if state.closeRequested { return .waitForClose }
            state.closeRequested = true
            guard state.readyConnection != nil else { return .waitForClose }
            return state.isRegistered ? .unregisterFirst : .endService
        }
        switch step {
        case .done:
            return
        case .waitForClose:
            await closeNotReadySession()
            return
        case .unregisterFirst:
            do {
                _ = try await send(
                    functionID: SDLUnregisterAppInterface.rpcFunctionID, parameters: SDLJSONObject(), timeout: configuration.closeTimeout
                )
            } catch {
                configuration.logger.info("UnregisterAppInterface failed while closing", metadata: ["error": "\(error)"])
            }
        case .endService:
            break
        }
        let acknowledged = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            transition { state, effects in
                guard case .ready(let connection, let negotiated) = state.phase else {
                    effects.endServiceResult = (continuation, false)
                    return
                }
                state.phase = .ending(connection, negotiated)
                state.endServiceWaiter = continuation
                state.endServiceTimer = connection.eventLoop.scheduleTask(in: TimeAmount(configuration.closeTimeout)) { [weak self] in
                    self?.endServiceTimedOut()
                }
                effects.writes.append((connection, [negotiated.endServiceFrame(messageID: state.messageIDs.next())]))
            }
        }
        if !acknowledged {
            configuration.logger.info("no EndServiceACK; closing the connection anyway")
        }
        transition { state, effects in
            state.finishSession(nil, effects: &effects)
        }
    }

    private func endServiceTimedOut() {
        transition { state, effects in
            state.endServiceTimer = nil
            guard let waiter = state.endServiceWaiter else { return }
            state.endServiceWaiter = nil
            effects.endServiceResult = (waiter, false)
        }
    }

    /// Closes a session that is not ready (connecting, negotiating, waiting to reconnect, or
    /// already closing) and waits until it is closed.
    private func closeNotReadySession() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            transition { state, effects in
                if state.isClosed {
                    effects.closeWaiters.append(continuation)
                    return
                }
                state.closeWaiters.append(continuation)
                switch state.phase {
                case .ready, .ending:
                    break  // another close() is ending the session in order and finishes it
                default:
                    state.finishSession(nil, effects: &effects)
                }
            }
        }
    }
}
