import SDLRPC

/// ChangeRegistration (`change_registration_request.cc`): after the message's own checks, Core's
/// `CheckCoincidence` against the other registered apps, then the UI's, VR's and TTS's languages
/// (the profile's ``SDLSupportedLanguages``), the policy's nicknames and the TTS files; on success the
/// app's name and VR synonyms are the new ones.
extension HeadUnitEngine {
    func handleChangeRegistration(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        let parameters = request.parameters
        if nameCoincides(parameters, appID: appID) {
            respond(to: request, resultCode: "DUPLICATE_NAME")
            return
        }
        // Core's IsLanguageSupportedByUI / …VR / …TTS against the HMI's languages: REJECTED, no info.
        guard let language = parameters["language"]?.stringValue, let displayLanguage = parameters["hmiDisplayLanguage"]?.stringValue,
              settings.profile.supportedLanguages.allows(language: language, hmiDisplayLanguage: displayLanguage) else {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        if let name = parameters["appName"]?.stringValue, let policyAppID = apps[appID]?.app.policyAppID,
           registrationPolicy(appName: name, policyAppID: policyAppID, requestedTypes: []).refusal != nil {
            respond(to: request, resultCode: "DISALLOWED")  // Core's IsNicknameAllowed
            return
        }
        if refusedForMissingTTSFiles(request, keys: ["ttsName"]) { return }
        if let name = parameters["appName"]?.stringValue, name != apps[appID]?.app.appName {
            apps[appID]?.app.appName = name
            emit(.screenChanged)
        }
        // Core's app language and UI language are the new ones (a later OnLanguageChange compares them).
        apps[appID]?.app.languageDesired = language
        apps[appID]?.app.hmiDisplayLanguageDesired = displayLanguage
        if let synonyms = parameters["vrSynonyms"]?.arrayValue { apps[appID]?.app.vrSynonyms = synonyms.compactMap(\.stringValue) }
        if let ttsName = parameters["ttsName"]?.arrayValue { apps[appID]?.ttsNameTexts = Self.chunkTexts(ttsName) }
        respond(to: request, resultCode: "SUCCESS")
    }

    /// Core's `CheckCoincidence`, ignoring case, against every other app: a new `appName` equal to
    /// its name or one of its VR synonyms, a new VR synonym equal to its name, or a new `ttsName`
    /// chunk text equal to one of its `ttsName` texts.
    private func nameCoincides(_ parameters: SDLJSONObject, appID: Int) -> Bool {
        let name = parameters["appName"]?.stringValue?.lowercased()
        let synonyms = Set((parameters["vrSynonyms"]?.arrayValue ?? []).compactMap { $0.stringValue?.lowercased() })
        let ttsTexts = Set(Self.chunkTexts(parameters["ttsName"]?.arrayValue ?? []).map { $0.lowercased() })
        return apps.values.contains { other in
            guard other.app.id != appID else { return false }
            let otherName = other.app.appName.lowercased()
            if let name, name == otherName || other.app.vrSynonyms.contains(where: { $0.lowercased() == name }) { return true }
            if synonyms.contains(otherName) { return true }
            return other.ttsNameTexts.contains { ttsTexts.contains($0.lowercased()) }
        }
    }

    /// The `text`s of TTS chunks.
    static func chunkTexts(_ chunks: [SDLJSONValue]) -> [String] {
        chunks.compactMap { $0.objectValue?["text"]?.stringValue }
    }
}
