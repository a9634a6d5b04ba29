import Logging
import NIOCore
import SDLProtocol
import SDLRPC

extension SDLSession: SDLTransportDelegate {
    func transport(_ generation: Int, didReceiveControlFrame frame: SDLFrame) {
        transition { state, effects in
            guard state.generation == generation else { return }
            state.noteReceived()
            handleControlFrame(frame, state: &state, effects: &effects)
        }
    }

    func transport(_ generation: Int, didReceiveMessage message: SDLMessage) {
        if message.serviceType == .control {
            receivedSecurityQuery(message, generation: generation)
            return
        }
        guard message.serviceType.carriesRPCs else {
            configuration.logger.debug("ignoring a message on an unused service", metadata: ["service": "\(message.serviceType)"])
            return
        }
        let payload: SDLRPCPayload
        let parameters: SDLJSONObject
        do {
            payload = try SDLRPCPayload(decoding: message.payload)
            guard case .object(let object) = try payload.jsonValue() else {
                throw SDLProtocolError(code: .invalidJSON, message: "the RPC JSON is not an object")
            }
            parameters = object
        } catch {
            receivedUnreadableRPC(generation: generation, message: message, error: error)
            return
        }
        let kind: SDLRPCMessageKind = switch payload.rpcType {
        case .request: .request
        case .response: .response
        default: .notification
        }
        let envelope = SDLRPCEnvelope(
            kind: kind, functionID: Int(payload.functionID), correlationID: payload.correlationID,
            parameters: parameters, bulkData: payload.bulkBytes
        )
        transition { state, effects in
            guard state.generation == generation, state.negotiated != nil else { return }
            state.noteReceived()
            state.deliver(envelope, effects: &effects)
            switch envelope.kind {
            case .response:
                guard state.correlations.contains(envelope.correlationID) else {
                    configuration.logger.debug("ignoring a response nobody waits for", metadata: ["correlationID": "\(envelope.correlationID)"])
                    return
                }
                trackRegistration(of: envelope, state: &state)
                state.completeRequest(envelope.correlationID, with: .success(envelope), effects: &effects)
            case .notification:
                if envelope.functionID == SDLOnAppInterfaceUnregistered.rpcFunctionID {
                    state.isRegistered = false
                }
            case .request:
                break
            }
        }
        if kind == .request { answerIncomingRequest(envelope, generation: generation) }
    }

    func transport(_ generation: Int, didCloseWith error: SDLError?) {
        transition { state, effects in
            guard state.generation == generation else { return }
            let reason = error ?? state.closeReason ?? .connectionClosed("the head unit closed the connection")
            state.closeReason = nil
            configuration.logger.info("connection closed", metadata: ["reason": "\(reason)"])
            switch state.phase {
            case .connecting, .negotiating:
                scheduleReconnect(state.connectionAttemptFailed(reason, policy: configuration.reconnect, effects: &effects), state: &state)
            case .ready, .ending:
                scheduleReconnect(state.connectionLost(reason, policy: configuration.reconnect, effects: &effects), state: &state)
            case .waitingToReconnect, .closed:
                break
            }
        }
    }

    /// A response to RegisterAppInterface or UnregisterAppInterface changes the registration.
    private func trackRegistration(of response: SDLRPCEnvelope, state: inout SDLSessionState) {
        guard response.success == true else { return }
        if response.functionID == SDLRegisterAppInterface.rpcFunctionID {
            state.isRegistered = true
        } else if response.functionID == SDLUnregisterAppInterface.rpcFunctionID {
            state.isRegistered = false
        }
    }

    /// An RPC whose binary header or JSON cannot be read. A response whose correlation ID is
    /// readable fails its request; anything else is dropped, as Core drops such messages (§B.1).
    private func receivedUnreadableRPC(generation: Int, message: SDLMessage, error: any Error) {
        configuration.logger.warning("unreadable RPC from the head unit", metadata: ["error": "\(error)"])
        let payload = message.payload
        guard payload.readableBytes >= 8,
              let word0 = payload.getInteger(at: payload.readerIndex, endianness: .big, as: UInt32.self),
              word0 >> 28 == 1,
              let correlationID = payload.getInteger(at: payload.readerIndex + 4, endianness: .big, as: Int32.self)
        else { return }
        transition { state, effects in
            guard state.generation == generation else { return }
            state.completeRequest(
                correlationID,
                with: .failure(SDLError(code: .invalidResponse, message: "unreadable response: \(error)")),
                effects: &effects
            )
        }
    }

    private func handleControlFrame(_ frame: SDLFrame, state: inout SDLSessionState, effects: inout SDLSessionEffects) {
        let info = frame.header.controlFrameInfo
        switch state.phase {
        case .negotiating(let connection, var negotiation):
            do {
                guard let negotiated = try negotiation.receive(frame) else { return }
                guard negotiated.frameVersion >= 2 else {
                    throw SDLError(
                        code: .negotiationFailed,
                        message: "\(host):\(port) settled on protocol version \(negotiated.frameVersion); RPCs need version 2 or later"
                    )
                }
                negotiationSucceeded(connection, negotiated, state: &state, effects: &effects)
            } catch let error as SDLProtocolError where error.code == .startServiceRejected {
                state.closeReason = SDLError(code: .startServiceRejected, message: "\(host):\(port): \(error.message)")
                effects.closes.append(connection)
            } catch let error as SDLError {
                state.closeReason = error
                effects.closes.append(connection)
            } catch {
                state.closeReason = SDLError(code: .negotiationFailed, message: "unusable StartService answer from \(host):\(port): \(error)")
                effects.closes.append(connection)
            }
        case .ready(let connection, let negotiated), .ending(let connection, let negotiated):
            if frame.header.serviceType == .video {
                state.video.receiveControlFrame(frame, connection: connection, negotiated: negotiated, effects: &effects)
                return
            }
            if frame.header.serviceType == .audio {
                state.audio.receiveControlFrame(frame, connection: connection, negotiated: negotiated, effects: &effects)
                return
            }
            if handleProtectionAnswer(frame, state: &state, effects: &effects) { return }
            switch info {
            case .heartbeat:
                effects.writes.append((connection, [SDLControlFrames.heartbeatACK(for: frame, negotiated)]))
            case .endService where frame.header.serviceType == .rpc:
                // The head unit ends the RPC service, which ends the session (§A.8).
                effects.writes.append((connection, [SDLControlFrames.endServiceACK(for: frame, negotiated)]))
                if case .ending = state.phase {
                    state.finishSession(nil, effects: &effects)
                } else {
                    state.closeRequested = true
                    state.closeReason = .connectionClosed("the head unit ended the RPC service")
                    effects.closes.append(connection)
                }
            case .endServiceACK, .endServiceNAK:
                guard frame.header.serviceType == .rpc, let waiter = state.endServiceWaiter else { return }
                if info == .endServiceNAK {
                    configuration.logger.warning("EndServiceNAK", metadata: ["reason": "\(SDLControlFrames.rejection(in: frame))"])
                }
                state.endServiceWaiter = nil
                effects.endServiceResult = (waiter, info == .endServiceACK)
            default:
                break
            }
        default:
            break
        }
    }
}
