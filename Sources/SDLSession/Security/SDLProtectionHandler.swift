import NIOCore
import SDLProtocol

/// Encrypts and decrypts the frames of protected services on a session's connection (§A.12),
/// between the frame codec and the ``SDLTransportHandler``: outgoing data frames marked encrypted
/// are encrypted in the order they are written (the wire order TLS needs), and every incoming
/// frame marked encrypted that has a payload — an RPC frame, the head unit's encrypted
/// StartServiceACK — is decrypted before it is reassembled or read. A frame that does not decrypt
/// (or arrives before the handshake completed) is a `decryptionFailed` error: the transport
/// handler closes the connection and the session reports it.
///
/// While the layer is still taking handshake bytes from the head unit (a security query passed by
/// and the session has not reported its answer sent), incoming frames wait: with TLS 1.3 the head
/// unit sends its encrypted ACK right behind its Finished, before the layer has read that.
final class SDLProtectionHandler: ChannelDuplexHandler {
    typealias InboundIn = SDLFrame
    typealias InboundOut = SDLFrame
    typealias OutboundIn = SDLFrame
    typealias OutboundOut = SDLFrame

    /// The layer in use; replaced when protection is attempted again on the same connection.
    var layer: any SDLSecurityLayer
    /// Handshake queries passed on to the session and not yet answered.
    private var handshakeStepsInFlight = 0
    /// Frames that arrived during a handshake step, in order.
    private var held: [SDLFrame] = []
    private var context: ChannelHandlerContext?

    init(layer: any SDLSecurityLayer) {
        self.layer = layer
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        if Self.isHandshakeStep(frame) {
            handshakeStepsInFlight += 1
            context.fireChannelRead(data)
            return
        }
        if handshakeStepsInFlight > 0 || !held.isEmpty {
            held.append(frame)
            return
        }
        pass(frame, context: context)
    }

    /// The session answered a handshake query (or gave up on it): frames held behind it go on.
    func handshakeStepFinished() {
        handshakeStepsInFlight = max(0, handshakeStepsInFlight - 1)
        guard handshakeStepsInFlight == 0, let context else { return }
        while !held.isEmpty, handshakeStepsInFlight == 0 {
            let frame = held.removeFirst()
            if Self.isHandshakeStep(frame) {
                handshakeStepsInFlight += 1
                context.fireChannelRead(wrapInboundOut(frame))
            } else {
                pass(frame, context: context)
            }
        }
    }

    /// Whether `frame` is a security query carrying the head unit's handshake bytes (which the
    /// session feeds to the layer and answers).
    static func isHandshakeStep(_ frame: SDLFrame) -> Bool {
        guard SDLSecurityQuery.isCarried(by: frame.header), !frame.header.isEncrypted,
              let query = try? SDLSecurityQuery(frame: frame) else { return false }
        return query.queryID == .sendHandshakeData && query.queryType != .response && query.internalError == nil
    }

    /// Decrypts `frame` when it is marked encrypted and has a payload, and passes it on.
    private func pass(_ frame: SDLFrame, context: ChannelHandlerContext) {
        var frame = frame
        guard frame.header.isEncrypted, frame.payload.readableBytes > 0 else {
            context.fireChannelRead(wrapInboundOut(frame))
            return
        }
        do {
            guard layer.isReady else { throw SDLProtocolError(code: .encryptedPayload, message: "the handshake has not completed") }
            frame.payload = ByteBuffer(bytes: try layer.decrypt(Array(frame.payload.readableBytesView)))
        } catch {
            context.fireErrorCaught(SDLError(
                code: .decryptionFailed,
                message: "an encrypted \(frame.header.serviceType) frame (message \(frame.header.messageID)) from the head unit did not decrypt: \(error)",
                underlyingError: error))
            return
        }
        context.fireChannelRead(wrapInboundOut(frame))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        var frame = unwrapOutboundIn(data)
        guard frame.header.isEncrypted, frame.header.frameType != .control, frame.payload.readableBytes > 0 else {
            context.write(data, promise: promise)
            return
        }
        do {
            frame.payload = ByteBuffer(bytes: try layer.encrypt(Array(frame.payload.readableBytesView)))
        } catch {
            let failure = SDLError(code: .encryptionFailed, message: "a \(frame.header.serviceType) frame could not be encrypted: \(error)", underlyingError: error)
            promise?.fail(failure)
            context.fireErrorCaught(failure)
            return
        }
        context.write(wrapOutboundOut(frame), promise: promise)
    }
}

extension SDLTransportConnection {
    /// Tells the protection handler that the session answered a handshake query (after that
    /// answer's write, on the event loop), so frames held behind the query go on.
    func handshakeStepFinished() {
        let channel = self.channel
        channel.eventLoop.execute {
            (try? channel.pipeline.syncOperations.handler(type: SDLProtectionHandler.self))?.handshakeStepFinished()
        }
    }

    /// Puts `layer` in the connection's protection handler (adding the handler before the
    /// transport handler the first time), then writes `frames` — in one event-loop task, so the
    /// handler is in place before the head unit can answer them.
    func protect(with layer: any SDLSecurityLayer, thenSend frames: [SDLFrame]) {
        let channel = self.channel
        channel.eventLoop.execute {
            let pipeline = channel.pipeline.syncOperations
            if let handler = try? pipeline.handler(type: SDLProtectionHandler.self) {
                handler.layer = layer
            } else if let transport = try? pipeline.handler(type: SDLTransportHandler.self) {
                try? pipeline.addHandler(SDLProtectionHandler(layer: layer), position: .before(transport))
            }
            for frame in frames { channel.write(frame, promise: nil) }
            channel.flush()
        }
    }
}
