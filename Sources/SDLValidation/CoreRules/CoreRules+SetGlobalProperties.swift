/// Core's `SetGlobalPropertiesRequest::Run` (set_global_properties_request.cc), in its order:
/// no parameter left → INVALID_DATA with info; `VerifyImage` on menuIcon and the vrHelp images;
/// `IsWhiteSpaceExist` (after a deprecated `autoCompleteText` became `autoCompleteList[0]`);
/// vrHelpTitle without vrHelp or the reverse → REJECTED; vrHelp positions not 1, 2, 3 … → REJECTED;
/// an empty userLocation → INVALID_DATA with info. The menu layout and the TTS files need state.
extension CoreCommandRules {
    mutating func setGlobalProperties(_ parameters: SDLJSONObject) {
        let known = ["helpPrompt", "timeoutPrompt", "vrHelpTitle", "vrHelp", "menuTitle", "menuIcon", "keyboardProperties",
                     "menuLayout", "userLocation"]
        if !known.contains(where: { parameters[$0] != nil }) {
            reject("SetGlobalProperties.noParameters", at: .root, "no parameter is left once unknown keys and invalid enum values are dropped",
                   info: "There are no parameters present in request.")
            return
        }
        globalPropertiesStrings(parameters)
        let vrHelp = parameters["vrHelp"]?.arrayValue
        if (parameters["vrHelpTitle"] == nil) != (vrHelp == nil) {
            reject("SetGlobalProperties.vrHelpPair", at: .root, "vrHelpTitle and vrHelp must be given together", result: .rejected)
        }
        if let vrHelp, parameters["vrHelpTitle"] != nil {
            let positions = vrHelp.map { $0.objectValue?["position"]?.intValue }
            if !positions.enumerated().allSatisfy({ $0.element == $0.offset + 1 }) {
                reject("SetGlobalProperties.vrHelpOrder", at: SDLJSONPath.root.appending(key: "vrHelp"),
                       "vrHelp positions must be 1, 2, 3 … in order", result: .rejected)
            }
        }
        if let location = parameters["userLocation"]?.objectValue, location.isEmpty {
            reject("SetGlobalProperties.userLocation", at: SDLJSONPath.root.appending(key: "userLocation"),
                   "userLocation is empty once unknown keys are dropped", info: "UserLocation is empty")
        }
    }

    /// `VerifyImage` on the images, then `IsWhiteSpaceExist`: both answer INVALID_DATA without info.
    private mutating func globalPropertiesStrings(_ parameters: SDLJSONObject) {
        imageValue(parameters, "menuIcon")
        let vrHelp = parameters["vrHelp"]?.arrayValue ?? []
        for (index, item) in vrHelp.enumerated() {
            if let help = item.objectValue { imageValue(help, "image", at: SDLJSONPath.root.appending(key: "vrHelp").appending(index: index)) }
        }
        chunkTexts(parameters, "helpPrompt")
        chunkTexts(parameters, "timeoutPrompt")
        for (index, item) in vrHelp.enumerated() {
            guard let help = item.objectValue else { continue }
            strings(help, ["text"], at: SDLJSONPath.root.appending(key: "vrHelp").appending(index: index))
        }
        strings(parameters, ["vrHelpTitle", "menuTitle"], at: .root)
        guard var keyboard = parameters["keyboardProperties"]?.objectValue else { return }
        let keyboardPath = SDLJSONPath.root.appending(key: "keyboardProperties")
        stringArray(keyboard, "limitedCharacterList", at: keyboardPath)
        if keyboard["autoCompleteList"] == nil, let text = keyboard["autoCompleteText"] {
            keyboard["autoCompleteList"] = .array([text])
        }
        stringArray(keyboard, "autoCompleteList", at: keyboardPath)
    }
}
