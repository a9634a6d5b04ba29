import Logging
import NIOCore
import SDLProtocol
import SDLRPC

/// Protected services as SDL Core plays them (protocol.md §A.12): Core is the TLS client. A
/// StartService with the E bit starts (or joins) the session's handshake — Core speaks first with
/// its ClientHello in a security query — and its StartServiceACK is held until the handshake
/// completes, then sent with the E bit and its payload encrypted. Frames with the E bit are
/// decrypted before they are reassembled; the responses to encrypted requests go out encrypted.
extension HeadUnitConnectionHandler {
    /// Why an unprotected StartService of `serviceType` is refused: it is in `ForceProtectedService`
    /// (``SDLHeadUnitConfiguration/forceProtectedServices``). The first RPC StartService of a session
    /// is never refused (first frames are never encrypted).
    func forcedProtectionRefusal(_ header: SDLFrameHeader) -> String? {
        guard !header.isEncrypted, core.forceProtectedServices.contains(header.serviceType) else { return nil }
        return "Service \(header.serviceType) must be started protected (ForceProtectedService)"
    }

    /// Sends `ack` for a StartService with the E bit: at once (encrypted) when the session's
    /// handshake is done, after it otherwise. (Without security configured the negotiation has
    /// refused such a StartService already.)
    func acknowledgeProtected(_ ack: SDLFrame, session sessionID: UInt8) {
        guard let security = core.security, var session = sessions[sessionID] else {
            write(ack)
            return
        }
        session.protection.pendingACKs.append(ack)
        if session.protection.client == nil {
            do {
                let client = try security.makeClient()
                session.protection.client = client
                sessions[sessionID] = session
                sendHandshake(try client.clientHello(), session: sessionID)
            } catch {
                sessions[sessionID] = session
                failHandshake(session: sessionID, code: .handshakeFailed, reason: "the head unit's TLS client did not start: \(error)")
            }
            return
        }
        sessions[sessionID] = session
        if session.protection.isReady { releasePendingACKs(session: sessionID) }
    }

    /// A security query from the app: its handshake bytes go to the TLS client (and its answer back);
    /// an internal error ends the handshake.
    func receivedSecurityQuery(_ frame: SDLFrame) {
        let sessionID = frame.header.sessionID
        let query: SDLSecurityQuery
        do {
            query = try SDLSecurityQuery(frame: frame)
        } catch {
            core.logger.warning("connection \(connectionID): unreadable security query: \(error.message)")
            sendQuery(.internalError(SDLSecurityInternalError(code: .invalidQuerySize, text: error.message)), session: sessionID)
            return
        }
        core.logSecurityQuery(query, direction: "in", connection: connectionID, session: sessionID)
        guard let client = sessions[sessionID]?.protection.client else {
            sendQuery(.internalError(SDLSecurityInternalError(code: .serviceNotProtected, text: "no handshake is under way"),
                                     sequenceNumber: query.sequenceNumber), session: sessionID)
            return
        }
        if let error = query.internalError {
            failHandshake(session: sessionID, code: nil, reason: "the app ended the handshake: \(error)")
            return
        }
        guard query.queryID == .sendHandshakeData else { return }
        do {
            let answer = try client.handshake(query.binary)
            if !answer.isEmpty { sendHandshake(answer, session: sessionID) }
        } catch {
            failHandshake(session: sessionID, code: .invalidCertificate, reason: "\(error)")
            return
        }
        if client.isReady { releasePendingACKs(session: sessionID) }
    }

    /// Decrypts a data frame with the E bit and a payload; `nil` (after telling the app, as Core
    /// does with an internal error) when it does not decrypt. A control frame's payload is never
    /// encrypted (Core's `DecryptFrame` passes control frames by): a protected video StartService
    /// carries its parameters in the clear.
    func decrypted(_ frame: SDLFrame) -> SDLFrame? {
        guard frame.header.isEncrypted, frame.header.frameType != .control, frame.payload.readableBytes > 0 else { return frame }
        let sessionID = frame.header.sessionID
        guard let protection = sessions[sessionID]?.protection, protection.isReady, let client = protection.client else {
            core.logger.warning("connection \(connectionID): an encrypted frame before the session's handshake completed; dropped")
            sendQuery(.internalError(SDLSecurityInternalError(code: .serviceNotProtected, text: "the service is not protected")), session: sessionID)
            return nil
        }
        do {
            var plain = frame
            plain.payload = ByteBuffer(bytes: try client.decrypt(Array(frame.payload.readableBytesView)))
            return plain
        } catch {
            core.logger.warning("connection \(connectionID): an encrypted frame did not decrypt: \(error); dropped")
            sendQuery(.internalError(SDLSecurityInternalError(code: .decryptionFailed, text: "\(error)")), session: sessionID)
            return nil
        }
    }

