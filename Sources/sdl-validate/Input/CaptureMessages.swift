import NIOCore
import SDLProtocol
import SDLValidation

/// Validates every RPC inside a raw capture of SDL protocol bytes (both directions, frames
/// reassembled), streaming: one chunk of the file at a time.
struct CaptureMessages {
    let validator: SDLValidator
    let options: SDLValidationOptions
    /// Decrypts protected frames (`--tls-key-log`); without it they are reported encrypted.
    var decryptor: (any SDLCaptureDecrypting)?

    /// Calls `report` with each RPC's outcome (and each protocol error as an invalid message), and
    /// `reportEncrypted` with each RPC message marked encrypted (not validated). Returns the
    /// decryptor as the capture left it (what it noted).
    @discardableResult
    func validate(
        _ source: ByteSource, file: String, report: (MessageOutcome) -> Void, reportEncrypted: (EncryptedMessageOutcome) -> Void
    ) -> (any SDLCaptureDecrypting)? {
        var reader = SDLCaptureReader(decryptor: decryptor)
        var index = 0
        func handle(_ events: [SDLCaptureEvent]) {
            for event in events {
                if case .encrypted(let message, let offset) = event {
                    reportEncrypted(EncryptedMessageOutcome(file: file, index: index, message: message, offset: offset))
                    index += 1
                    continue
                }
                guard let outcome = outcome(of: event, index: index) else { continue }
                var message = MessageOutcome(file: file, index: index, report: outcome)
                if case .rpc(let rpc) = event { message.wasDecrypted = rpc.wasEncrypted }
                report(message)
                index += 1
            }
        }
        while true {
            let chunk = source.next()
            if chunk.isEmpty { break }
            handle(reader.feed(chunk))
        }
        handle(reader.finish())
        return reader.decryptor
    }

    private func outcome(of event: SDLCaptureEvent, index: Int) -> SDLValidationReport? {
        switch event {
        case .control, .encrypted:
            return nil
        case .error(let error, let offset):
            return invalid("protocol error at byte \(offset): \(error.message)")
        case .legacyRPC(let rpc):
            guard let kind = rpc.envelope.rpcType.envelopeKey.flatMap(SDLRPCMessageKind.init(rawValue:)) else { return nil }
            return validator.validate(parameters: .object(rpc.envelope.parameters), function: rpc.envelope.name, messageKind: kind, options: options)
        case .rpc(let rpc):
            guard let kind = rpc.payload.rpcType.envelopeKey.flatMap(SDLRPCMessageKind.init(rawValue:)) else {
                return invalid("RPC at byte \(rpc.offset) has unknown RPC type \(rpc.payload.rpcType.rawValue)")
            }
            let parameters: SDLJSONValue
            do {
                parameters = rpc.payload.json.readableBytes == 0 ? .object(SDLJSONObject()) : try rpc.payload.jsonValue()
            } catch {
                return invalid("RPC at byte \(rpc.offset): \(error.message)")
            }
            return validator.validate(parameters: parameters, functionID: Int(rpc.payload.functionID), messageKind: kind, options: options)
        }
    }

    private func invalid(_ message: String) -> SDLValidationReport {
        SDLValidationReport(
            function: nil, messageKind: .request,
            issues: [SDLValidationIssue(path: .root, rule: .syntax, message: message)],
            parameters: SDLJSONObject(), result: .invalidData)
    }
}
