import SDLRPC

/// SetCloudAppProperties and GetCloudAppProperties (`set_cloud_app_properties_request.cc`,
/// `get_cloud_app_properties_request.cc`): the properties live in the policy table — an app entry
/// of the table, an app registered here (Core adds each registered app to its table) or one a
/// SetCloudAppProperties created.
extension HeadUnitEngine {
    /// The keys of `CloudAppProperties` Core keeps besides `appID` and `nicknames`.
    private static let cloudPropertyKeys = ["enabled", "authToken", "cloudTransportType", "hybridAppPreference", "endpoint"]

    /// SetCloudAppProperties: the given properties replace the stored ones of that app ID; SUCCESS.
    func handleSetCloudAppProperties(_ request: IncomingRequest) {
        guard let properties = request.parameters["properties"]?.objectValue,
              let appID = properties["appID"]?.stringValue else {
            respond(to: request, resultCode: "SUCCESS")
            return
        }
        var stored = cloudAppProperties[appID] ?? SDLJSONObject()
        for key in Self.cloudPropertyKeys + ["nicknames"] {
            if let value = properties[key] { stored[key] = value }
        }
        cloudAppProperties[appID] = stored
        respond(to: request, resultCode: "SUCCESS")
    }

    /// GetCloudAppProperties: DATA_NOT_AVAILABLE "Cloud app does not exist on module" for an app ID
    /// the table does not have; else `nicknames`, `appID`, `enabled` (false unless set) and the
    /// non-empty ones of `authToken`, `cloudTransportType`, `hybridAppPreference`, `endpoint`.
    func handleGetCloudAppProperties(_ request: IncomingRequest) {
        let appID = request.parameters["appID"]?.stringValue ?? ""
        let stored = cloudAppProperties[appID]
        let entry = settings.policyTable?.appPolicies[appID]
        let registered = apps.values.contains { $0.app.policyAppID == appID }
        guard stored != nil || entry != nil || registered else {
            respond(to: request, resultCode: "DATA_NOT_AVAILABLE", info: "Cloud app does not exist on module")
            return
        }
        var properties = SDLJSONObject()
        let nicknames = stored?["nicknames"] ?? .array((entry?.nicknames ?? []).map { .string($0) })
        properties.append("nicknames", nicknames)
        properties.append("appID", .string(appID))
        properties.append("enabled", stored?["enabled"] ?? .bool(false))
        for key in Self.cloudPropertyKeys.dropFirst() {
            if let value = stored?[key], value.stringValue?.isEmpty != true { properties.append(key, value) }
        }
        respond(to: request, resultCode: "SUCCESS", extra: ["properties": .object(properties)])
    }
}
