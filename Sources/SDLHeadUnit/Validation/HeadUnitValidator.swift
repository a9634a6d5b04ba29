import SDLRPC

/// The one place the engine asks "what would SDL Core make of this message?" (§D).
struct HeadUnitValidator: Sendable {
    /// Validates `parameters` of `functionID`/`kind` for an app at `rpcVersion` (nil = the spec's);
    /// `coreRules` adds SDL Core's command-level checks (§D.6, §E) for incoming requests.
    let validate: @Sendable (_ parameters: SDLJSONValue, _ functionID: Int, _ kind: SDLRPCMessageKind, _ rpcVersion: SDLRPCVersion?, _ coreRules: Bool) -> HeadUnitValidation

    /// Lets everything through unchanged (known function IDs only); for tests of the engine's own
    /// rules and as a fallback.
    static let passThrough = HeadUnitValidator { parameters, functionID, _, _, _ in
        guard let name = SDLFunctionNames.name(forFunctionID: functionID) else {
            return HeadUnitValidation(result: .unsupportedRequest, info: nil, parameters: SDLJSONObject(), functionName: nil)
        }
        guard let object = parameters.objectValue else {
            return HeadUnitValidation(result: .invalidData, info: "RPC.msg_params: Incorrect type, expected: Object, got: \(parameters.typeName)", parameters: SDLJSONObject(), functionName: name)
        }
        return HeadUnitValidation(result: .success, info: nil, parameters: object, functionName: name)
    }
}
