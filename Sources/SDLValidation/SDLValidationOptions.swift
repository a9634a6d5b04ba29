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

    /// Validation at the spec's version, schema checks only, with the cleaned parameters.
    public init(rpcVersion: SDLRPCVersion? = nil, coreRules: Bool = false, buildsParameters: Bool = true) {
        self.rpcVersion = rpcVersion
        self.coreRules = coreRules
        self.buildsParameters = buildsParameters
    }
}
