import SDLRPC
import SDLValidation

/// Core's parameter permissions for the vehicle-data RPCs (`CommandRequestImpl::CheckAllowedParameters`
/// and `SendResponse`, §C.1): items outside the app's groups are removed before the handler runs and
/// reported in the answer.
extension HeadUnitEngine {
    /// The vehicle-data requests whose items the policy filters.
    static let vehicleDataRequests: Set<Int> = [
        HeadUnitFunction.getVehicleData, HeadUnitFunction.subscribeVehicleData, HeadUnitFunction.unsubscribeVehicleData,
    ]

    /// `request` without the items the policy does not grant (kept in
    /// ``IncomingRequest/disallowedItems``); `nil` after answering DISALLOWED when no item it asks for
    /// (set to `true`) is left — Core's `HasDisallowedParams` branch, which comes before its
    /// "no data" INVALID_DATA.
    func passingParameterPermissions(_ request: IncomingRequest) -> IncomingRequest? {
        guard settings.permissionPolicy == .base4VehicleData, Self.vehicleDataRequests.contains(request.functionID) else {
            return request
        }
        let allowed = HeadUnitPolicy.allowedVehicleData(for: request.function)
        let disallowed = request.parameters.keys.filter { HeadUnitVehicleDataItems.isItem($0) && !allowed.contains($0) }
        guard !disallowed.isEmpty else { return request }
        var filtered = request
        for item in disallowed { _ = filtered.validation.report.parameters.removeValue(forKey: item) }
        filtered.disallowedItems = disallowed
        if !filtered.parameters.contains(where: { $0.value.boolValue == true }) {
            respondVehicleData(to: filtered, resultCode: "DISALLOWED")
            return nil
        }
        return filtered
    }

    /// Answers a vehicle-data request as Core's `SendResponse` does: for (Un)SubscribeVehicleData each
    /// item the policy removed is added as `{dataType, resultCode: DISALLOWED}`, and for all three the
    /// info names them ("'rpm', 'vin' disallowed by policies.", after the handler's info).
    func respondVehicleData(to request: IncomingRequest, resultCode: String, info: String? = nil,
                            items: SDLJSONObject = SDLJSONObject(), success: Bool? = nil) {
        var extra = items
        var text = info
        if !request.disallowedItems.isEmpty {
            if request.functionID != HeadUnitFunction.getVehicleData {
                for item in request.disallowedItems {
                    extra[HeadUnitVehicleDataItems.responseKey(of: item)] = vehicleDataResult(item, "DISALLOWED")
                }
            }
            let names = request.disallowedItems.map { "'\($0)'" }.joined(separator: ", ") + " disallowed by policies."
            text = [info, names].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        respond(to: request, resultCode: resultCode, info: text, extra: extra, success: success)
    }

    /// A `VehicleDataResult` for item `name`; an OEM custom item also names its schema type
    /// (`oemCustomDataType`, as Core answers from its `vehicle_data` schema).
    func vehicleDataResult(_ name: String, _ resultCode: String) -> SDLJSONValue {
        var result: SDLJSONObject = ["dataType": .string(HeadUnitVehicleDataItems.dataType(of: name)), "resultCode": .string(resultCode)]
        if let value = settings.profile.customVehicleData[name] {
            result.append("oemCustomDataType", .string(HeadUnitVehicleDataItems.customDataType(of: value)))
        }
        return .object(result)
    }
}
