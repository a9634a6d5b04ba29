/// Core's handlers from `put_file_request.cc` to the end of the `sdl_rpc_plugin`, each in the order
/// of its `Run()` (docs/core-rules.md, second section, lists every rule and its test).
extension CoreRuleTable {
    static let secondHalf: [String: CoreCommandRules.Check] = [
        "PutFile": { rules, parameters in rules.syncFileName(parameters, stage: .afterAppState) },
        "RegisterAppInterface": { rules, parameters in rules.registerAppInterface(parameters) },
        "ScrollableMessage": { rules, parameters in rules.softButtons(parameters) },
        "SendLocation": { rules, parameters in rules.sendLocation(parameters) },
        "SetAppIcon": { rules, parameters in rules.syncFileName(parameters, stage: .beforeAppState) },
        "SetGlobalProperties": { rules, parameters in rules.setGlobalProperties(parameters) },
        "SetMediaClockTimer": { rules, parameters in rules.setMediaClockTimer(parameters) },
        "Show": { rules, parameters in rules.show(parameters) },
        "ShowConstantTBT": { rules, parameters in rules.showConstantTBT(parameters) },
        "Slider": { rules, parameters in rules.slider(parameters) },
        "Speak": { rules, parameters in rules.chunkTexts(parameters, "ttsChunks") },
        "SubtleAlert": { rules, parameters in rules.subtleAlert(parameters) },
        "SystemRequest": { rules, parameters in rules.systemRequest(parameters) },
        "UpdateTurnList": { rules, parameters in rules.updateTurnList(parameters) },
    ]
}

extension CoreCommandRules {
    /// The string check of an image's `value` (`VerifyImage` and the handlers' own checks, §D.6).
    mutating func imageValue(_ parameters: SDLJSONObject, _ key: String, at path: SDLJSONPath = .root, onlyIfNonEmpty: Bool = false,
                             rule: String = "whitespace", stage: SDLCoreRuleStage = .beforeAppState) {
        guard let image = parameters[key]?.objectValue else { return }
        strings(image, ["value"], at: path.appending(key: key), onlyIfNonEmpty: onlyIfNonEmpty, rule: rule, stage: stage)
    }
}
