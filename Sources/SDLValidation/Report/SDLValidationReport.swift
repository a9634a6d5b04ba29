/// Everything validation found out about one message.
public struct SDLValidationReport: Hashable, Sendable {
    /// The function's name, or `nil` when the spec has no such function.
    public var function: String?
    /// Request, response or notification.
    public var messageKind: SDLRPCMessageKind
    /// Every issue, in the order found.
    public var issues: [SDLValidationIssue]
    /// What Core passes on: dropped values removed and defaults inserted (empty when the options
    /// asked not to build it, or when the parameters are not an object).
    public var parameters: SDLJSONObject
    /// The result code Core would answer with.
    public var result: SDLCoreResult
    /// The Core command check that decided the result, when one refused the request (its result
    /// code and Core's exact `info`).
    public var coreDecision: SDLCoreDecision?

    /// Creates a report.
    public init(function: String?, messageKind: SDLRPCMessageKind, issues: [SDLValidationIssue], parameters: SDLJSONObject,
                result: SDLCoreResult, coreDecision: SDLCoreDecision? = nil) {
        self.coreDecision = coreDecision
        self.function = function
        self.messageKind = messageKind
        self.issues = issues
        self.parameters = parameters
        self.result = result
    }

    /// `invalid` with any error, `warnings` with only warnings, else `ok`.
    public var verdict: SDLValidationVerdict {
        if issues.contains(where: { $0.severity == .error }) { return .invalid }
        return issues.isEmpty ? .ok : .warnings
    }

    /// Core-style `info` for the response (nil for SUCCESS): Core's own info when a command check
    /// decided, else the failing paths as `msg_params.alertText1: …`, one per line, at most 1000
    /// characters as the spec allows.
    public var coreInfo: String? {
        if let coreDecision { return coreDecision.info }
        switch result {
        case .success: return nil
        case .unsupportedRequest: return "Module does not recognize this function id"
        case .unsupportedResource, .rejected, .invalidID, .duplicateName, .readOnly: return nil
        case .invalidData, .warnings:
            let severity: SDLValidationIssue.Severity = result == .invalidData ? .error : .warning
            let lines = issues.filter { $0.severity == severity && $0.rule != .unknownParameter && $0.rule != .notInVersion }
                .map { issue in
                    let path = String(issue.path.description.dropFirst())
                    return (path.isEmpty ? "msg_params" : "msg_params" + path) + ": " + issue.message
                }
            let text = lines.joined(separator: "\n")
            return text.unicodeScalars.count <= 1000 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(1000)))
        }
    }
}
