import NIOCore
import SDLProtocol

/// Opens a session's connections: the first, and each one a reconnect asks for. Each connection's
/// pipeline ends in the SDL frame codec and an ``SDLTransportHandler`` reporting to `delegate`.
protocol SDLTransportDialer: Sendable {
    /// Opens connection `generation`; the future fails with an ``SDLError``.
    func connect(timeout: Duration, generation: Int, delegate: any SDLTransportDelegate) -> EventLoopFuture<SDLTransportConnection>
}

extension SDLTransportConnector {
    /// Adds what reads and writes SDL frames on a byte stream (TCP, or a WebSocket's bridge).
    static func addSDLHandlers(to channel: any Channel, generation: Int, delegate: any SDLTransportDelegate) throws {
        try channel.pipeline.syncOperations.addHandlers(
            ByteToMessageHandler(SDLFrameDecoder()),
            MessageToByteHandler(SDLFrameEncoder()),
            SDLTransportHandler(generation: generation, delegate: delegate)
        )
    }
}

/// Dials a head unit over TCP.
struct SDLTCPDialer: SDLTransportDialer {
    let host: String
    let port: Int

    func connect(timeout: Duration, generation: Int, delegate: any SDLTransportDelegate) -> EventLoopFuture<SDLTransportConnection> {
        SDLTransportConnector.connect(host: host, port: port, timeout: timeout, generation: generation, delegate: delegate)
    }
}
