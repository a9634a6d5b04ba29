public import SDLRPC
public import SDLSession

/// When a video stream may run — SDL Core's rules (protocol.md §A.7, §C.3) as one pure function.
///
/// | app types | HMI level | videoStreamingState | may stream |
/// | --- | --- | --- | --- |
/// | neither NAVIGATION nor PROJECTION | any | any | no: `notNavigationOrProjectionApp` |
/// | NAVIGATION or PROJECTION | BACKGROUND, NONE | any | no: `hmiLevel` |
/// | NAVIGATION or PROJECTION | FULL, LIMITED | NOT_STREAMABLE | no: `notStreamable` |
/// | NAVIGATION or PROJECTION | FULL, LIMITED | STREAMABLE (or absent) | yes |
public enum SDLVideoStreamingPolicy {
    /// Why streaming is not allowed for an app of `appTypes` in `status`, or `nil` when it is.
    public static func reasonNotToStream(appTypes: [SDLAppHMIType], status: SDLHMIStatus) -> SDLVideoStreamStopReason? {
        guard appTypes.contains(.navigation) || appTypes.contains(.projection) else { return .notNavigationOrProjectionApp }
        guard status.hmiLevel == .full || status.hmiLevel == .limited else { return .hmiLevel(status.hmiLevel) }
        guard status.videoStreamingState == .streamable else { return .notStreamable }
        return nil
    }
}
