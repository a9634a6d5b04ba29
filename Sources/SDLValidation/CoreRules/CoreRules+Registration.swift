/// ChangeRegistration (`change_registration_request.cc`): `IsWhiteSpaceExist` before every check of
/// the app's state (DUPLICATE_NAME, languages, nicknames).
extension CoreCommandRules {
    mutating func changeRegistration(_ parameters: SDLJSONObject) {
        strings(parameters, ["appName"], at: .root)
        chunkTexts(parameters, "ttsName")
        strings(parameters, ["ngnMediaScreenAppName"], at: .root)
        stringArray(parameters, "vrSynonyms")
    }
}
