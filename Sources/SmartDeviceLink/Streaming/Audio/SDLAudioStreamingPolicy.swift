public import SDLRPC
public import SDLSession

/// When an audio stream may run — SDL Core's rules (protocol.md §A.7, §C.3) as one pure function.
///
/// | app | HMI level | audioStreamingState | may stream |
/// | --- | --- | --- | --- |
/// | neither NAVIGATION, PROJECTION nor media | any | any | no: `notAudioStreamingApp` |
/// | NAVIGATION, PROJECTION or media | BACKGROUND, NONE | any | no: `hmiLevel` |
/// | NAVIGATION, PROJECTION or media | FULL, LIMITED | NOT_AUDIBLE | no: `notAudible` |
/// | NAVIGATION, PROJECTION or media | FULL, LIMITED | AUDIBLE, ATTENUATED | yes |
public enum SDLAudioStreamingPolicy {
    /// Why an app of `appTypes` (a media app when `isMediaApplication`) may not stream audio in
    /// `status`, or `nil` when it may.
    public static func reasonNotToStream(
        appTypes: [SDLAppHMIType], isMediaApplication: Bool, status: SDLHMIStatus
    ) -> SDLAudioStreamStopReason? {
        guard appTypes.contains(.navigation) || appTypes.contains(.projection) || isMediaApplication else { return .notAudioStreamingApp }
        guard status.hmiLevel == .full || status.hmiLevel == .limited else { return .hmiLevel(status.hmiLevel) }
        guard status.audioStreamingState != .notAudible else { return .notAudible }
        return nil
    }
}
