/// The vehicle-info plugin (`get_vehicle_data_request.cc`, `unsubscribe_vehicle_data_request.cc`):
/// a request must ask for at least one vehicle data item (a parameter set to `true`). With a policy
/// that disallows the asked items Core answers DISALLOWED instead; the policy is the emulator's.
extension CoreCommandRules {
    /// GetVehicleData: after Core's frequency limit (app state); INVALID_DATA without info.
    mutating func getVehicleData(_ parameters: SDLJSONObject) {
        if !Self.asksForData(parameters) {
            reject("GetVehicleData.noData", at: .root, "GetVehicleData asks for no vehicle data (no parameter is true)",
                   stage: .afterAppState)
        }
    }

    /// UnsubscribeVehicleData: counted before any subscription is looked at.
    mutating func unsubscribeVehicleData(_ parameters: SDLJSONObject) {
        if !Self.asksForData(parameters) {
            reject("UnsubscribeVehicleData.noData", at: .root, "UnsubscribeVehicleData names no vehicle data (no parameter is true)",
                   info: "No data in the request.")
        }
    }

    private static func asksForData(_ parameters: SDLJSONObject) -> Bool {
        parameters.contains { $0.value.boolValue == true }
    }
}
