extension SDLValidator {
    /// How to read a message that is not an envelope.
    public struct BareMessage: Hashable, Sendable {
        /// The function name.
        public var function: String
        /// Its message type.
        public var messageKind: SDLRPCMessageKind
        /// Creates the description.
        public init(function: String, messageKind: SDLRPCMessageKind) {
            self.function = function
            self.messageKind = messageKind
        }
    }

    /// Validates one whole message: an envelope, or bare parameters when `bare` is given.
    public func validate(message json: SDLJSONValue, bare: BareMessage? = nil, options: SDLValidationOptions = SDLValidationOptions()) -> SDLValidationReport {
        if let bare {
            return validate(parameters: json, function: bare.function, messageKind: bare.messageKind, options: options)
        }
        switch SDLMessageEnvelope.read(json) {
        case .failure(let error):
            return Self.unreadable(error.message, kind: .request)
        case .success(let envelope):
            if let name = envelope.name {
                return validate(parameters: envelope.parameters, function: name, messageKind: envelope.messageKind, options: options)
            }
            return validate(parameters: envelope.parameters, functionID: envelope.functionID ?? -1, messageKind: envelope.messageKind, options: options)
        }
    }

    /// Validates one message given as UTF-8 JSON bytes; malformed JSON is a `syntax` issue with
    /// its line and column.
    public func validate(messageBytes bytes: UnsafeRawBufferPointer, bare: BareMessage? = nil, options: SDLValidationOptions = SDLValidationOptions()) -> SDLValidationReport {
        do {
            return validate(message: try SDLJSONParser.parse(bytes), bare: bare, options: options)
        } catch {
            return Self.unreadable(error.description, kind: bare?.messageKind ?? .request, function: bare?.function)
        }
    }

    /// A report for a message that could not be read at all.
    static func unreadable(_ message: String, kind: SDLRPCMessageKind, function: String? = nil) -> SDLValidationReport {
        SDLValidationReport(
            function: function, messageKind: kind,
            issues: [SDLValidationIssue(path: .root, rule: .syntax, message: message)],
            parameters: SDLJSONObject(), result: .invalidData)
    }
}
