import SDLTestSupport
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLProtocol
import SDLRPC

/// A small head unit for tests: a NIO TCP server on 127.0.0.1 that speaks the SDL protocol with
/// the `SDLProtocol` codecs. It answers the RPC StartService (ACK with BSON, or a NAK, or silence),
/// records every RPC and control frame it receives as a ``Event``, and answers RPCs as the test's
/// ``Responder`` says — or lets the test answer them later, in any order.
final class FakeHeadUnit: Sendable {
    /// How the head unit answers the StartService.
    enum Negotiation: Sendable {
        /// A v5 ACK with BSON protocolVersion, hashId and mtu.
        case acknowledge(version: String = "5.4.0", mtu: Int64 = 131_072)
        /// An ACK in a v2–v4 header whose payload is the 4-byte big-endian hash ID (no BSON).
        case acknowledgeLegacy(headerVersion: UInt8)
        /// A StartServiceNAK with rejectedParams and a reason.
        case reject(reason: String)
        /// Never answer (for connect timeouts).
        case ignore
    }

    /// An RPC the head unit received.
    struct ReceivedRPC: Sendable {
        var rpcType: SDLRPCType
        var functionID: Int
        var correlationID: Int32
        var parameters: SDLJSONObject
        var bulkData: [UInt8]
        var serviceType: SDLServiceType
        /// Which TCP connection (1, 2, …) carried it.
        var connection: Int
        /// The header version, session ID and message ID of its (first) frame.
        var headerVersion: UInt8
        var sessionID: UInt8
        var messageID: UInt32
        /// How many frames carried it (1 for a single frame; first + consecutive otherwise).
        var frameCount: Int
        /// Whether its frames arrived encrypted (E bit, toy cipher).
        var isEncrypted = false
        /// The largest payload of its frames as they arrived (encrypted size when encrypted).
        var largestFramePayload = 0
    }

    /// What the head unit saw.
    enum Event: Sendable {
        case connected(Int)
        case startService(protocolVersion: String?, headerVersion: UInt8)
        case rpc(ReceivedRPC)
        case endService(hashID: Int32?)
        case heartbeat(messageID: UInt32)
        case heartbeatACK(messageID: UInt32)
        case disconnected(Int)
        /// A StartService for the video service, with its parameters.
        case videoStartService(SDLVideoServiceParameters)
        /// A whole message on the video service.
        case video(bytes: [UInt8], frameCount: Int)
        /// An EndService for the video service.
        case videoEndService
        /// A StartService for the audio service.
        case audioStartService
        /// A whole message on the audio service.
        case audio(bytes: [UInt8], frameCount: Int)
        /// An EndService for the audio service.
        case audioEndService
        /// A StartService(RPC) with the E bit (protection asked for).
        case protectedStartService
        /// A security query from the app (§A.12).
        case securityQuery(SDLSecurityQuery)
        /// An encrypted frame that did not decrypt; the connection was closed.
        case undecryptable
    }

    /// How the head unit answers a video (or audio) StartService.
    enum VideoAnswer: Sendable {
        /// An ACK echoing the offer, with `mtu` when given.
        case acknowledge(mtu: Int64? = nil)
        /// A NAK naming `rejectedParams`.
        case reject(rejectedParams: [String], reason: String)
        /// Never answer.
        case ignore
    }

    /// How the head unit answers a protected StartService(RPC), playing SDL Core (the TLS client)
    /// with ``ToyCipher``.
    enum Protection: Sendable {
        /// HELLO → WELCOME, DONE → OK, then an encrypted StartServiceACK.
        case handshake
        /// An internal error (invalid certificate) with `reason` after the app's first answer, then a NAK.
        case rejectCertificate(reason: String)
        /// A StartServiceNAK with `reason`, no handshake.
        case refuse(reason: String)
        /// No answer at all.
        case ignore
    }

    /// What to do with a received request.
    enum Reply: Sendable {
        /// Answer at once with these parameters (a response with the request's function and correlation IDs).
        case respond(SDLJSONObject)
        /// Do not answer; the test may answer later with ``FakeHeadUnit/respond(to:with:)``.
        case none
    }

    typealias Responder = @Sendable (ReceivedRPC) -> Reply

