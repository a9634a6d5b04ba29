import NIOCore
import SDLProtocol
import SDLWebSocket

/// The last handler of a session's pipeline: takes decoded frames, reassembles multi-frame
/// messages (protocol.md §A.4) and hands control frames and whole messages to the session.
///
/// Any protocol error (from the frame decoder before it, or from reassembly) closes the connection
/// and is reported once, with the close, as `protocolViolation`.
final class SDLTransportHandler: ChannelInboundHandler {
    typealias InboundIn = SDLFrame

    private let generation: Int
    private let delegate: any SDLTransportDelegate
    private var assembler = SDLMessageAssembler()
    private var closeError: SDLError?
    private var reportedClose = false
    /// Whether the TCP connection was ever up. A connect that fails removes the handler without
    /// it; that failure is the connect future's to report (as `connectionFailed`), not a close.
    private var becameActive = false

    init(generation: Int, delegate: any SDLTransportDelegate) {
        self.generation = generation
        self.delegate = delegate
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard closeError == nil else { return }
        let frame = unwrapInboundIn(data)
        if frame.header.frameType == .control {
            delegate.transport(generation, didReceiveControlFrame: frame)
            return
        }
        do {
            if let message = try assembler.append(frame) {
                delegate.transport(generation, didReceiveMessage: message)
            }
        } catch {
            fail(context: context, SDLError(code: .protocolViolation, message: "bad frame from the head unit: \(error)"))
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let closure = error as? SDLWebSocketClosure {
            let code: SDLError.Code = if case .connectionLost = closure { .connectionLost } else { .protocolViolation }
            fail(context: context, SDLError(code: code, message: closure.description))
        } else if let error = error as? SDLError {
            fail(context: context, error)
        } else if let error = error as? SDLProtocolError {
            fail(context: context, SDLError(code: .protocolViolation, message: "bad bytes from the head unit: \(error)"))
        } else {
            fail(context: context, SDLError(code: .connectionClosed, message: "connection error: \(error)"))
        }
    }

    func handlerAdded(context: ChannelHandlerContext) {
        // Added to a connection that is up already (an accepted or upgraded WebSocket).
        if context.channel.isActive { becameActive = true }
    }

    func channelActive(context: ChannelHandlerContext) {
        becameActive = true
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        report()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if becameActive { report() }
    }

    private func fail(context: ChannelHandlerContext, _ error: SDLError) {
        if closeError == nil { closeError = error }
        context.close(promise: nil)
    }

    private func report() {
        guard !reportedClose else { return }
        reportedClose = true
        assembler.removeAll()
        delegate.transport(generation, didCloseWith: closeError)
    }
}
