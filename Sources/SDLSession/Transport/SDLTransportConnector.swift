import NIOCore
import NIOPosix
import SDLProtocol

/// Opens TCP connections to a head unit with the SDL frame codec in the pipeline; maps connect
/// failures of every transport to ``SDLError``.
enum SDLTransportConnector {
    /// Connects to `host`:`port`; the future fails with an ``SDLError``
    /// (`connectTimedOut` or `connectionFailed`).
    static func connect(
        host: String, port: Int, timeout: Duration, generation: Int, delegate: any SDLTransportDelegate,
        group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) -> EventLoopFuture<SDLTransportConnection> {
        let bootstrap = ClientBootstrap(group: group)
            .connectTimeout(TimeAmount(max(timeout, .milliseconds(1))))
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try addSDLHandlers(to: channel, generation: generation, delegate: delegate)
                }
            }
        return bootstrap.connect(host: host, port: port)
            .map { SDLTransportConnection(generation: generation, channel: $0) }
            .flatMapErrorThrowing { error in throw sessionError(for: error, host: host, port: port, timeout: timeout) }
    }

    /// A typed error for a failed connect.
    static func sessionError(for error: any Error, host: String, port: Int, timeout: Duration) -> SDLError {
        if let error = error as? SDLError { return error }
        if let error = error as? ChannelError, case .connectTimeout = error {
            return SDLError(code: .connectTimedOut, message: "could not connect to \(host):\(port) within \(timeout)")
        }
        if let error = error as? NIOConnectionError {
            let reasons = error.connectionErrors.map { "\($0.error)" }
            let detail = reasons.isEmpty ? (error.dnsAError ?? error.dnsAAAAError).map { "\($0)" } ?? "\(error)" : reasons.joined(separator: "; ")
            return SDLError(code: .connectionFailed, message: "could not connect to \(host):\(port): \(detail)")
        }
        return SDLError(code: .connectionFailed, message: "could not connect to \(host):\(port): \(error)")
    }
}
