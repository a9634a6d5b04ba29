/// CreateInteractionChoiceSet (`create_interaction_choice_set_request.cc`): after the images and
/// the app's state (a choice set ID in use), Core checks the choices against each other.
extension CoreCommandRules {
    /// Core's info when some choices have vrCommands and others do not.
    static let mixedChoiceVRInfo = "Some choices don't contain VR commands. Either all or none must have voice commands."

    mutating func createInteractionChoiceSet(_ parameters: SDLJSONObject) {
        let choices = (parameters["choiceSet"]?.arrayValue ?? []).map { $0.objectValue ?? SDLJSONObject() }
        let setPath = SDLJSONPath.root.appending(key: "choiceSet")
        for (index, choice) in choices.enumerated() {
            image(choice, "image", at: setPath.appending(index: index), rule: "image")
            image(choice, "secondaryImage", at: setPath.appending(index: index), rule: "image")
        }
        let withVR = choices.filter { $0["vrCommands"] != nil }.count
        if withVR != 0, withVR != choices.count {
            reject("CreateInteractionChoiceSet.mixedVR", at: setPath, "either every choice has vrCommands or none has",
                   info: Self.mixedChoiceVRInfo, stage: .afterAppState)
        }
        var seenIDs: Set<Int> = []
        for (index, choice) in choices.enumerated() {
            let path = setPath.appending(index: index)
            if let id = choice["choiceID"]?.intValue, !seenIDs.insert(id).inserted {
                reject("CreateInteractionChoiceSet.choiceID", at: path.appending(key: "choiceID"), "choiceID \(id) is used twice",
                       result: .invalidID, stage: .afterAppState)
            }
            // IsWhiteSpaceExist also re-checks image values, which the image rule above has passed.
            strings(choice, ["menuName", "secondaryText", "tertiaryText"], at: path, stage: .afterAppState)
            stringArray(choice, "vrCommands", at: path, stage: .afterAppState)
            if let later = choices[(index + 1)...].firstIndex(where: { Self.shareVRCommand(choice, $0) }) {
                reject("CreateInteractionChoiceSet.vrSynonym", at: setPath.appending(index: later).appending(key: "vrCommands"),
                       "choices \(index) and \(later) share a VR command (case-insensitive)", result: .duplicateName, stage: .afterAppState)
            }
        }
    }

    /// Whether two choices have a VR command in common, ignoring ASCII case (Core's
    /// `compareSynonyms`, `strcasecmp`).
    static func shareVRCommand(_ first: SDLJSONObject, _ second: SDLJSONObject) -> Bool {
        let folded = { (choice: SDLJSONObject) in
            Set((choice["vrCommands"]?.arrayValue ?? []).compactMap { $0.stringValue.map(Self.asciiLowercased) })
        }
        return !folded(first).isDisjoint(with: folded(second))
    }

    /// `text` with A–Z turned into a–z and every other character kept.
    static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
