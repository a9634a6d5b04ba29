import SDLRPC

/// The control lines for the car: vehicle data and the lock-screen dismissal flag (see
/// ``SDLHeadUnit/setVehicleData(_:)`` and its neighbours).
extension HeadUnitControl {
    /// The vehicle actions, with their parameters, for `help`.
    static let vehicleActions: [(name: String, parameters: String)] = [
        ("setVehicleData", "data (object: item → value, e.g. {\"speed\":88.5})"),
        ("vehicleData", ""),
        ("subscribedVehicleData", "app?"),
        ("setLockScreenDismissal", "enabled (true, false or null)"),
    ]

    /// Performs a vehicle action; `nil` when `action` is none of them.
    static func performVehicle(_ action: String, _ command: SDLJSONObject, core: HeadUnitCore) throws(SDLHeadUnitError) -> SDLJSONValue? {
        switch action {
        case "setVehicleData":
            guard let data = command["data"]?.objectValue else { throw .invalidCommand("\"data\" must be an object of vehicle data items") }
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.setVehicleData(data) }
            return .null
        case "vehicleData":
            return .object(core.engine.vehicleData)
        case "subscribedVehicleData":
            let appID = try core.engine.resolveApp(command["app"]?.intValue)
            return .array((core.engine.apps[appID]?.app.subscribedVehicleData.sorted() ?? []).map { .string($0) })
        case "setLockScreenDismissal":
            let enabled: Bool?
            switch command["enabled"] {
            case .bool(let flag)?: enabled = flag
            case .null?: enabled = nil
            default: throw .invalidCommand("\"enabled\" must be true, false or null")
            }
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setLockScreenDismissalEnabled(enabled) }
            return .null
        default:
            return nil
        }
    }
}
