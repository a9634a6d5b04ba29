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
        if let report = validateWellFormedEnvelope(json, options: options) { return report }
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

    /// The usual case read in one pass, without building an ``SDLMessageEnvelope``: the same
    /// fields as ``SDLMessageEnvelope/read(_:)`` takes (the last member of a repeated key, as its
    /// lookups do); `nil` when `json` is not a well-formed envelope, which that reader reports.
    private func validateWellFormedEnvelope(_ json: SDLJSONValue, options: SDLValidationOptions) -> SDLValidationReport? {
        guard case .object(let root) = json, root.count == 1 else { return nil }
        var report: SDLValidationReport?
        root.forEachMember { key, body in
            guard let kind = SDLRPCMessageKind(rawValue: key), case .object(let message) = body else { return }
            var name: SDLJSONValue?
            var functionID: SDLJSONValue?
            var parameters: SDLJSONValue?
            message.forEachMember { field, value in
                switch field {
                case "name": name = value
                case "functionID": functionID = value
                case "parameters": parameters = value
                default: break
                }
            }
            let given = parameters ?? .object(SDLJSONObject())
            if let name = name?.stringValue {
                report = validate(parameters: given, function: name, messageKind: kind, options: options)
            } else if let functionID = functionID?.intValue {
                report = validate(parameters: given, functionID: functionID, messageKind: kind, options: options)
            }
        }
        return report
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
