/// The vehicle-info plugin (`get_vehicle_data_request.cc`, `subscribe_vehicle_data_request.cc`,
/// `unsubscribe_vehicle_data_request.cc`): a request must ask for at least one vehicle data item (a
/// parameter set to `true`, once the schema has dropped parameters the request type does not have).
/// With a policy that disallows the asked items Core answers DISALLOWED instead; the policy is the
/// emulator's.
extension CoreCommandRules {
    /// GetVehicleData: after Core's frequency limit (app state); INVALID_DATA without info.
    mutating func getVehicleData(_ parameters: SDLJSONObject) {
        noData(parameters, rule: "GetVehicleData.noData", "GetVehicleData asks for no vehicle data (no parameter is true)",
               info: nil, stage: .afterAppState)
    }

    /// SubscribeVehicleData: counted before any subscription is looked at (an empty request, one
    /// whose items are all `false`, or one naming only parameters SubscribeVehicleData does not have).
    mutating func subscribeVehicleData(_ parameters: SDLJSONObject) {
        noData(parameters, rule: "SubscribeVehicleData.noData", "SubscribeVehicleData names no vehicle data (no parameter is true)",
               info: "No data in the request", stage: .beforeAppState)
    }

    /// UnsubscribeVehicleData: counted before any subscription is looked at.
    mutating func unsubscribeVehicleData(_ parameters: SDLJSONObject) {
        noData(parameters, rule: "UnsubscribeVehicleData.noData", "UnsubscribeVehicleData names no vehicle data (no parameter is true)",
               info: "No data in the request.", stage: .beforeAppState)
    }

    private mutating func noData(_ parameters: SDLJSONObject, rule: String, _ message: String, info: String?,
                                 stage: SDLCoreRuleStage) {
        if !parameters.contains(where: { $0.value.boolValue == true }) {
            reject(rule, at: .root, message, info: info, stage: stage)
        }
    }
}
