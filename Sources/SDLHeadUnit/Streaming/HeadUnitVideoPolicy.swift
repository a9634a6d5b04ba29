import SDLRPC

/// SDL Core's rule for who may start the video service (protocol.md §A.7; Core's
/// `application_manager_impl.cc` checks the app's types and HMI level): a registered NAVIGATION
/// or PROJECTION app in FULL or LIMITED.
enum HeadUnitVideoPolicy {
    /// Why the app may not stream, or `nil` when it may.
    static func refusal(appHMITypes: [String]?, hmiLevel: SDLHMILevel?) -> String? {
        guard let appHMITypes, let hmiLevel else { return "The app is not registered" }
        guard appHMITypes.contains("NAVIGATION") || appHMITypes.contains("PROJECTION") else {
            return "Only NAVIGATION and PROJECTION apps may stream video"
        }
        guard hmiLevel == .full || hmiLevel == .limited else { return "The app is in \(hmiLevel.rawValue); video streams only in FULL or LIMITED" }
        return nil
    }
}