    static let hashID: Int32 = 0x0102_0304
    static let sessionID: UInt8 = 7

    /// Answers RegisterAppInterface and UnregisterAppInterface with SUCCESS; leaves the rest.
    static let registrationResponder: Responder = { rpc in
        switch rpc.functionID {
        case SDLRegisterAppInterface.rpcFunctionID, SDLUnregisterAppInterface.rpcFunctionID: .respond(success)
        default: .none
        }
    }

    /// Answers every request with SUCCESS.
    static let successResponder: Responder = { _ in .respond(success) }

    static var success: SDLJSONObject { ["success": .bool(true), "resultCode": .string("SUCCESS")] }

    private struct State {
        var channels: [Int: any Channel] = [:]
        var connectionCount = 0
        var negotiation: Negotiation
        var responder: Responder
        var log: [Event] = []
        /// Close connection `connection` once it has received `frames` consecutive frames.
        var dropAfterConsecutiveFrames: (connection: Int, frames: Int)?
        var answersHeartbeats = true
        /// Answers to the next video StartServices, in order; an ACK when none is left.
        var videoAnswers: [VideoAnswer] = []
        /// Answers to the next audio StartServices, in order; an ACK when none is left.
        var audioAnswers: [VideoAnswer] = []
        var protection = Protection.handshake
    }

    private let serverChannel: any Channel
    private let state: NIOLockedValueBox<State>

    /// The TCP port it listens on.
    var port: Int { serverChannel.localAddress?.port ?? 0 }

    private init(serverChannel: any Channel, state: NIOLockedValueBox<State>) {
        self.serverChannel = serverChannel
        self.state = state
    }

    /// Starts listening on an ephemeral loopback port.
    static func start(negotiation: Negotiation = .acknowledge(), responder: @escaping Responder = registrationResponder) async throws -> FakeHeadUnit {
        let state = NIOLockedValueBox(State(negotiation: negotiation, responder: responder))
        let box = NIOLockedValueBox<FakeHeadUnit?>(nil)
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    guard let headUnit = box.withLockedValue({ $0 }) else { return }
                    let number = headUnit.register(channel)
                    try channel.pipeline.syncOperations.addHandlers(
                        ByteToMessageHandler(SDLFrameDecoder(maximumPayloadSize: 64 * 1024 * 1024)),
                        MessageToByteHandler(PeerEncoder()),
                        PeerHandler(headUnit: headUnit, connection: number)
                    )
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        let headUnit = FakeHeadUnit(serverChannel: server, state: state)
        box.withLockedValue { $0 = headUnit }
        return headUnit
    }

    /// Stops listening and closes every connection.
    func stop() async {
        let channels = state.withLockedValue { Array($0.channels.values) }
        for channel in channels { try? await channel.close() }
        try? await serverChannel.close()
    }

    // MARK: What it saw

    /// Everything the head unit saw so far, in order.
    var log: [Event] { state.withLockedValue { $0.log } }

    /// Every RPC received so far (optionally of one function).
    func receivedRPCs(functionID: Int? = nil) -> [ReceivedRPC] {
        log.compactMap { event in
            guard case .rpc(let rpc) = event, functionID == nil || rpc.functionID == functionID else { return nil }
            return rpc
        }
    }

