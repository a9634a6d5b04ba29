public import SDLRPC

/// SDL Core 8.2.0's own response timeout for an RPC (protocol.md §C.7), computed from the
/// request's parameters with the spec's defaults for absent ones (Core injects defaults before
/// it arms the timer, §D.5).
///
/// | RPC | Core timeout |
/// |---|---|
/// | Alert, SubtleAlert | base + `duration`; none if the `softButtons` key is present |
/// | ScrollableMessage, Slider | base + `timeout` |
/// | PerformInteraction | base + 2 × `timeout` (MANUAL_ONLY, BOTH); base + `timeout` (VR_ONLY) |
/// | PerformAudioPassThru | base + `maxDuration` |
/// | everything else | base |
///
/// SubtleAlert is not in Core's table; it is treated like Alert, whose shape it shares (§E.8),
/// which can only make the wait longer.
public enum SDLResponseTimeoutRule {
    /// Core's timeout for the request with `functionID` and `parameters`, or `nil` when Core sets
    /// none (an Alert carrying a `softButtons` key, even an empty one).
    ///
    /// - Parameters:
    ///   - functionID: the request's numeric function ID.
    ///   - parameters: the request's parameters (some RPCs' timeouts depend on them).
    ///   - base: `DefaultTimeout` + `DefaultTimeoutCompensation` (11 s in Core 8.2.0).
    public static func coreTimeout(functionID: Int, parameters: SDLJSONObject, base: Duration = .milliseconds(11_000)) -> Duration? {
        switch functionID {
        case SDLAlert.rpcFunctionID:
            if parameters["softButtons"] != nil { return nil }
            return base + milliseconds(parameters, SDLAlert.Parameters.duration)
        case SDLSubtleAlert.rpcFunctionID:
            if parameters["softButtons"] != nil { return nil }
            return base + milliseconds(parameters, SDLSubtleAlert.Parameters.duration)
        case SDLScrollableMessage.rpcFunctionID:
            return base + milliseconds(parameters, SDLScrollableMessage.Parameters.timeout)
        case SDLSlider.rpcFunctionID:
            return base + milliseconds(parameters, SDLSlider.Parameters.timeout)
        case SDLPerformInteraction.rpcFunctionID:
            let timeout = milliseconds(parameters, SDLPerformInteraction.Parameters.timeout)
            let mode = parameters["interactionMode"]?.stringValue.map(SDLInteractionMode.init(rawValue:))
            return mode == .vrOnly ? base + timeout : base + timeout * 2
        case SDLPerformAudioPassThru.rpcFunctionID:
            return base + milliseconds(parameters, SDLPerformAudioPassThru.Parameters.maxDuration)
        default:
            return base
        }
    }

    /// Core's timeout for a typed request.
    public static func coreTimeout<Request: SDLRequest>(for request: Request, base: Duration = .milliseconds(11_000)) -> Duration? {
        coreTimeout(functionID: Request.rpcFunctionID, parameters: request.jsonObject, base: base)
    }

    /// The parameter's value in milliseconds, its spec default when absent, 0 when neither is a
    /// usable non-negative integer.
    private static func milliseconds(_ parameters: SDLJSONObject, _ rule: SDLParameterRule) -> Duration {
        let value = parameters[rule.name]?.intValue ?? rule.defaultInteger ?? 0
        return .milliseconds(max(0, value))
    }
}
