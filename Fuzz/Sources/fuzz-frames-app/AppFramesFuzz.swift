import FuzzSupport
import NIOCore
import SDLProtocol

/// What an app receives from a head unit: an arbitrary byte stream through the frame decoder
/// (structural rules, the payload limit chosen by the input), control frames through the version
/// negotiation, everything else through the message assembler. Input: a byte choosing the chunk
/// size, a byte choosing the limits, then the stream. Checks: `FrameStream`'s, `MessageChecks`' and
/// `ControlRoundTrip`'s, and the assembler never returns more than its limit.
enum AppFramesFuzz {
    static let payloadLimits = [SDLFrameValidation.defaultMaximumPayloadSize, 1488, 64, 0]

    static func run(_ input: FuzzInput) {
        var input = input
        let chunkSize = Int(input.byte()) + 1
        let limits = input.byte()
        let stream = input.rest()
        let validation = SDLFrameValidation(maximumPayloadSize: payloadLimits[Int(limits & 0x03)])
        let maximumMessageSize = limits & 0x04 == 0 ? SDLMessageAssembler.defaultMaximumMessageSize : 300
        var assembler = SDLMessageAssembler(maximumMessageSize: maximumMessageSize, maximumPendingMessages: 1 + Int(limits >> 3) % 8)
        var negotiation = SDLVersionNegotiation()
        _ = negotiation.startServiceFrame()
        for frame in FrameStream.decode(stream, chunkSize: chunkSize, validation: validation).frames {
            guard frame.header.frameType != .control else {
                if let message = try? SDLControlMessage(frame: frame) {
                    ControlRoundTrip.check(message, like: frame.header)
                }
                if let session = try? negotiation.receive(frame) {
                    fuzzExpect(session.maximumPayloadSize > 0 && (1...5).contains(session.frameVersion), "negotiated \(session)")
                }
                continue
            }
            guard let message = try? assembler.append(frame) else { continue }
            fuzzExpect(message.payload.readableBytes <= maximumMessageSize, "a \(message.payload.readableBytes)-byte message passed the \(maximumMessageSize) limit")
            fuzzExpect(assembler.pendingKeys.count <= assembler.maximumPendingMessages, "more messages pending than allowed")
            MessageChecks.check(message)
        }
    }
}
