/// Core's `RegisterAppInterfaceRequest::IsWhiteSpaceExist` (register_app_interface_request.cc).
/// Core runs it after its state checks (already registered, same app ID, policy data,
/// DUPLICATE_NAME), so the rules are `.afterAppState` and the emulator's registration handler runs
/// them after its duplicate-name check. `fullAppID` is checked only with `UseFullAppID` on (the
/// setting the emulator assumes).
extension CoreCommandRules {
    mutating func registerAppInterface(_ parameters: SDLJSONObject) {
        strings(parameters, ["appName"], at: .root, stage: .afterAppState)
        chunkTexts(parameters, "ttsName", stage: .afterAppState)
        strings(parameters, ["ngnMediaScreenAppName"], at: .root, onlyIfNonEmpty: true, stage: .afterAppState)
        stringArray(parameters, "vrSynonyms", onlyIfNonEmpty: true, stage: .afterAppState)
        strings(parameters, ["hashID"], at: .root, stage: .afterAppState)
        if let device = parameters["deviceInfo"]?.objectValue {
            strings(device, ["hardware", "firmwareRev", "os", "osVersion", "carrier"], at: SDLJSONPath.root.appending(key: "deviceInfo"),
                    onlyIfNonEmpty: true, stage: .afterAppState)
        }
        strings(parameters, ["appID", "fullAppID"], at: .root, stage: .afterAppState)
    }
}