    /// Waits until `extract` finds something in the log (polling; fails after `timeout` so a
    /// broken implementation fails the test instead of hanging it).
    func waitUntil<T: Sendable>(
        timeout: Duration = .seconds(30), _ what: String = "an event", _ extract: @Sendable ([Event]) -> T?
    ) async throws -> T {
        let clock = ContinuousClock()
        let deadline = clock.now + TestTime.scaled(timeout)
        while true {
            if let found = extract(log) { return found }
            guard clock.now < deadline else { throw FakeHeadUnitError(message: "timed out waiting for \(what)") }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Waits until at least `count` requests of `functionID` arrived; returns them all.
    func waitForRequests(functionID: Int, count: Int = 1) async throws -> [ReceivedRPC] {
        try await waitUntil("\(count) request(s) of function \(functionID)") { log in
            let rpcs = log.compactMap { event -> ReceivedRPC? in
                guard case .rpc(let rpc) = event, rpc.rpcType == .request, rpc.functionID == functionID else { return nil }
                return rpc
            }
            return rpcs.count >= count ? rpcs : nil
        }
    }

    /// Changes how later StartServices are answered.
    func setNegotiation(_ negotiation: Negotiation) {
        state.withLockedValue { $0.negotiation = negotiation }
    }

    /// Changes how later requests are answered.
    func setResponder(_ responder: @escaping Responder) {
        state.withLockedValue { $0.responder = responder }
    }

    /// Makes connection `connection` close after it received `frames` consecutive frames (a
    /// disconnect in the middle of a multi-frame upload).
    func dropConnection(_ connection: Int, afterConsecutiveFrames frames: Int) {
        state.withLockedValue { $0.dropAfterConsecutiveFrames = (connection, frames) }
    }

    fileprivate func shouldDrop(connection: Int, consecutiveFrames: Int) -> Bool {
        state.withLockedValue { state in
            guard let rule = state.dropAfterConsecutiveFrames else { return false }
            return rule.connection == connection && consecutiveFrames >= rule.frames
        }
    }

    /// Answers the next video StartServices with `answers`, in order (then with ACKs).
    func setVideoAnswers(_ answers: [VideoAnswer]) {
        state.withLockedValue { $0.videoAnswers = answers }
    }

    fileprivate func nextVideoAnswer() -> VideoAnswer {
        state.withLockedValue { $0.videoAnswers.isEmpty ? .acknowledge() : $0.videoAnswers.removeFirst() }
    }

    /// Answers the next audio StartServices with `answers`, in order (then with ACKs).
    func setAudioAnswers(_ answers: [VideoAnswer]) {
        state.withLockedValue { $0.audioAnswers = answers }
    }

    fileprivate func nextAudioAnswer() -> VideoAnswer {
        state.withLockedValue { $0.audioAnswers.isEmpty ? .acknowledge() : $0.audioAnswers.removeFirst() }
    }

    /// Sends an EndService for the audio service (the head unit stops the app's stream).
    func sendAudioEndService() {
        write(SDLFrame(version: 5, frameType: .control, serviceType: .audio, frameInfo: SDLControlFrameInfo.endService.rawValue,
                       sessionID: Self.sessionID, messageID: 11))
    }

    /// The bytes of every video message received so far, in order.
    var receivedVideo: [[UInt8]] {
        log.compactMap { event in
            guard case .video(let bytes, _) = event else { return nil }
            return bytes
        }
    }

    /// Sends an EndService for the video service (the head unit stops the app's stream).
    func sendVideoEndService() {
        write(SDLFrame(version: 5, frameType: .control, serviceType: .video, frameInfo: SDLControlFrameInfo.endService.rawValue,
                       sessionID: Self.sessionID, messageID: 10))
    }

    /// Changes how protected StartServices are answered (default ``Protection/handshake``).
    func setProtection(_ protection: Protection) {
        state.withLockedValue { $0.protection = protection }
    }

    fileprivate var protection: Protection { state.withLockedValue { $0.protection } }

    /// The security queries the app sent so far.
    var securityQueries: [SDLSecurityQuery] {
        log.compactMap { event in
            if case .securityQuery(let query) = event { return query }
            return nil
        }
    }

    /// Writes `frame` as it is to the open connection (a hostile or hand-made frame).
    func sendFrame(_ frame: SDLFrame) {
        write(frame)
    }

    /// Whether Heartbeats are answered with a HeartbeatACK (default true).
    func setAnswersHeartbeats(_ answers: Bool) {
        state.withLockedValue { $0.answersHeartbeats = answers }
    }

    fileprivate var answersHeartbeats: Bool { state.withLockedValue { $0.answersHeartbeats } }

    /// How many TCP connections were accepted.
    var connectionCount: Int { state.withLockedValue { $0.connectionCount } }

    // MARK: Scripting

    /// Answers `request` (with its correlation ID) on the connection that is open now.
    /// An encrypted request is answered encrypted.
    func respond(to request: ReceivedRPC, with parameters: SDLJSONObject, bulkData: [UInt8] = []) {
        send(rpcType: .response, functionID: request.functionID, correlationID: request.correlationID, parameters: parameters,
             bulkData: bulkData, encrypted: request.isEncrypted)
    }

    /// Sends a response with any function and correlation ID (e.g. a late or unexpected one).
    func sendResponse(functionID: Int, correlationID: Int32, parameters: SDLJSONObject) {
        send(rpcType: .response, functionID: functionID, correlationID: correlationID, parameters: parameters)
    }

    /// Sends a request to the app (as a head unit does to an app service provider).
    func sendRequest(functionID: Int, correlationID: Int32, parameters: SDLJSONObject) {
        send(rpcType: .request, functionID: functionID, correlationID: correlationID, parameters: parameters)
    }

    /// Waits for the app's response with `correlationID`.
    func waitForResponse(correlationID: Int32) async throws -> ReceivedRPC {
        try await waitUntil("the response with correlation ID \(correlationID)") { log in
            log.lazy.compactMap { event -> ReceivedRPC? in
                guard case .rpc(let rpc) = event, rpc.rpcType == .response, rpc.correlationID == correlationID else { return nil }
                return rpc
            }.first
        }
    }

    /// Sends a notification.
    func sendNotification(functionID: Int, parameters: SDLJSONObject) {
        send(rpcType: .notification, functionID: functionID, correlationID: 0, parameters: parameters)
    }

    /// Sends a Heartbeat on the control service.
    func sendHeartbeat(messageID: UInt32 = 77) {
        write(SDLFrame(version: 5, frameType: .control, serviceType: .control, frameInfo: SDLControlFrameInfo.heartbeat.rawValue,
                       sessionID: Self.sessionID, messageID: messageID))
    }

    /// Sends the RPC EndService (the head unit ends the session).
    func sendEndService() {
        write(SDLFrame(version: 5, frameType: .control, serviceType: .rpc, frameInfo: SDLControlFrameInfo.endService.rawValue,
                       sessionID: Self.sessionID, messageID: 9))
    }

    /// Writes raw bytes to the open connection.
    func sendRawBytes(_ bytes: [UInt8]) {
        guard let channel = currentChannel else { return }
        // Always through the loop's task queue, so writes leave in the order they were asked for.
        channel.eventLoop.execute { channel.writeAndFlush(PeerOutbound.raw(bytes), promise: nil) }
    }

    /// Closes the open connection(s) abruptly.
    func disconnect() {
        for channel in state.withLockedValue({ Array($0.channels.values) }) {
            channel.close(promise: nil)
        }
    }

    private var currentChannel: (any Channel)? {
        state.withLockedValue { state in state.channels.max(by: { $0.key < $1.key })?.value }
    }

    private func send(rpcType: SDLRPCType, functionID: Int, correlationID: Int32, parameters: SDLJSONObject, bulkData: [UInt8] = [], encrypted: Bool = false) {
        let payload = SDLRPCPayload(
            rpcType: rpcType, functionID: UInt32(functionID), correlationID: correlationID,
            jsonBytes: SDLJSONSerializer.serialize(.object(parameters)), bulkData: bulkData
        )
        var message = payload.message(version: 5, sessionID: Self.sessionID, messageID: UInt32(truncatingIfNeeded: max(correlationID, 1)))
        message.isEncrypted = encrypted
        for var frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: 131_072) {
            if frame.header.isEncrypted { frame.payload = ByteBuffer(bytes: ToyCipher.encrypt(Array(frame.payload.readableBytesView))) }
            write(frame)
        }
    }

    private func write(_ frame: SDLFrame) {
        guard let channel = currentChannel else { return }
        channel.eventLoop.execute { channel.writeAndFlush(PeerOutbound.frame(frame), promise: nil) }
    }

    // MARK: Connection plumbing

    private func register(_ channel: any Channel) -> Int {
        let number = state.withLockedValue { state in
            state.connectionCount += 1
            state.channels[state.connectionCount] = channel
            return state.connectionCount
        }
        received(.connected(number))
        return number
    }

    fileprivate func connectionClosed(_ number: Int) {
        state.withLockedValue { state in
            state.channels.removeValue(forKey: number)
            state.log.append(.disconnected(number))
        }
    }

    fileprivate func received(_ event: Event) {
        state.withLockedValue { $0.log.append(event) }
    }

    fileprivate var negotiation: Negotiation { state.withLockedValue { $0.negotiation } }
    fileprivate var responder: Responder { state.withLockedValue { $0.responder } }
}

/// One accepted connection of the fake head unit.
private final class PeerHandler: ChannelInboundHandler {
    typealias InboundIn = SDLFrame
    typealias OutboundOut = PeerOutbound

