import Logging
import SDLRPC

extension SDLSession {
    /// Decodes what the head unit sent leniently (see `SDLDecodingPolicy`), once per message and
    /// type, and logs the outcome once: a message that cannot be read at `warning`, one with
    /// dropped parts at `notice`, one with only unknown keys at `debug`.
    func decodeIncoming<Message: SDLRPCMessage>(_ envelope: SDLRPCEnvelope, as type: Message.Type) -> Result<Message, SDLDecodingError> {
        let (result, isFirst) = envelope.decoded.decode(type, from: envelope.parameters)
        guard isFirst else { return result }
        let logger = configuration.logger
        switch result {
        case .failure(let error):
            logger.warning("the head unit's \(Message.rpcName) cannot be read", metadata: Self.metadata(Message.rpcName, error.issues))
        case .success(let message) where message.decodingIssues.contains { $0.rule == .dropped }:
            let drops = message.decodingIssues.count { $0.rule == .dropped }
            logger.notice(
                "the head unit's \(Message.rpcName) breaks the spec: \(drops) unreadable part(s) dropped",
                metadata: Self.metadata(Message.rpcName, message.decodingIssues))
        case .success(let message) where !message.decodingIssues.isEmpty:
            logger.debug("the head unit's \(Message.rpcName) has parts this spec does not know",
                         metadata: Self.metadata(Message.rpcName, message.decodingIssues))
        case .success:
            break
        }
        return result
    }

    private static func metadata(_ name: String, _ issues: [SDLValidationIssue]) -> Logger.Metadata {
        ["name": "\(name)", "issues": .array(issues.map { .string($0.description) })]
    }
}
