/// Cases for Core's handlers from `add_command_request.cc` to `perform_interaction_request.cc`, and
/// the vehicle-info, remote-control and app-service plugins.
extension CoreRuleCase {
    static let firstHalf: [CoreRuleCase] = [
        .accepts("PerformInteraction.vrOnlyKeyboard", "PerformInteraction",
                 #"{"initialText": "Pick", "interactionMode": "MANUAL_ONLY", "interactionLayout": "KEYBOARD", "interactionChoiceSetIDList": []}"#),
        .refuses("PerformInteraction.vrOnlyKeyboard", "PerformInteraction",
                 #"{"initialText": "Pick", "interactionMode": "VR_ONLY", "interactionLayout": "KEYBOARD", "interactionChoiceSetIDList": [1]}"#,
                 info: "VR_ONLY interaction mode can not be used with KEYBOARD layout"),
    ]
}
