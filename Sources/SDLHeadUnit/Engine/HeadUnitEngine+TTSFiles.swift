import SDLRPC

/// SDL Core's `MessageHelper::VerifyTtsFiles`: a TTS chunk of type FILE names a file the app must
/// have uploaded (Core looks for it in the app's storage folder), else the request is refused with
/// FILE_NOT_FOUND and an info naming the parameter (Alert, SubtleAlert, Speak, SetGlobalProperties,
/// ChangeRegistration).
extension HeadUnitEngine {
    /// The parameters of `parameters`, among `keys`, with a FILE chunk whose file the app does not
    /// have, in `keys`' order, named as Core names them (`tts_chunks`, `help_prompt`, …).
    func parametersMissingTTSFiles(_ parameters: SDLJSONObject, keys: [String], appID: Int) -> [String] {
        let files = apps[appID]?.app.files ?? [:]
        return keys.filter { key in
            (parameters[key]?.arrayValue ?? []).contains { chunk in
                guard let chunk = chunk.objectValue, chunk["type"]?.stringValue == "FILE",
                      let name = chunk["text"]?.stringValue, !name.isEmpty else { return false }
                return files[name] == nil
            }
        }.map(Self.coreParameterName)
    }

    /// Answers FILE_NOT_FOUND with Core's "One or more files needed for … are not present" when a
    /// FILE chunk of `keys` names a file the app has not uploaded; returns whether it answered.
    func refusedForMissingTTSFiles(_ request: IncomingRequest, keys: [String]) -> Bool {
        guard let appID = request.appID else { return false }
        let missing = parametersMissingTTSFiles(request.parameters, keys: keys, appID: appID)
        guard !missing.isEmpty else { return false }
        respond(to: request, resultCode: "FILE_NOT_FOUND",
                info: "One or more files needed for \(missing.joined(separator: ", ")) are not present")
        return true
    }

    /// Core's snake-case name of a TTS parameter in its info texts.
    private static func coreParameterName(_ key: String) -> String {
        switch key {
        case "ttsChunks": "tts_chunks"
        case "helpPrompt": "help_prompt"
        case "timeoutPrompt": "timeout_prompt"
        case "initialPrompt": "initial_prompt"
        case "ttsName": "tts_name"
        default: key
        }
    }
}
