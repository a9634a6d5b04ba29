import NIOCore
import SDLProtocol

/// Encrypts and decrypts the frames of protected services on a session's connection (§A.12),
/// between the frame codec and the ``SDLTransportHandler``: outgoing data frames marked encrypted
/// are encrypted in the order they are written (the wire order TLS needs), and every incoming
/// frame marked encrypted that has a payload — an RPC frame, the head unit's encrypted
/// StartServiceACK — is decrypted before it is reassembled or read. A frame that does not decrypt
/// (or arrives before the handshake completed) is a `decryptionFailed` error: the transport
/// handler closes the connection and the session reports it.
final class SDLProtectionHandler: ChannelDuplexHandler {
    typealias InboundIn = SDLFrame
    typealias InboundOut = SDLFrame
    typealias OutboundIn = SDLFrame
    typealias OutboundOut = SDLFrame

    /// The layer in use; replaced when protection is attempted again on the same connection.
    var layer: any SDLSecurityLayer

    init(layer: any SDLSecurityLayer) {
        self.layer = layer
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var frame = unwrapInboundIn(data)
        guard frame.header.isEncrypted, frame.payload.readableBytes > 0 else {
            context.fireChannelRead(data)
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
