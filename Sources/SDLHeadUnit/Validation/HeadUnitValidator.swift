import SDLRPC
import SDLValidation

/// The one place the engine asks "what would SDL Core make of this message?" (§D): the spec-driven
/// ``SDLValidator`` in SDL Core mode, its schema stage and its command checks run separately so the
/// engine can put the policy check between them, as Core does.
struct HeadUnitValidator: Sendable {
    let validator: SDLValidator
    /// The profile's OEM vehicle data items, kept in vehicle data messages (not dropped as unknown).
    var customVehicleData: Set<String> = []

    /// The schema stage of `parameters` of `functionID`/`kind` for an app at `rpcVersion` (nil =
    /// the spec's): INVALID_DATA with Core's info, WARNINGS for dropped enum values,
    /// UNSUPPORTED_REQUEST for unknown function IDs.
    func schema(_ parameters: SDLJSONValue, _ functionID: Int, _ kind: SDLRPCMessageKind, _ rpcVersion: SDLRPCVersion?) -> HeadUnitValidation {
        var options = SDLValidationOptions()
        options.rpcVersion = rpcVersion
        options.customVehicleData = customVehicleData
        let report = validator.validate(parameters: parameters, functionID: functionID, messageKind: kind, options: options)
        return HeadUnitValidation(report: validator.droppingMandatoryEnumsAsCore(report))
    }

    /// Whether the spec has a request with `functionID` (a notification's ID is not one).
    func knowsRequest(_ functionID: Int) -> Bool { validator.hasFunction(id: functionID, kind: .request) }

    /// Core's command checks of `stage` on a request that passed the schema stage.
    func coreRules(_ validation: HeadUnitValidation, stage: SDLCoreRuleStage) -> HeadUnitValidation {
        HeadUnitValidation(report: validator.applyCoreRules(to: validation.report, stage: stage))
    }
}
