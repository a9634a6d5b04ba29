/// The vehicle-data groups of SDL Core's preloaded policy table (`sdl_preloaded_pt.json`, commit
/// 0186b8c, §C.1), which ``SDLPermissionPolicy/base4VehicleData`` grants beside `Base-4`. The
/// preloaded `default` app policy has `Base-4` only, so with ``SDLPermissionPolicy/base4`` every
/// vehicle-data RPC is `DISALLOWED`, as Core answers an app without a policy of its own.
extension HeadUnitPolicy {
    /// The vehicle-data RPCs the groups grant, all at BACKGROUND, FULL and LIMITED (never in NONE).
    static let vehicleDataRPCs = ["GetVehicleData", "OnVehicleData", "SubscribeVehicleData", "UnsubscribeVehicleData"]

    /// Each group's `parameters`, the same for its four RPCs except `vin` (not subscribable: the
    /// group's (Un)SubscribeVehicleData rows leave it out, as MOBILE_API does).
    static let vehicleDataGroups: [(group: String, items: [String])] = [
        ("Location-1", ["gps", "speed"]),
        ("DrivingCharacteristics-3", ["accPedalPosition", "beltStatus", "electronicParkBrakeStatus", "driverBraking", "myKey",
                                      "prndl", "rpm", "steeringWheelAngle"]),
        ("VehicleInfo-3", ["bodyInformation", "deviceStatus", "engineOilLife", "engineTorque", "externalTemperature",
                           "turnSignal", "fuelLevel", "fuelLevel_State", "headLampStatus", "instantFuelConsumption",
                           "fuelRange", "cloudAppVehicleID", "odometer", "tirePressure", "vin", "wiperStatus"]),
        ("Emergency-1", ["airbagStatus", "clusterModeStatus", "eCallInfo", "emergencyEvent"]),
        ("CloudApp", ["cloudAppVehicleID"]),
    ]

    /// The items `rpc` may carry under the vehicle-data groups (their union).
    static func allowedVehicleData(for rpc: String) -> Set<String> {
        var items = Set(vehicleDataGroups.flatMap(\.items))
        if rpc == "SubscribeVehicleData" || rpc == "UnsubscribeVehicleData" { items.remove("vin") }
        return items
    }

    /// Whether `rpc` is allowed at `level` under `policy`; `nil` when the policy has no row for it.
    static func allows(_ rpc: String, at level: String, under policy: SDLPermissionPolicy) -> Bool? {
        switch policy {
        case .allowAll:
            return true
        case .base4:
            return allows(rpc, at: level)
        case .base4VehicleData:
            if vehicleDataRPCs.contains(rpc) { return visible.contains(level) }
            return allows(rpc, at: level)
        }
    }

    /// The rows OnPermissionsChange lists under `policy`: `Base-4`'s, and with the vehicle-data groups
    /// the four vehicle-data RPCs with their allowed parameters.
    static func permissionRows(under policy: SDLPermissionPolicy) -> [(rpc: String, levels: [String], parameters: [String])] {
        var rows = levels.map { (rpc: $0.rpc, levels: $0.levels, parameters: [String]()) }
        if policy == .base4VehicleData {
            rows += vehicleDataRPCs.map { (rpc: $0, levels: visible, parameters: allowedVehicleData(for: $0).sorted()) }
            rows.sort { $0.rpc.lowercased() < $1.rpc.lowercased() }
        }
        return rows
    }
}
