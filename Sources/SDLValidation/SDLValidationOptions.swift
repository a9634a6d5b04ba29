/// How to validate.
public struct SDLValidationOptions: Hashable, Sendable {
    /// The app's negotiated RPC version (§C.2, §D.3); `nil` means the spec's own version.
    public var rpcVersion: SDLRPCVersion?
    /// Also apply SDL Core's command-level checks (§D.6, §E): whitespace and newline rules per
    /// field, the soft-button rules, Alert's text requirement, an empty Show.
    public var coreRules: Bool
    /// Build ``SDLValidationReport/parameters`` (what Core passes on). Turning it off saves work
    /// when only the verdict matters; Core rules need it and turn it back on.
    public var buildsParameters: Bool
    /// The OEM vehicle data items a head unit's policy schema adds (SDL-0173, RPC 6.0+), by name.
    /// At the top level of the vehicle data messages (Get/Subscribe/UnsubscribeVehicleData, their
    /// responses and OnVehicleData) these keys are kept with their values, as Core keeps the items
    /// of its `vehicle_data` schema, instead of being dropped as unknown parameters.
    public var customVehicleData: Set<String> = []

    /// Validation at the spec's version, schema checks only, with the cleaned parameters.
    public init(rpcVersion: SDLRPCVersion? = nil, coreRules: Bool = false, buildsParameters: Bool = true) {
        self.rpcVersion = rpcVersion
        self.coreRules = coreRules
        self.buildsParameters = buildsParameters
    }
}