    let headUnit: FakeHeadUnit
    let connection: Int
    var assembler = SDLMessageAssembler()
    var consecutiveFrames = 0
    var framesPerMessage: [UInt32: Int] = [:]
    var largestFramePayload: [UInt32: Int] = [:]

    init(headUnit: FakeHeadUnit, connection: Int) {
        self.headUnit = headUnit
        self.connection = connection
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var frame = unwrapInboundIn(data)
        if frame.header.frameType != .control {
            largestFramePayload[frame.header.messageID] = max(largestFramePayload[frame.header.messageID] ?? 0, frame.payload.readableBytes)
        }
        if frame.header.isEncrypted, frame.header.frameType != .control, frame.payload.readableBytes > 0 {
            guard let plaintext = try? ToyCipher.decrypt(Array(frame.payload.readableBytesView)) else {
                headUnit.received(.undecryptable)
                context.close(promise: nil)
                return
            }
            frame.payload = ByteBuffer(bytes: plaintext)
        }
        if SDLSecurityQuery.isCarried(by: frame.header) {
            securityQuery(frame, context: context)
            return
        }
        if frame.header.frameType == .control {
            control(frame, context: context)
            return
        }
        if frame.header.frameType == .consecutive {
            consecutiveFrames += 1
            if headUnit.shouldDrop(connection: connection, consecutiveFrames: consecutiveFrames) {
                context.close(promise: nil)
                return
            }
        }
        framesPerMessage[frame.header.messageID, default: 0] += 1
        do {
            guard let message = try assembler.append(frame) else { return }
            let frameCount = framesPerMessage.removeValue(forKey: message.messageID) ?? 1
            if message.serviceType == .video {
                return headUnit.received(.video(bytes: Array(message.payload.readableBytesView), frameCount: frameCount))
            }
            if message.serviceType == .audio {
                return headUnit.received(.audio(bytes: Array(message.payload.readableBytesView), frameCount: frameCount))
            }
            let payload = try SDLRPCPayload(decoding: message.payload)
            guard case .object(let parameters) = try payload.jsonValue() else { return }
            let rpc = FakeHeadUnit.ReceivedRPC(
                rpcType: payload.rpcType, functionID: Int(payload.functionID), correlationID: payload.correlationID,
                parameters: parameters, bulkData: payload.bulkBytes, serviceType: message.serviceType, connection: connection,
                headerVersion: message.version, sessionID: message.sessionID, messageID: message.messageID, frameCount: frameCount,
                isEncrypted: message.isEncrypted, largestFramePayload: largestFramePayload.removeValue(forKey: message.messageID) ?? 0
            )
            headUnit.received(.rpc(rpc))
            if rpc.rpcType == .request, case .respond(let answer) = headUnit.responder(rpc) {
                headUnit.respond(to: rpc, with: answer)
            }
        } catch {
            context.close(promise: nil)
        }
    }

