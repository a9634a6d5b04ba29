import Logging
import NIOCore
import SDLProtocol
import SDLRPC

extension HeadUnitConnectionHandler {
    /// Core 8.2 does not serve protocol v1 RPCs (§B.2, §D.1 stage 2, §G.4): a v1 message whose JSON
    /// envelope can be read is answered, in a v1 frame on the same session, with a v1 response of the
    /// same name and correlation ID carrying `success: false, resultCode: "UNSUPPORTED_VERSION"`, the
    /// JSON followed by a NUL byte as Core writes v1 JSON (`rpc_handler_impl.cc`, PROTOCOL_VERSION_1).
    /// Any envelope (request, response or notification) is answered, as Core's branch does not look
    /// at the type; bytes that are not a v1 envelope are dropped. Nothing reaches the engine.
    func answerV1RPC(_ message: SDLMessage) {
        let envelope: SDLRPCEnvelopeV1
        do {
            envelope = try SDLRPCEnvelopeV1(decoding: message.payload.readableBytesView)
        } catch {
            core.logger.debug("connection \(connectionID): v1 message dropped: \(error.message)")
            return
        }
        guard let context else { return }
        let answer = SDLRPCEnvelopeV1(
            rpcType: .response, name: envelope.name, correlationID: envelope.correlationID,
            parameters: ["success": false, "resultCode": "UNSUPPORTED_VERSION"])
        let reply = SDLMessage(version: 1, serviceType: message.serviceType == .hybrid ? .rpc : message.serviceType,
                               sessionID: message.sessionID, messageID: 0,
                               payload: ByteBuffer(bytes: answer.encodedBytes(appendingNUL: true)))
        for frame in SDLMessageFragmenter.frames(for: reply, maximumPayloadSize: SDLProtocolVersion.defaultMaximumPayloadSize(forFrameVersion: 1)) {
            context.write(wrapOutboundOut(frame), promise: nil)
        }
        context.flush()
    }
}
