import NIOCore
import NIOEmbedded
import NIOSSL
import NIOTLS

/// NIOSSL's handler in an embedded channel: TLS over an in-memory byte pipe. Bytes written in come
/// out as TLS's answer (handshake, records) or as plaintext. An embedded channel belongs to the
/// thread that made it, so an engine is made and used only on one event loop's thread (held in a
/// `NIOLoopBound` by ``SDLTLSSecurityLayer``); nothing waits for it.
package final class TLSEngine {
    private let channel: EmbeddedChannel
    private let observer = TLSHandshakeObserver()

    /// Makes the engine and activates it: a client writes its ClientHello at once.
    package init(_ configuration: SDLTLSSecurityConfiguration) throws {
        channel = EmbeddedChannel()
        let tls: any ChannelHandler = switch configuration.role {
        case .server: NIOSSLServerHandler(context: configuration.context)
        case .client: try NIOSSLClientHandler(context: configuration.context, serverHostname: nil)
        }
        try channel.pipeline.syncOperations.addHandlers(tls, observer)
        // Synchronous on an embedded channel; never `.wait()` (its loop claims every thread).
        channel.connect(to: try SocketAddress(ipAddress: "127.0.0.1", port: 1), promise: nil)
    }

    /// Whether NIOSSL reported the handshake complete.
    package var isHandshakeComplete: Bool { observer.isComplete }

    /// Feeds the peer's bytes to TLS.
    /// - Throws: the TLS error they caused (a rejected certificate, bytes that are not TLS, a bad record).
    package func receive(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        try channel.writeInbound(ByteBuffer(bytes: bytes))
    }

    /// Everything TLS has to send to the peer now.
    package func drainOutbound() throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) { bytes += buffer.readableBytesView }
        return bytes
    }

    /// The plaintext TLS has decrypted so far.
    package func drainPlaintext() throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let buffer = try channel.readInbound(as: ByteBuffer.self) { bytes += buffer.readableBytesView }
        return bytes
    }

    /// Encrypts `plaintext` into records.
    package func seal(_ plaintext: [UInt8]) throws -> [UInt8] {
        try channel.writeOutbound(ByteBuffer(bytes: plaintext))
        return try drainOutbound()
    }

    /// The negotiated version (`tlsv12`, `tlsv13`).
    package var negotiatedVersion: TLSVersion? {
        (try? channel.pipeline.syncOperations.handler(type: NIOSSLHandler.self))?.tlsVersion
    }

    /// Ends TLS (the close alert is dropped: the connection is going away). Never
    /// `EmbeddedChannel.finish()`: it waits for the close, and NIOSSL's close waits for the peer's
    /// close alert — on an event loop's thread that blocked the loop for good. Closing and then
    /// moving the embedded clock past NIOSSL's shutdown timeout ends it at once.
    package func close() {
        channel.close(promise: nil)
        channel.embeddedEventLoop.advanceTime(by: .hours(1))
    }
}

/// Notes when NIOSSL reports the handshake complete.
private final class TLSHandshakeObserver: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    private(set) var isComplete = false

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event { isComplete = true }
        context.fireUserInboundEventTriggered(event)
    }
}
