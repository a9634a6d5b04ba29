import SDLRPC

/// SDL Core's rule for who may start the audio service (protocol.md §A.7; Core's
/// `application_manager_impl.cc` checks the app's types and HMI level): a registered NAVIGATION,
/// PROJECTION or media app in FULL or LIMITED.
enum HeadUnitAudioPolicy {
    /// Why the app may not stream audio, or `nil` when it may.
    static func refusal(appHMITypes: [String]?, isMediaApplication: Bool, hmiLevel: SDLHMILevel?) -> String? {
        guard let appHMITypes, let hmiLevel else { return "The app is not registered" }
        guard appHMITypes.contains("NAVIGATION") || appHMITypes.contains("PROJECTION") || isMediaApplication else {
            return "Only NAVIGATION, PROJECTION and media apps may stream audio"
        }
        guard hmiLevel == .full || hmiLevel == .limited else { return "The app is in \(hmiLevel.rawValue); audio streams only in FULL or LIMITED" }
        return nil
    }
}
