/// Core's handlers from `add_command_request.cc` to `perform_interaction_request.cc` of the
/// `sdl_rpc_plugin`, and the handlers of the vehicle-info, remote-control and app-service plugins.
extension CoreRuleTable {
    static let firstHalf: [String: CoreCommandRules.Check] = [
        "Alert": { rules, parameters in
            rules.alert(parameters)
            rules.softButtons(parameters)
        },
        "PerformAudioPassThru": { rules, parameters in
            rules.chunkTexts(parameters, "initialPrompt")
            rules.strings(parameters, ["audioPassThruDisplayText1", "audioPassThruDisplayText2"], at: .root)
        },
        "PerformInteraction": { rules, parameters in rules.performInteraction(parameters) },
    ]
}

extension CoreCommandRules {
    mutating func alert(_ parameters: SDLJSONObject) {
        strings(parameters, ["alertText1", "alertText2", "alertText3"], at: .root)
        chunkTexts(parameters, "ttsChunks")
        let hasSpeech = parameters["ttsChunks"]?.arrayValue.map { !$0.isEmpty } ?? false
        if parameters["alertText1"] == nil, parameters["alertText2"] == nil, !hasSpeech {
            reject("\(function).text", at: .root, "\(function) needs alertText1, alertText2 or ttsChunks",
                   info: "Mandatory parameters are missing")
        }
        if function == "Alert", parameters["playTone"]?.boolValue == true, !hasSpeech {
            warn("Alert.playTone", at: SDLJSONPath.root.appending(key: "playTone"), "playTone without ttsChunks is ignored (Core answers WARNINGS)")
        }
    }

    mutating func performInteraction(_ parameters: SDLJSONObject) {
        strings(parameters, ["initialText"], at: .root)
        for key in ["initialPrompt", "helpPrompt", "timeoutPrompt"] { chunkTexts(parameters, key) }
        for (index, item) in (parameters["vrHelp"]?.arrayValue ?? []).enumerated() {
            guard let help = item.objectValue else { continue }
            let path = SDLJSONPath.root.appending(key: "vrHelp").appending(index: index)
            strings(help, ["text"], at: path)
            if let image = help["image"]?.objectValue { strings(image, ["value"], at: path.appending(key: "image")) }
        }
        let mode = parameters["interactionMode"]?.stringValue
        let layout = parameters["interactionLayout"]?.stringValue
        if mode == "VR_ONLY", layout == "KEYBOARD" {
            reject("PerformInteraction.vrOnlyKeyboard", at: SDLJSONPath.root.appending(key: "interactionLayout"),
                   "KEYBOARD layout cannot be used with interactionMode VR_ONLY",
                   info: "VR_ONLY interaction mode can not be used with KEYBOARD layout")
        }
        if let choiceSets = parameters["interactionChoiceSetIDList"]?.arrayValue, choiceSets.isEmpty, layout != "KEYBOARD" || mode == "BOTH" {
            reject("PerformInteraction.emptyChoiceSetList", at: SDLJSONPath.root.appending(key: "interactionChoiceSetIDList"),
                   "an empty choice set list needs interactionLayout KEYBOARD and a mode other than BOTH",
                   info: "Empty interactionChoiceSetIDList is allowed only with KEYBOARD layout")
        }
    }
}
