import NIOCore
import NIOPosix
import SDLWebSocket

/// Dials a head unit's WebSocket server (`ws://host:port/path`): TCP, the HTTP/1.1 upgrade, then
/// SDL frames in binary messages (`wss://` with ``SDLWebSocketOptions/security``). The connect
/// timeout covers the TLS handshake and the upgrade too.
struct SDLWebSocketDialer: SDLTransportDialer {
    let host: String
    let port: Int
    let options: SDLWebSocketOptions

    func connect(timeout: Duration, generation: Int, delegate: any SDLTransportDelegate) -> EventLoopFuture<SDLTransportConnection> {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let upgraded = loop.makePromise(of: Void.self)
        let settings = options.settings
        let (host, port, path, security) = (host, port, options.path, options.security)
        let bootstrap = ClientBootstrap(group: loop)
            .connectTimeout(TimeAmount(max(timeout, .milliseconds(1))))
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try security?.addHandlers(to: channel, serverHostname: host)
                    try SDLWebSocketClientPipeline.configure(channel, host: host, settings: settings, result: upgraded) { channel in
                        try SDLTransportConnector.addSDLHandlers(to: channel, generation: generation, delegate: delegate)
                    }
                }
            }
        let deadline = NIODeadline.now() + TimeAmount(max(timeout, .milliseconds(1)))
        return bootstrap.connect(host: host, port: port)
            .flatMapErrorThrowing { error in throw SDLTransportConnector.sessionError(for: error, host: host, port: port, timeout: timeout) }
            .flatMap { channel in
                let timer = loop.scheduleTask(deadline: deadline) {
                    upgraded.fail(SDLError(code: .connectTimedOut, message: "ws://\(host):\(port)\(path) did not upgrade within \(timeout)"))
                    channel.close(promise: nil)
                }
                return upgraded.futureResult
                    .always { _ in timer.cancel() }
                    .map { SDLTransportConnection(generation: generation, channel: channel) }
                    .flatMapErrorThrowing { error in
                        channel.close(promise: nil)
                        if let error = error as? SDLError { throw error }
                        throw SDLError(code: .upgradeRefused, message: "ws://\(host):\(port)\(path): \(error)", underlyingError: error)
                    }
            }
    }
}
