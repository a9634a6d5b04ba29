import NIOCore

/// The connection a server accepted (a car's Core dialled in and upgraded): the session's only
/// connection. A car that drops connects anew as a new session, so there is nothing to redial.
struct SDLAcceptedDialer: SDLTransportDialer {
    let channel: any Channel

    func connect(timeout: Duration, generation: Int, delegate: any SDLTransportDelegate) -> EventLoopFuture<SDLTransportConnection> {
        let channel = self.channel
        guard generation == 1 else {
            return channel.eventLoop.makeFailedFuture(SDLError(code: .connectionClosed, message: "an accepted connection cannot be redialled"))
        }
        return channel.eventLoop.submit {
            guard channel.isActive else {
                throw SDLError(code: .connectionClosed, message: "the car closed the connection before the session started")
            }
            try SDLTransportConnector.addSDLHandlers(to: channel, generation: generation, delegate: delegate)
            return SDLTransportConnection(generation: generation, channel: channel)
        }
    }
}
