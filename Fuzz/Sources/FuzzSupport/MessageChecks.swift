import NIOCore
import SDLProtocol
import SDLRPCRuntime

/// Checks on a reassembled message, whoever received it.
///
/// ```swift
/// if let message = try? assembler.append(frame) { MessageChecks.check(message) }
/// ```
public enum MessageChecks {
    /// Fragments `message` again and reassembles it (the payload must come back byte for byte), and
    /// reads its RPC as the receiver would: the v2+ binary header and JSON, or the v1 envelope.
    public static func check(_ message: SDLMessage, maximumPayloadSize: Int = 1488) {
        refragment(message, maximumPayloadSize: maximumPayloadSize)
        guard message.serviceType.carriesRPCs else { return }
        if message.version < 2 {
            if let envelope = try? SDLRPCEnvelopeV1(decoding: message.payload.readableBytesView) {
                let again = try? SDLRPCEnvelopeV1(decoding: envelope.encodedBytes())
                fuzzExpect(again == envelope, "a v1 envelope does not survive writing and reading")
            }
            return
        }
        guard let payload = try? SDLRPCPayload(decoding: message.payload) else { return }
        fuzzExpect(payload.encodedSize == message.payload.readableBytes, "an RPC payload's parts do not add up to the message")
        fuzzExpect((try? SDLRPCPayload(decoding: payload.encoded())) == payload, "an RPC payload does not survive writing and reading")
        _ = try? payload.jsonValue()
    }

    private static func refragment(_ message: SDLMessage, maximumPayloadSize: Int) {
        var assembler = SDLMessageAssembler()
        var result: SDLMessage?
        for frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: maximumPayloadSize) {
            fuzzExpect(result == nil, "the message was complete before its last frame")
            do {
                result = try assembler.append(frame)
            } catch {
                fuzzExpect(false, "fragments of a message do not reassemble: \(error)")
                return
            }
        }
        fuzzExpect(result?.payload == message.payload, "fragmenting and reassembling changed the payload")
    }
}
