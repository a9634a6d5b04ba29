import SDLProtocol

/// Receives what one ``SDLTransportConnection`` reads, on that connection's event loop, in order.
protocol SDLTransportDelegate: AnyObject, Sendable {
    /// A control frame (StartServiceACK, Heartbeat, EndService, …).
    func transport(_ generation: Int, didReceiveControlFrame frame: SDLFrame)
    /// A whole message of a data service (single frame, or reassembled multi-frame message).
    func transport(_ generation: Int, didReceiveMessage message: SDLMessage)
    /// The connection closed; `error` says why when it was not an orderly close.
    func transport(_ generation: Int, didCloseWith error: SDLError?)
}
