/// Core's `SubtleAlertRequest::Validate` and `SendSubtleAlertRequest` (subtle_alert_request.cc):
/// `CheckStrings`, `ProcessSoftButtons`, the mandatory text, then — after the TTS files (app
/// state: the emulator checks them between the two stages) — `VerifyImage` on `alertIcon`. Unlike Alert, soft buttons come before the
/// mandatory-text check.
extension CoreCommandRules {
    mutating func subtleAlert(_ parameters: SDLJSONObject) {
        strings(parameters, ["alertText1", "alertText2"], at: .root)
        chunkTexts(parameters, "ttsChunks")
        softButtons(parameters)
        if parameters["alertText1"] == nil, parameters["alertText2"] == nil, parameters["ttsChunks"] == nil {
            reject("SubtleAlert.text", at: .root, "SubtleAlert needs alertText1, alertText2 or ttsChunks",
                   info: "Mandatory parameters are missing")
        }
        imageValue(parameters, "alertIcon", rule: "alertIcon", stage: .afterAppState)
    }
}
