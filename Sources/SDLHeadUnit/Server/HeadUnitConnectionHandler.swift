import Logging
import NIOCore
import SDLProtocol
import SDLRPC

/// One app connection: SDL Core's protocol handler for it. Answers control frames (StartService with
/// version negotiation, EndService, Heartbeat, §A.6–§A.9), reassembles multi-frame messages, hands
/// RPCs to the core, and frames what the core sends back.
final class HeadUnitConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = SDLFrame
    typealias OutboundOut = SDLFrame

    /// An RPC service started on this connection.
    struct Session {
        var frameVersion: UInt8
        var protocolVersion: SDLProtocolVersion
        var hashID: Int32
        /// Core numbers its outgoing frames per session from 0 (§A.2).
        var messageCounter: UInt32 = 0
        var services: Set<UInt8> = [SDLServiceType.rpc.rawValue]
        /// Heartbeat monitoring, once the app has sent a Heartbeat (§A.9).
        var heartbeat: HeartbeatMonitor?
        /// Protected services: the TLS client, held ACKs, protected services (§A.12).
        var protection = HeadUnitSessionProtection()
    }

    let connectionID: Int
    let core: HeadUnitCore
    var context: ChannelHandlerContext?
    private var assembler = SDLMessageAssembler()
    var sessions: [UInt8: Session] = [:]
    private var nextSessionID: UInt8 = 1

    init(connectionID: Int, core: HeadUnitCore) {
        self.connectionID = connectionID
        self.core = core
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        // Added to a connection that is up already (an upgraded WebSocket): no channelActive follows.
        if context.channel.isActive { core.connectionOpened(self) }
    }

    func channelActive(context: ChannelHandlerContext) {
        core.connectionOpened(self)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        self.context = nil
        stopHeartbeatMonitors()
        core.connectionClosed(connectionID)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        core.logger.warning("connection \(connectionID): \(error); closing")
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let received = unwrapInboundIn(data)
        keepAlive(received.header.sessionID)
        if SDLSecurityQuery.isCarried(by: received.header), sessions[received.header.sessionID] != nil {
            receivedSecurityQuery(received)
            return
        }
        guard let frame = decrypted(received) else { return }
        if frame.header.frameType == .control {
            handleControl(frame)
            return
        }
        guard sessions[frame.header.sessionID] != nil else {
            core.logger.debug("connection \(connectionID): frame for unknown session \(frame.header.sessionID) dropped")
            return
        }
        let message: SDLMessage?
        do {
            message = try assembler.append(frame)
        } catch {
            core.logger.warning("connection \(connectionID): \(error.message); frame dropped")
            return
        }
        guard let message else { return }
        if message.serviceType == .video {
            return core.receivedVideo(message, from: HeadUnitEndpoint(connection: connectionID, session: message.sessionID))
        }
        if message.serviceType == .audio {
            return core.receivedAudio(message, from: HeadUnitEndpoint(connection: connectionID, session: message.sessionID))
        }
        guard message.serviceType.carriesRPCs else { return }
        receiveRPC(message)
    }

    // MARK: RPC messages

    private func receiveRPC(_ message: SDLMessage) {
        guard message.version >= 2 else {
            answerV1RPC(message)
            return
        }
        let payload: SDLRPCPayload
        do {
            payload = try SDLRPCPayload(decoding: message.payload)
        } catch {
            // Core drops a payload whose binary header cannot be read (§B.1).
            core.logger.debug("connection \(connectionID): \(error.message); message dropped")
            return
        }
        let kind: SDLRPCMessageKind = switch payload.rpcType {
        case .request: .request
        case .response: .response
        default: .notification
        }
        let json = try? payload.jsonValue()
        var incoming = HeadUnitMessage(kind: kind, functionID: Int(payload.functionID), correlationID: payload.correlationID,
                                       json: json, bulkData: payload.bulkBytes)
        incoming.isEncrypted = message.isEncrypted
        incoming.isOnProtectedService = sessions[message.sessionID]?.protection.protectedServices.contains(SDLServiceType.rpc.rawValue) == true
        if message.isEncrypted, kind == .request { requestArrivedEncrypted(payload.correlationID, session: message.sessionID) }
        core.received(incoming, from: HeadUnitEndpoint(connection: connectionID, session: message.sessionID))
    }

    /// Frames and writes `message` on `session` (bulk data goes on the hybrid service, §B.1).
    /// `beforeWriting` is told whether it goes out encrypted (a response to an encrypted request on a
    /// protected RPC service) once its frames are made and before the first is written, so the
    /// message log has it before the app can read it. Not called when the session is gone.
    func send(_ message: HeadUnitMessage, session sessionID: UInt8, beforeWriting: (_ encrypted: Bool) -> Void) {
        guard let context, var session = sessions[sessionID] else { return }
        let rpcType: SDLRPCType = switch message.kind {
        case .request: .request
        case .response: .response
        case .notification: .notification
        }
        let jsonBytes: [UInt8] = message.omitsJSON ? [] : SDLJSONSerializer.serialize(message.json ?? .object(SDLJSONObject()))
        let payload = SDLRPCPayload(rpcType: rpcType, functionID: UInt32(truncatingIfNeeded: message.functionID),
                                    correlationID: message.correlationID, jsonBytes: jsonBytes, bulkData: message.bulkData)
        let counter = session.messageCounter
        session.messageCounter &+= 1
        sessions[sessionID] = session
        let limit = session.frameVersion >= 5 ? core.maximumPayloadSize
            : SDLProtocolVersion.defaultMaximumPayloadSize(forFrameVersion: session.frameVersion)
        var framed = payload.message(version: session.frameVersion, sessionID: sessionID, messageID: counter)
        if payload.encodedSize > limit {
            // Core keeps a multi-frame message's id in a uint8_t (§A.2).
            framed.messageID = UInt32(UInt8(truncatingIfNeeded: counter))
        }
        let encrypted = encryptedFrames(framed, correlationID: message.correlationID, isResponse: message.kind == .response, limit: limit)
        let frames = encrypted ?? SDLMessageFragmenter.frames(for: framed, maximumPayloadSize: limit)
        beforeWriting(encrypted != nil)
        for frame in frames {
            context.write(wrapOutboundOut(frame), promise: nil)
        }
        context.flush()
    }

    /// Closes the connection.
    func close() {
        context?.close(promise: nil)
    }

    // MARK: Control frames

    private func handleControl(_ frame: SDLFrame) {
        core.logControl(frame, direction: "in", connection: connectionID)
        let header = frame.header
        do {
            switch header.controlFrameInfo {
            case .startService:
                try startService(frame)
            case .endService:
                try endService(frame)
            case .heartbeat:
                write(try core.negotiation.answer(toHeartbeat: frame))
                startHeartbeatMonitor(header.sessionID)
            default:
                core.logger.debug("connection \(connectionID): control frame \(header.controlFrameInfo) ignored")
            }
        } catch {
            core.logger.warning("connection \(connectionID): \(error.message)")
        }
    }

    private func startService(_ frame: SDLFrame) throws(SDLProtocolError) {
        let header = frame.header
        if header.serviceType == .rpc, sessions[header.sessionID] == nil {
            let sessionID = nextSessionID
            let hashID = SDLHeadUnitNegotiation.coreHashID(connectionHandle: UInt16(truncatingIfNeeded: connectionID), sessionID: sessionID)
            switch try core.negotiation.answer(toStartService: frame, sessionID: sessionID, hashID: hashID) {
            case .accepted(let ack, let frameVersion, let protocolVersion):
                nextSessionID &+= 1
                if nextSessionID == 0 { nextSessionID = 1 }
                sessions[sessionID] = Session(frameVersion: frameVersion, protocolVersion: protocolVersion, hashID: hashID)
                write(ack)
                core.sessionStarted(HeadUnitEndpoint(connection: connectionID, session: sessionID), protocolVersion: protocolVersion.description)
            case .rejected(let nak, _):
                write(nak)
            }
            return
        }
        guard var session = sessions[header.sessionID] else {
            write(core.negotiation.rejectStartService(header.serviceType, frameVersion: header.version, sessionID: header.sessionID,
                                                      messageID: header.messageID, appVersion: nil, reason: "Session \(header.sessionID) is not started"))
            return
        }
        let endpoint = HeadUnitEndpoint(connection: connectionID, session: header.sessionID)
        if let reason = forcedProtectionRefusal(header) {
            write(core.negotiation.rejectStartService(header.serviceType, frameVersion: session.frameVersion, sessionID: header.sessionID,
                                                      messageID: header.messageID, appVersion: session.protocolVersion, reason: reason))
            return
        }
        if header.serviceType == .audio || header.serviceType == .video, !core.isRegistered(endpoint) {
            // Audio and video may only start after RegisterAppInterface (§A.7).
            write(core.negotiation.rejectStartService(header.serviceType, frameVersion: session.frameVersion, sessionID: header.sessionID,
                                                      messageID: header.messageID, appVersion: session.protocolVersion,
                                                      reason: "The app is not registered"))
            return
        }
        if header.serviceType == .video, let (rejected, reason) = core.videoRefusal(frame, from: endpoint) {
            write(core.negotiation.rejectStartService(.video, frameVersion: session.frameVersion, sessionID: header.sessionID,
                                                      messageID: header.messageID, appVersion: session.protocolVersion,
                                                      reason: reason, rejectedParams: rejected))
            return
        }
        if header.serviceType == .audio, let reason = core.audioRefusal(from: endpoint) {
            write(core.negotiation.rejectStartService(.audio, frameVersion: session.frameVersion, sessionID: header.sessionID,
                                                      messageID: header.messageID, appVersion: session.protocolVersion, reason: reason))
            return
        }
        switch try core.negotiation.answer(toStartService: frame, sessionID: header.sessionID, hashID: session.hashID,
                                           negotiatedVersion: session.protocolVersion) {
        case .accepted(let ack, _, _):
            session.services.insert(header.serviceType.rawValue)
            sessions[header.sessionID] = session
            if header.isEncrypted { acknowledgeProtected(ack, session: header.sessionID) } else { write(ack) }
            if header.serviceType == .video { core.videoStarted(ack, for: endpoint, protected: header.isEncrypted) }
            if header.serviceType == .audio { core.audioStarted(for: endpoint, protected: header.isEncrypted) }
        case .rejected(let nak, _):
            write(nak)
        }
    }

    private func endService(_ frame: SDLFrame) throws(SDLProtocolError) {
        let header = frame.header
        guard let session = sessions[header.sessionID] else { return }
        switch try core.negotiation.answer(toEndService: frame, expectedHashID: session.hashID, negotiatedVersion: session.protocolVersion) {
        case .accepted(let ack):
            write(ack)
            if header.serviceType == .rpc {
                sessions[header.sessionID]?.heartbeat?.timer?.cancel()
                sessions[header.sessionID] = nil
                core.sessionEnded(HeadUnitEndpoint(connection: connectionID, session: header.sessionID))
            } else {
                sessions[header.sessionID]?.services.remove(header.serviceType.rawValue)
            }
            if header.serviceType == .video || header.serviceType == .rpc {
                core.videoEnded(HeadUnitEndpoint(connection: connectionID, session: header.sessionID))
            }
            if header.serviceType == .audio || header.serviceType == .rpc {
                core.audioEnded(HeadUnitEndpoint(connection: connectionID, session: header.sessionID))
            }
        case .rejected(let nak, _):
            write(nak)
        }
    }

    func write(_ frame: SDLFrame) {
        guard let context else { return }
        core.logControl(frame, direction: "out", connection: connectionID)
        context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    }
}
