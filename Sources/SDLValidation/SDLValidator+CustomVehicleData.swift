import SDLSpec

/// OEM vehicle data items (SDL-0173): a head unit's policy table may add items to its
/// `vehicle_data` schema that MOBILE_API does not name; Core then passes them on in the vehicle data
/// messages instead of dropping them as unknown parameters.
extension SDLValidator {
    /// The functions whose top-level parameters are vehicle data items.
    static let vehicleDataFunctions: Set<String> = [
        "GetVehicleData", "SubscribeVehicleData", "UnsubscribeVehicleData", "OnVehicleData",
    ]

    /// Puts back the members of `object` named in `custom` (top level of a vehicle data message
    /// only) that the schema walk dropped, and removes their unknown-parameter issues.
    static func keepCustomVehicleData(
        _ object: SDLJSONObject, _ custom: Set<String>, of function: String,
        in cleaned: inout SDLJSONObject, issues: inout [SDLValidationIssue]
    ) {
        guard vehicleDataFunctions.contains(function) else { return }
        var kept: Set<String> = []
        for (key, value) in object where custom.contains(key) && cleaned[key] == nil {
            cleaned.append(key, value)
            kept.insert(key)
        }
        guard !kept.isEmpty else { return }
        issues.removeAll { issue in
            guard issue.rule == .unknownParameter, issue.path.components.count == 1,
                  case .key(let key) = issue.path.components[0] else { return false }
            return kept.contains(key)
        }
    }
}
