import SDLRPC

/// The control lines for the car: vehicle data, the lock-screen dismissal flag and system requests
/// (see ``SDLHeadUnit/setVehicleData(_:)``, ``SDLHeadUnit/sendSystemRequest(app:requestType:url:fileType:data:)``
/// and their neighbours).
extension HeadUnitControl {
    /// The vehicle actions, with their parameters, for `help`.
    static let vehicleActions: [(name: String, parameters: String)] = [
        ("setVehicleData", "data (object: item → value, e.g. {\"speed\":88.5})"),
        ("vehicleData", ""),
        ("subscribedVehicleData", "app?"),
        ("setLockScreenDismissal", "enabled (true, false or null)"),
        ("sendSystemRequest", "requestType, url?, fileType?, data? (text sent as UTF-8 bulk data), app?"),
        ("systemRequests", ""),
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
        case "sendSystemRequest":
            guard let requestType = command["requestType"]?.stringValue else { throw .invalidCommand("\"requestType\" must be a RequestType value") }
            try core.withEngine { engine throws(SDLHeadUnitError) in
                try engine.sendSystemRequest(
                    to: try engine.resolveApp(command["app"]?.intValue), requestType: requestType, url: command["url"]?.stringValue,
                    fileType: command["fileType"]?.stringValue, data: Array((command["data"]?.stringValue ?? "").utf8))
            }
            return .null
        case "systemRequests":
            return .array(core.engine.systemRequests.map { request in
                var entry: SDLJSONObject = ["app": .integer(request.appID), "requestType": .string(request.requestType), "fileName": .string(request.fileName)]
                if let subType = request.requestSubType { entry.append("requestSubType", .string(subType)) }
                entry.append("size", .integer(request.data.count))
                return .object(entry)
            })
        default:
            return nil
        }
    }
}
