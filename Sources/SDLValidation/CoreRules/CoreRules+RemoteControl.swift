/// The remote-control plugin: SetInteriorVehicleData (`set_interior_vehicle_data_request.cc`) and
/// ButtonPress (`button_press_request.cc`). Every check runs in `Execute`, after
/// `RCCommandRequest::Run`'s checks of the app, RC, the driver's consent and the module's resource
/// (app state), so all are `afterAppState`.
extension CoreCommandRules {
    /// The `ModuleData` member that holds each module type's control data (Core's
    /// `RCHelpers::GetModuleTypeToDataMapping`).
    static let controlDataKeys: [String: String] = [
        "CLIMATE": "climateControlData", "RADIO": "radioControlData", "SEAT": "seatControlData",
        "AUDIO": "audioControlData", "LIGHT": "lightControlData", "HMI_SETTINGS": "hmiSettingsControlData",
    ]

    /// The control-data parameters Core treats as read-only (`RCHelpers::GetModuleReadOnlyParams`);
    /// other module types have none.
    static let readOnlyControlData: [String: Set<String>] = [
        "CLIMATE": ["currentTemperature"],
        "RADIO": ["rdsData", "availableHDs", "availableHdChannels", "signalStrength", "signalChangeThreshold", "state", "sisData"],
        "LIGHT": ["status"],
    ]

    /// Light states an app may read but not write (`CheckReadOnlyParamsForLight`).
    static let readOnlyLightStatuses: Set<String> = ["RAMP_UP", "RAMP_DOWN", "UNKNOWN", "INVALID"]

    /// Core's order: the module type and data must match; then (after the HMI's capabilities, app
    /// state) a control data of read-only parameters only — an empty one included — is READ_ONLY;
    /// then a light state whose status is read-only.
    mutating func setInteriorVehicleData(_ parameters: SDLJSONObject) {
        guard let moduleData = parameters["moduleData"]?.objectValue, let type = moduleData["moduleType"]?.stringValue,
              let key = Self.controlDataKeys[type] else { return }
        let path = SDLJSONPath.root.appending(key: "moduleData")
        guard let controlData = moduleData[key]?.objectValue else {
            reject("SetInteriorVehicleData.moduleData", at: path, "moduleType \(type) needs \(key)",
                   info: "Request module type & data mismatch!", stage: .afterAppState)
            return
        }
        let readOnly = Self.readOnlyControlData[type] ?? []
        if controlData.allSatisfy({ readOnly.contains($0.key) }) {
            reject("SetInteriorVehicleData.readOnly", at: path.appending(key: key), "\(key) holds only read-only parameters",
                   result: .readOnly, info: "All request params in module type are READ ONLY!", stage: .afterAppState)
        }
        guard type == "LIGHT" else { return }
        for (index, state) in (controlData["lightState"]?.arrayValue ?? []).enumerated() {
            guard let status = state.objectValue?["status"]?.stringValue, Self.readOnlyLightStatuses.contains(status) else { continue }
            reject("SetInteriorVehicleData.lightStatus", at: path.appending(key: key).appending(key: "lightState").appending(index: index),
                   "light status \(status) is read-only", result: .readOnly,
                   info: "The LightStatus enum passed is READ ONLY and cannot be written.", stage: .afterAppState)
        }
    }

    /// The buttons a RADIO or CLIMATE ButtonPress may name (`RCHelpers::buttons_radio`,
    /// `buttons_climate`); other module types are not checked here.
    static let moduleButtons: [String: Set<String>] = [
        "RADIO": ["VOLUME_UP", "VOLUME_DOWN", "EJECT", "SOURCE", "SHUFFLE", "REPEAT"],
        "CLIMATE": ["AC_MAX", "AC", "RECIRCULATE", "FAN_UP", "FAN_DOWN", "TEMP_UP", "TEMP_DOWN", "DEFROST_MAX", "DEFROST",
                    "DEFROST_REAR", "UPPER_VENT", "LOWER_VENT"],
    ]

    /// ButtonPress: the button must belong to the module type (`CheckButtonName`), checked before
    /// the button's and module's presence in the HMI's capabilities (UNSUPPORTED_RESOURCE, state).
    mutating func buttonPress(_ parameters: SDLJSONObject) {
        guard let type = parameters["moduleType"]?.stringValue, let button = parameters["buttonName"]?.stringValue,
              let buttons = Self.moduleButtons[type], !buttons.contains(button) else { return }
        reject("ButtonPress.moduleButton", at: SDLJSONPath.root.appending(key: "buttonName"), "\(button) is no \(type) button",
               info: "Request module type and button name mismatch!", stage: .afterAppState)
    }
}
