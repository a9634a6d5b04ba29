/// GetSystemCapability (`get_system_capability_request.cc`): a type the handler's switch does not
/// know answers UNSUPPORTED_RESOURCE. The only such request that passes the schema is one whose
/// invalid `systemCapabilityType` Core dropped (see ``SDLValidator/mandatoryEnumsCoreDrops``).
extension CoreCommandRules {
    mutating func getSystemCapability(_ parameters: SDLJSONObject) {
        if parameters["systemCapabilityType"] == nil {
            reject("GetSystemCapability.type", at: SDLJSONPath.root.appending(key: "systemCapabilityType"),
                   "systemCapabilityType is no element of SystemCapabilityType (Core drops it and answers UNSUPPORTED_RESOURCE)",
                   result: .unsupportedResource)
        }
    }
}