    /// The frames of `message` on a protected RPC service when it answers an encrypted request:
    /// marked encrypted, split so each record fits the MTU, each payload encrypted. `nil` when the
    /// message goes out in the clear.
    func encryptedFrames(_ framed: SDLMessage, correlationID: Int32, isResponse: Bool, limit: Int) -> [SDLFrame]? {
        let sessionID = framed.sessionID
        guard isResponse, var protection = sessions[sessionID]?.protection,
              protection.encryptedRequests.remove(correlationID) != nil else { return nil }
        sessions[sessionID]?.protection = protection
        guard protection.isReady, let client = protection.client else { return nil }
        var message = framed
        message.isEncrypted = true
        var frames: [SDLFrame] = []
        for var frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: max(1, min(16_384, limit - 256))) {
            if frame.header.isEncrypted, frame.payload.readableBytes > 0 {
                guard let sealed = try? client.encrypt(Array(frame.payload.readableBytesView)) else {
                    core.logger.warning("connection \(connectionID): a response could not be encrypted; closing")
                    close()
                    return []
                }
                frame.payload = ByteBuffer(bytes: sealed)
            }
            frames.append(frame)
        }
        return frames
    }

    /// Notes that the request `correlationID` arrived encrypted (its response goes out encrypted).
    func requestArrivedEncrypted(_ correlationID: Int32, session sessionID: UInt8) {
        sessions[sessionID]?.protection.encryptedRequests.insert(correlationID)
    }

    // MARK: Steps of the handshake

    private func sendHandshake(_ data: [UInt8], session sessionID: UInt8) {
        guard var session = sessions[sessionID] else { return }
        session.protection.sequenceNumber &+= 1
        sessions[sessionID] = session
        sendQuery(.handshake(.request, sequenceNumber: session.protection.sequenceNumber, data: data), session: sessionID)
    }

    private func sendQuery(_ query: SDLSecurityQuery, session sessionID: UInt8) {
        guard let context, var session = sessions[sessionID] else { return }
        let counter = session.messageCounter
        session.messageCounter &+= 1
        sessions[sessionID] = session
        core.logSecurityQuery(query, direction: "out", connection: connectionID, session: sessionID)
        context.writeAndFlush(wrapOutboundOut(query.frame(version: session.frameVersion, sessionID: sessionID, messageID: counter)), promise: nil)
    }

    /// The handshake completed: every held ACK goes out with the E bit, its payload encrypted.
    private func releasePendingACKs(session sessionID: UInt8) {
        guard var session = sessions[sessionID], let client = session.protection.client else { return }
        let acks = session.protection.pendingACKs
        session.protection.pendingACKs.removeAll()
        for ack in acks {
            var header = ack.header
            header.isEncrypted = true
            var payload = ack.payload
            if payload.readableBytes > 0 {
                guard let sealed = try? client.encrypt(Array(payload.readableBytesView)) else {
                    failHandshake(session: sessionID, code: .encryptionFailed, reason: "the StartServiceACK could not be encrypted")
                    return
                }
                payload = ByteBuffer(bytes: sealed)
            }
            session.protection.protectedServices.insert(header.serviceType.rawValue)
            sessions[sessionID] = session
            write(SDLFrame(header: header, payload: payload))
        }
        sessions[sessionID] = session
    }

    /// The handshake failed: an internal error (when `code` is given) and a StartServiceNAK for
    /// each service waiting, with `reason`; the next protected StartService starts a new handshake.
    private func failHandshake(session sessionID: UInt8, code: SDLSecurityErrorCode?, reason: String) {
        core.logger.warning("connection \(connectionID): the handshake of session \(sessionID) failed: \(reason)")
        if let code { sendQuery(.internalError(SDLSecurityInternalError(code: code, text: reason)), session: sessionID) }
        guard var session = sessions[sessionID] else { return }
        let waiting = session.protection.pendingACKs
        session.protection.pendingACKs.removeAll()
        session.protection.client = nil
        sessions[sessionID] = session
        for ack in waiting {
            write(core.negotiation.rejectStartService(
                ack.header.serviceType, frameVersion: session.frameVersion, sessionID: sessionID, messageID: ack.header.messageID,
                appVersion: session.protocolVersion, reason: reason))
        }
    }
}

extension HeadUnitCore {
    /// Logs a security query (`--log`): its type, id, sequence number and size, never its bytes.
    func logSecurityQuery(_ query: SDLSecurityQuery, direction: String, connection: Int, session: UInt8) {
        guard let messageLog else { return }
        var entry = SDLJSONObject()
        entry.append("time", .float(Double(clock.now.nanosecondsClamped) / 1e9))
        entry.append("direction", .string(direction))
        entry.append("connection", .integer(connection))
        entry.append("session", .integer(Int(session)))
        entry.append("securityQuery", .string("\(query.queryType) \(query.queryID)"))
        entry.append("sequenceNumber", .integer(Int(query.sequenceNumber)))
        if let error = query.internalError { entry.append("error", .string("\(error)")) }
        entry.append("binarySize", .integer(query.binary.count))
        messageLog.record(entry)
    }
}
