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
    /// ``IncomingRequest/disallowedItems``, and in ``IncomingRequest/userDisallowedItems`` those only a
    /// group the user declined lists); `nil` after answering when no item it asks for (set to `true`)
    /// is left — USER_DISALLOWED when the user declined every one of them, else DISALLOWED (Core's
    /// `CheckPermissions`: "All parameters are disallowed"), which comes before its "no data" INVALID_DATA.
    func passingParameterPermissions(_ request: IncomingRequest) -> IncomingRequest? {
        guard Self.vehicleDataRequests.contains(request.functionID), let appID = request.appID,
              let permissions = vehicleDataItemPermissions(request.function, appID: appID) else {
            return request
        }
        let removed = request.parameters.keys.filter { HeadUnitVehicleDataItems.isItem($0) && !permissions.allowed.contains($0) }
        guard !removed.isEmpty else { return request }
        var filtered = request
        for item in removed { _ = filtered.validation.report.parameters.removeValue(forKey: item) }
        filtered.userDisallowedItems = removed.filter(permissions.userDisallowed.contains)
        filtered.disallowedItems = removed.filter { !permissions.userDisallowed.contains($0) }
        if !filtered.parameters.contains(where: { $0.value.boolValue == true }) {
            let asked = removed.filter { request.parameters[$0]?.boolValue == true }
            let allDeclined = !asked.isEmpty && asked.allSatisfy(permissions.userDisallowed.contains)
            respondVehicleData(to: filtered, resultCode: allDeclined ? "USER_DISALLOWED" : "DISALLOWED")
            return nil
        }
        return filtered
    }

    /// Answers a vehicle-data request as Core's `SendResponse` does: for (Un)SubscribeVehicleData each
    /// item the policy removed is added as `{dataType, resultCode}` — USER_DISALLOWED for an item of a
    /// group the user declined, DISALLOWED for the others (`AddDisallowedParameters`) — and for all
    /// three the info names them, the user-disallowed first ("'rpm', 'vin' disallowed by policies.",
    /// after the handler's info; `AddDisallowedParametersToInfo`).
    func respondVehicleData(to request: IncomingRequest, resultCode: String, info: String? = nil,
                            items: SDLJSONObject = SDLJSONObject(), success: Bool? = nil) {
        var extra = items
        var text = info
        let removed = request.userDisallowedItems + request.disallowedItems
        if !removed.isEmpty {
            if request.functionID != HeadUnitFunction.getVehicleData {
                for item in request.userDisallowedItems {
                    extra[HeadUnitVehicleDataItems.responseKey(of: item)] = vehicleDataResult(item, "USER_DISALLOWED")
                }
                for item in request.disallowedItems {
                    extra[HeadUnitVehicleDataItems.responseKey(of: item)] = vehicleDataResult(item, "DISALLOWED")
                }
            }
            let names = removed.map { "'\($0)'" }.joined(separator: ", ") + " disallowed by policies."
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