    private func control(_ frame: SDLFrame, context: ChannelHandlerContext) {
        if frame.header.serviceType == .video {
            return videoControl(frame, context: context)
        }
        if frame.header.serviceType == .audio {
            return audioControl(frame, context: context)
        }
        switch frame.header.controlFrameInfo {
        case .startService where frame.header.isEncrypted && frame.header.serviceType == .rpc:
            headUnit.received(.protectedStartService)
            switch headUnit.protection {
            case .handshake, .rejectCertificate:
                sendQuery(.handshake(.request, sequenceNumber: 1, data: ToyCipher.clientHello), context: context)
            case .refuse(let reason):
                nak(reason, context: context)
            case .ignore:
                break
            }
        case .startService:
            let document = frame.payload.readableBytes > 0 ? try? SDLBSONDecoder().decode(frame.payload) : nil
            headUnit.received(.startService(
                protocolVersion: document?[SDLControlKey.protocolVersion]?.stringValue, headerVersion: frame.header.version
            ))
            switch headUnit.negotiation {
            case .acknowledge(let version, let mtu):
                let bson: SDLBSONDocument = [
                    SDLControlKey.protocolVersion: .string(version),
                    SDLControlKey.hashID: .int32(FakeHeadUnit.hashID),
                    SDLControlKey.mtu: .int64(mtu),
                ]
                let major = UInt8(version.prefix(1)) ?? 5
                reply(frameInfo: .startServiceACK, version: major, payload: (try? SDLBSONEncoder.encode(bson)) ?? [], context: context)
            case .acknowledgeLegacy(let headerVersion):
                let hash = UInt32(bitPattern: FakeHeadUnit.hashID)
                let bytes = [UInt8(hash >> 24), UInt8(hash >> 16 & 0xFF), UInt8(hash >> 8 & 0xFF), UInt8(hash & 0xFF)]
                reply(frameInfo: .startServiceACK, version: headerVersion, payload: bytes, context: context)
            case .reject(let reason):
                let bson: SDLBSONDocument = [
                    SDLControlKey.rejectedParams: .array([.string("protocolVersion")]),
                    SDLControlKey.reason: .string(reason),
                ]
                reply(frameInfo: .startServiceNAK, version: 5, payload: (try? SDLBSONEncoder.encode(bson)) ?? [], context: context)
            case .ignore:
                break
            }
        case .endService:
            if frame.header.version < 5 {
                headUnit.received(.endService(hashID: frame.payload.getInteger(at: frame.payload.readerIndex, endianness: .big, as: Int32.self)))
            } else {
                let document = frame.payload.readableBytes > 0 ? try? SDLBSONDecoder().decode(frame.payload) : nil
                headUnit.received(.endService(hashID: document?[SDLControlKey.hashID]?.int32Value))
            }
            reply(frameInfo: .endServiceACK, version: frame.header.version, payload: [], context: context)
        case .heartbeat:
            headUnit.received(.heartbeat(messageID: frame.header.messageID))
            guard headUnit.answersHeartbeats else { return }
            reply(frameInfo: .heartbeatACK, version: frame.header.version, payload: [], service: .control, messageID: frame.header.messageID, context: context)
        case .heartbeatACK:
            headUnit.received(.heartbeatACK(messageID: frame.header.messageID))
        default:
            break
        }
    }

