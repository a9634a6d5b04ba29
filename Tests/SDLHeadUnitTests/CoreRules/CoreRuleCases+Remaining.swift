/// Cases for the handlers the two halves of the survey did not reach (docs/core-rules.md, both
/// sections): SystemRequest of the `sdl_rpc_plugin`, and ButtonPress and the rest of
/// SetInteriorVehicleData of the remote-control plugin. The emulator has no HMI for the
/// remote-control ones: with the `all` policy it runs their checks, then answers
/// UNSUPPORTED_RESOURCE; SystemRequest has its handler (`HeadUnitEngine+SystemRequest.swift`).
extension CoreRuleCase {
    static let remaining: [CoreRuleCase] = systemRequest + buttonPress + interiorVehicleData

    /// A SystemRequest with `fileName` (JSON text of a string).
    private static func systemRequestNamed(_ fileName: String) -> String {
        #"{"requestType": "PROPRIETARY", "fileName": "# + fileName + "}"
    }

    static let systemRequest: [CoreRuleCase] = [
        // Without fileName Core checks its default, "SYNC".
        // Accepted by the checks, these carry no bulk data and name no uploaded file: REJECTED.
        .accepts("SystemRequest.whitespace", "SystemRequest", #"{"requestType": "HTTP"}"#, emulator: "REJECTED"),
        .accepts("SystemRequest.whitespace", "SystemRequest", systemRequestNamed(#"" policy update.json""#), emulator: "REJECTED"),
        .refuses("SystemRequest.whitespace", "SystemRequest", systemRequestNamed(#""   ""#)),
        // The string check comes before the file-name check.
        .refuses("SystemRequest.whitespace", "SystemRequest", systemRequestNamed(#""dir/a\tb""#)),
        .accepts("SystemRequest.fileName", "SystemRequest", systemRequestNamed(#""dir\\policy.json""#), emulator: "REJECTED"),
        .refuses("SystemRequest.fileName", "SystemRequest", systemRequestNamed(#""dir/policy.json""#),
                 info: "Sync file name contains forbidden symbols."),
    ]

    static let buttonPress: [CoreRuleCase] = [
        .accepts("ButtonPress.moduleButton", "ButtonPress", #"{"moduleType": "RADIO", "buttonName": "VOLUME_UP", "buttonPressMode": "SHORT"}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        .accepts("ButtonPress.moduleButton", "ButtonPress", #"{"moduleType": "CLIMATE", "buttonName": "LOWER_VENT", "buttonPressMode": "LONG"}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        // Only RADIO and CLIMATE buttons are matched to their module; the capabilities decide the rest.
        .accepts("ButtonPress.moduleButton", "ButtonPress", #"{"moduleType": "SEAT", "buttonName": "OK", "buttonPressMode": "SHORT"}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("ButtonPress.moduleButton", "ButtonPress", #"{"moduleType": "RADIO", "buttonName": "AC", "buttonPressMode": "SHORT"}"#,
                 info: "Request module type and button name mismatch!"),
        .refuses("ButtonPress.moduleButton", "ButtonPress", #"{"moduleType": "CLIMATE", "buttonName": "VOLUME_UP", "buttonPressMode": "SHORT"}"#,
                 info: "Request module type and button name mismatch!"),
    ]

    /// A SetInteriorVehicleData of `type` whose control data `key` is `data` (JSON text).
    private static func moduleData(_ type: String, _ key: String, _ data: String) -> String {
        #"{"moduleData": {"moduleType": "\#(type)", "\#(key)": "# + data + "}}"
    }

    private static let allReadOnly = "All request params in module type are READ ONLY!"

    static let interiorVehicleData: [CoreRuleCase] = [
        .accepts("SetInteriorVehicleData.readOnly", "SetInteriorVehicleData",
                 moduleData("CLIMATE", "climateControlData", #"{"currentTemperature": {"unit": "CELSIUS", "value": 20}, "fanSpeed": 10}"#),
                 emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("SetInteriorVehicleData.readOnly", "SetInteriorVehicleData",
                 moduleData("CLIMATE", "climateControlData", #"{"currentTemperature": {"unit": "CELSIUS", "value": 20}}"#),
                 result: "READ_ONLY", info: allReadOnly),
        // An empty control data holds nothing but read-only parameters.
        .refuses("SetInteriorVehicleData.readOnly", "SetInteriorVehicleData", moduleData("CLIMATE", "climateControlData", "{}"),
                 result: "READ_ONLY", info: allReadOnly),
        .refuses("SetInteriorVehicleData.readOnly", "SetInteriorVehicleData",
                 moduleData("RADIO", "radioControlData", #"{"signalStrength": 50, "availableHdChannels": [1]}"#),
                 result: "READ_ONLY", info: allReadOnly),
        .accepts("SetInteriorVehicleData.readOnly", "SetInteriorVehicleData",
                 moduleData("RADIO", "radioControlData", #"{"signalStrength": 50, "radioEnable": true}"#), emulator: "UNSUPPORTED_RESOURCE"),
        .accepts("SetInteriorVehicleData.lightStatus", "SetInteriorVehicleData",
                 moduleData("LIGHT", "lightControlData", #"{"lightState": [{"id": "FRONT_LEFT_HIGH_BEAM", "status": "ON"}]}"#),
                 emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("SetInteriorVehicleData.lightStatus", "SetInteriorVehicleData",
                 moduleData("LIGHT", "lightControlData",
                            #"{"lightState": [{"id": "FRONT_LEFT_HIGH_BEAM", "status": "OFF"}, {"id": "READING_LIGHTS", "status": "RAMP_UP"}]}"#),
                 result: "READ_ONLY", info: "The LightStatus enum passed is READ ONLY and cannot be written."),
    ]
}
