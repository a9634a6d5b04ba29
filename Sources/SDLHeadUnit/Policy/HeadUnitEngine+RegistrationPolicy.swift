import SDLRPC

/// Core's `RegisterAppInterfaceRequest::CheckWithPolicyData`: the app's policy entry decides the
/// name it may register with (`nicknames`) and its app HMI types (`AppHMIType`).
extension HeadUnitEngine {
    /// What the policy makes of a registration.
    struct RegistrationPolicyOutcome {
        /// A refusal: result code and info (`nil`: none).
        var refusal: (resultCode: String, info: String?)?
        /// A warning for the response (`nil`: none).
        var warning: String?
        /// The app HMI types the app gets.
        var appHMITypes: [String]
    }

    /// Core's answer: with nicknames, an `appName` not among them (ignoring case) is DISALLOWED without
    /// info; with policy types, requested types the policy lacks give WARNINGS "Following AppHmiTypes are
    /// not present in policy table:" + each type and a comma (WEB_VIEW among them: DISALLOWED), and the
    /// app gets the policy's types; without policy types a WEB_VIEW request is DISALLOWED. The emulator's
    /// presets are Core's preloaded `default` entry: no nicknames, no types.
    func registrationPolicy(appName: String, policyAppID: String, requestedTypes: [String]) -> RegistrationPolicyOutcome {
        let entry = settings.policyTable?.policy(forApp: policyAppID)
        if let nicknames = entry?.nicknames, !nicknames.isEmpty,
           !nicknames.contains(where: { $0.lowercased() == appName.lowercased() }) {
            return RegistrationPolicyOutcome(refusal: ("DISALLOWED", nil), appHMITypes: requestedTypes)
        }
        guard let allowed = entry?.appHMITypes, !allowed.isEmpty else {
            if requestedTypes.contains("WEB_VIEW") {
                return RegistrationPolicyOutcome(
                    refusal: ("DISALLOWED", "WEB_VIEW AppHmiType is absent in application policies, because they are empty"),
                    appHMITypes: requestedTypes)
            }
            return RegistrationPolicyOutcome(appHMITypes: requestedTypes)
        }
        let missing = requestedTypes.filter { !allowed.contains($0) }
        if missing.contains("WEB_VIEW") {
            return RegistrationPolicyOutcome(refusal: ("DISALLOWED", "WEB_VIEW AppHmiType is absent in application policies"),
                                             appHMITypes: requestedTypes)
        }
        let warning = missing.isEmpty ? nil : "Following AppHmiTypes are not present in policy table:" + missing.map { $0 + "," }.joined()
        return RegistrationPolicyOutcome(warning: warning, appHMITypes: allowed)
    }
}