    private func audioControl(_ frame: SDLFrame, context: ChannelHandlerContext) {
        switch frame.header.controlFrameInfo {
        case .startService:
            headUnit.received(.audioStartService)
            switch headUnit.nextAudioAnswer() {
            case .acknowledge(let mtu):
                let ack = SDLStartServiceACK(serviceType: .audio, mtu: mtu)
                context.writeAndFlush(wrapOutboundOut(.frame(ack.frame(version: 5, sessionID: FakeHeadUnit.sessionID, messageID: 3))), promise: nil)
            case .reject(let rejectedParams, let reason):
                let nak = SDLStartServiceNAK(serviceType: .audio, rejectedParams: rejectedParams, reason: reason)
                context.writeAndFlush(wrapOutboundOut(.frame(nak.frame(version: 5, sessionID: FakeHeadUnit.sessionID, messageID: 3))), promise: nil)
            case .ignore:
                break
            }
        case .endService:
            headUnit.received(.audioEndService)
            reply(frameInfo: .endServiceACK, version: frame.header.version, payload: [], service: .audio, context: context)
        default:
            break
        }
    }

    private func videoControl(_ frame: SDLFrame, context: ChannelHandlerContext) {
        switch frame.header.controlFrameInfo {
        case .startService:
            guard let offer = try? SDLVideoServiceParameters(SDLStartService(frame: frame)) else { return }
            headUnit.received(.videoStartService(offer))
            switch headUnit.nextVideoAnswer() {
            case .acknowledge(let mtu):
                var ack = SDLStartServiceACK(serviceType: .video, mtu: mtu)
                (ack.width, ack.height, ack.videoProtocol, ack.videoCodec) = (offer.width, offer.height, offer.videoProtocol, offer.videoCodec)
                context.writeAndFlush(wrapOutboundOut(.frame(ack.frame(version: 5, sessionID: FakeHeadUnit.sessionID, messageID: 2))), promise: nil)
            case .reject(let rejectedParams, let reason):
                let nak = SDLStartServiceNAK(serviceType: .video, rejectedParams: rejectedParams, reason: reason)
                context.writeAndFlush(wrapOutboundOut(.frame(nak.frame(version: 5, sessionID: FakeHeadUnit.sessionID, messageID: 2))), promise: nil)
            case .ignore:
                break
            }
        case .endService:
            headUnit.received(.videoEndService)
            reply(frameInfo: .endServiceACK, version: frame.header.version, payload: [], service: .video, context: context)
        default:
            break
        }
    }

