import SDLRPC
import SDLValidation

/// Core's verdict on one incoming or outgoing message, as the engine needs it.
struct HeadUnitValidation: Sendable {
    enum Result: Sendable, Equatable {
        case success
        case warnings
        case refused(resultCode: String)
        case unsupportedRequest
    }

    /// The validator's full report (schema, and Core's command checks once applied).
    var report: SDLValidationReport

    /// The verdict.
    var result: Result {
        switch report.result {
        case .success: .success
        case .warnings: .warnings
        case .unsupportedRequest: .unsupportedRequest
        case .invalidData, .unsupportedResource, .rejected, .invalidID, .duplicateName, .readOnly: .refused(resultCode: report.result.rawValue)
        }
    }

    /// Core-style `info` for a refusal or WARNINGS.
    var info: String? { report.coreInfo }
    /// What Core passes on: defaults inserted, unknown keys and invalid enum values dropped.
    var parameters: SDLJSONObject { report.parameters }
}
