import SDLRPC

/// The one place the engine asks "what would SDL Core make of this message?" (§D).
struct HeadUnitValidator: Sendable {
    /// Validates `parameters` of `functionID`/`kind` for an app at `rpcVersion` (nil = the spec's);
    /// `coreRules` adds SDL Core's command-level checks (§D.6, §E) for incoming requests.
    let validate: @Sendable (_ parameters: SDLJSONValue, _ functionID: Int, _ kind: SDLRPCMessageKind, _ rpcVersion: SDLRPCVersion?, _ coreRules: Bool) -> HeadUnitValidation
}
