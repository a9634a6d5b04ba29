/// Alert and SubtleAlert (`alert_request.cc`, `subtle_alert_request.cc`) and AlertManeuver
/// (`alert_maneuver_request.cc`).
extension CoreCommandRules {
    /// Core's `Validate`: the strings, `ProcessSoftButtons`, then "one of alertText1, alertText2,
    /// ttsChunks"; after the TTS files (app state), the alertIcon (VerifyImage).
    mutating func alert(_ parameters: SDLJSONObject) {
        strings(parameters, ["alertText1", "alertText2", "alertText3"], at: .root)
        chunkTexts(parameters, "ttsChunks")
        softButtons(parameters)
        if parameters["alertText1"] == nil, parameters["alertText2"] == nil, parameters["ttsChunks"] == nil {
            reject("\(function).text", at: .root, "\(function) needs alertText1, alertText2 or ttsChunks",
                   info: "Mandatory parameters are missing")
        }
        let hasSpeech = parameters["ttsChunks"]?.arrayValue.map { !$0.isEmpty } ?? false
        if function == "Alert", parameters["playTone"]?.boolValue == true, !hasSpeech {
            warn("Alert.playTone", at: SDLJSONPath.root.appending(key: "playTone"), "playTone without ttsChunks is ignored (Core answers WARNINGS)")
        }
        image(parameters, "alertIcon", rule: "alertIcon", stage: .afterAppState)
    }

    /// Core: soft buttons or ttsChunks; `IsWhiteSpaceExist` on the non-empty chunk texts and on the
    /// text of **every** soft button (a button without text fails it); then `ProcessSoftButtons`.
    mutating func alertManeuver(_ parameters: SDLJSONObject) {
        if parameters["softButtons"] == nil, parameters["ttsChunks"] == nil {
            reject("AlertManeuver.empty", at: .root, "AlertManeuver needs softButtons or ttsChunks")
        }
        chunkTexts(parameters, "ttsChunks")
        for (index, item) in (parameters["softButtons"]?.arrayValue ?? []).enumerated() {
            let text = item.objectValue?["text"]?.stringValue ?? ""
            verify(text, SDLJSONPath.root.appending(key: "softButtons").appending(index: index).appending(key: "text"),
                   rule: "softButtonText")
        }
        softButtons(parameters)
    }
}