    /// The app's security query: the next step of the toy handshake (§A.12).
    private func securityQuery(_ frame: SDLFrame, context: ChannelHandlerContext) {
        guard let query = try? SDLSecurityQuery(frame: frame) else {
            context.close(promise: nil)
            return
        }
        headUnit.received(.securityQuery(query))
        guard query.queryType == .response, query.queryID == .sendHandshakeData else { return }
        switch (headUnit.protection, query.binary) {
        case (.rejectCertificate(let reason), _):
            sendQuery(.internalError(SDLSecurityInternalError(code: .invalidCertificate, text: reason)), context: context)
            nak(reason, context: context)
        case (_, ToyCipher.serverHello):
            sendQuery(.handshake(.request, sequenceNumber: 2, data: ToyCipher.clientFinished), context: context)
        case (_, ToyCipher.serverFinished):
            let bson: SDLBSONDocument = [SDLControlKey.protocolVersion: .string("5.4.0"), SDLControlKey.hashID: .int32(FakeHeadUnit.hashID)]
            let frame = SDLFrame(
                version: 5, isEncrypted: true, frameType: .control, serviceType: .rpc, frameInfo: SDLControlFrameInfo.startServiceACK.rawValue,
                sessionID: FakeHeadUnit.sessionID, messageID: 1, payload: ToyCipher.encrypt((try? SDLBSONEncoder.encode(bson)) ?? []))
            context.writeAndFlush(wrapOutboundOut(.frame(frame)), promise: nil)
        default:
            break
        }
    }

    private func sendQuery(_ query: SDLSecurityQuery, context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(.frame(query.frame(version: 5, sessionID: FakeHeadUnit.sessionID, messageID: 1))), promise: nil)
    }

    private func nak(_ reason: String, context: ChannelHandlerContext) {
        let bson: SDLBSONDocument = [SDLControlKey.reason: .string(reason)]
        reply(frameInfo: .startServiceNAK, version: 5, payload: (try? SDLBSONEncoder.encode(bson)) ?? [], context: context)
    }

    private func reply(
        frameInfo: SDLControlFrameInfo, version: UInt8, payload: [UInt8], service: SDLServiceType = .rpc, messageID: UInt32 = 1,
        context: ChannelHandlerContext
    ) {
        let frame = SDLFrame(
            version: version, frameType: .control, serviceType: service, frameInfo: frameInfo.rawValue,
            sessionID: FakeHeadUnit.sessionID, messageID: messageID, payload: payload
        )
        context.writeAndFlush(wrapOutboundOut(.frame(frame)), promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        headUnit.connectionClosed(connection)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

struct FakeHeadUnitError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// What the fake head unit writes: frames, or raw (possibly hostile) bytes.
enum PeerOutbound: Sendable {
    case frame(SDLFrame)
    case raw([UInt8])
}

private struct PeerEncoder: MessageToByteEncoder {
    typealias OutboundIn = PeerOutbound

    func encode(data: PeerOutbound, out: inout ByteBuffer) throws {
        switch data {
        case .frame(let frame): frame.encode(into: &out)
        case .raw(let bytes): out.writeBytes(bytes)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback TCP port that is bound but never listens, so connecting to it is refused — and no
/// other test can take the port while this value lives.
final class RefusingPort: Sendable {
    private let descriptor: Int32
    let port: Int

    init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw FakeHeadUnitError(message: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, named == 0 else {
            close(descriptor)
            throw FakeHeadUnitError(message: "bind() failed")
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }
}
