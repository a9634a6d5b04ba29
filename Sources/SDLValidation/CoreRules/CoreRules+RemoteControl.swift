/// The remote-control plugin (`set_interior_vehicle_data_request.cc`): `moduleData` must carry the
/// control data of its `moduleType`.
extension CoreCommandRules {
    /// The `ModuleData` member that holds each module type's control data (Core's
    /// `RCHelpers::GetModuleTypeToDataMapping`).
    static let controlDataKeys: [String: String] = [
        "CLIMATE": "climateControlData", "RADIO": "radioControlData", "SEAT": "seatControlData",
        "AUDIO": "audioControlData", "LIGHT": "lightControlData", "HMI_SETTINGS": "hmiSettingsControlData",
    ]

    /// Core checks it first in `Execute`, after `RCCommandRequest::Run`'s checks of the app and the
    /// module's resource (app state).
    mutating func setInteriorVehicleData(_ parameters: SDLJSONObject) {
        guard let moduleData = parameters["moduleData"]?.objectValue, let type = moduleData["moduleType"]?.stringValue else { return }
        if let key = Self.controlDataKeys[type], moduleData[key] == nil {
            reject("SetInteriorVehicleData.moduleData", at: SDLJSONPath.root.appending(key: "moduleData"),
                   "moduleType \(type) needs \(key)", info: "Request module type & data mismatch!", stage: .afterAppState)
        }
    }
}
