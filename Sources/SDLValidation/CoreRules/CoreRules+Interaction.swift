/// PerformInteraction (`perform_interaction_request.cc`), PerformAudioPassThru
/// (`perform_audio_pass_thru_request.cc`) and CancelInteraction (`cancel_interaction_request.cc`).
extension CoreCommandRules {
    /// Core: mode and layout; the choice sets exist with unique choice IDs (app state); vrHelp
    /// images (VerifyImage); `IsWhiteSpaceExist`; then, after the choice sets' VR synonyms (app
    /// state), vrHelp positions 1, 2, 3 …
    mutating func performInteraction(_ parameters: SDLJSONObject) {
        let mode = parameters["interactionMode"]?.stringValue
        let layout = parameters["interactionLayout"]?.stringValue
        if mode == "VR_ONLY", layout == "KEYBOARD" {
            reject("PerformInteraction.vrOnlyKeyboard", at: SDLJSONPath.root.appending(key: "interactionLayout"),
                   "KEYBOARD layout cannot be used with interactionMode VR_ONLY")
        }
        if let choiceSets = parameters["interactionChoiceSetIDList"]?.arrayValue, choiceSets.isEmpty, layout != "KEYBOARD" || mode == "BOTH" {
            reject("PerformInteraction.emptyChoiceSetList", at: SDLJSONPath.root.appending(key: "interactionChoiceSetIDList"),
                   "an empty choice set list needs interactionLayout KEYBOARD and a mode other than BOTH")
        }
        let helpItems = (parameters["vrHelp"]?.arrayValue ?? []).map { $0.objectValue ?? SDLJSONObject() }
        let helpPath = SDLJSONPath.root.appending(key: "vrHelp")
        for (index, help) in helpItems.enumerated() {
            image(help, "image", at: helpPath.appending(index: index), rule: "vrHelpImage", stage: .afterAppState)
        }
        strings(parameters, ["initialText"], at: .root, stage: .afterAppState)
        for key in ["initialPrompt", "helpPrompt", "timeoutPrompt"] { chunkTexts(parameters, key, stage: .afterAppState) }
        for (index, help) in helpItems.enumerated() {
            // IsWhiteSpaceExist also re-checks the image values, which vrHelpImage has passed.
            strings(help, ["text"], at: helpPath.appending(index: index), stage: .afterAppState)
        }
        for (index, help) in helpItems.enumerated() where help["position"]?.intValue != index + 1 {
            reject("PerformInteraction.vrHelpPosition", at: helpPath.appending(index: index).appending(key: "position"),
                   "vrHelp positions must be 1, 2, 3 … in order", result: .rejected,
                   info: "Non-sequential vrHelp item position", stage: .afterAppState)
            break
        }
    }

    /// Core: REJECTED in HMI level NONE (app state), then `IsWhiteSpaceExist`.
    mutating func performAudioPassThru(_ parameters: SDLJSONObject) {
        chunkTexts(parameters, "initialPrompt", stage: .afterAppState)
        strings(parameters, ["audioPassThruDisplayText1", "audioPassThruDisplayText2"], at: .root, stage: .afterAppState)
    }

    /// The functions whose interactions CancelInteraction can close: PerformInteraction, Alert,
    /// ScrollableMessage, Slider and SubtleAlert.
    static let cancellableFunctionIDs: Set<Int> = [10, 12, 25, 26, 64]

    mutating func cancelInteraction(_ parameters: SDLJSONObject) {
        if let id = parameters["functionID"]?.intValue, !Self.cancellableFunctionIDs.contains(id) {
            reject("CancelInteraction.functionID", at: SDLJSONPath.root.appending(key: "functionID"),
                   "function \(id) has no interaction to cancel", result: .invalidID)
        }
    }
}
