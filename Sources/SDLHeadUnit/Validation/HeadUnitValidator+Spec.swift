import SDLRPC
import SDLValidation

extension HeadUnitValidator {
    /// Validation by the spec-driven ``SDLValidator`` in SDL Core mode (§D): INVALID_DATA with Core's
    /// info, WARNINGS for dropped enum values, UNSUPPORTED_REQUEST for unknown function IDs.
    static func spec(_ validator: SDLValidator) -> HeadUnitValidator {
        HeadUnitValidator { parameters, functionID, kind, rpcVersion, coreRules in
            var options = SDLValidationOptions()
            options.rpcVersion = rpcVersion
            options.coreRules = coreRules
            let report = validator.validate(parameters: parameters, functionID: functionID, messageKind: kind, options: options)
            let result: HeadUnitValidation.Result = switch report.result {
            case .success: .success
            case .warnings: .warnings
            case .invalidData: .invalidData
            case .unsupportedRequest: .unsupportedRequest
            }
            return HeadUnitValidation(
                result: result,
                info: report.coreInfo,
                parameters: report.parameters,
                functionName: report.function ?? validator.functionName(forID: functionID)
            )
        }
    }
}
