import NIOConcurrencyHelpers
import SDLRPC

/// The typed forms of one received message, decoded at most once per type however many
/// subscribers want it, so what lenient decoding drops is logged once per message.
final class SDLDecodedMessageCache: Sendable {
    private let results = NIOLockedValueBox<[ObjectIdentifier: any Sendable]>([:])

    /// `parameters` decoded leniently as `Message`; `isFirst` is true for the call that decoded it.
    func decode<Message: SDLRPCMessage>(
        _ type: Message.Type, from parameters: SDLJSONObject
    ) -> (result: Result<Message, SDLDecodingError>, isFirst: Bool) {
        let key = ObjectIdentifier(type)
        return results.withLockedValue { results in
            if let cached = results[key] as? Result<Message, SDLDecodingError> { return (cached, false) }
            let result = Result { () throws(SDLDecodingError) -> Message in
                try Message(json: .object(parameters), policy: .lenient)
            }
            results[key] = result
            return (result, true)
        }
    }
}
