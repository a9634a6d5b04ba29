/// Cases for Core's handlers from `add_command_request.cc` to `perform_interaction_request.cc`, and
/// the vehicle-info, remote-control and app-service plugins (docs/core-rules.md, first section).
/// Each rule has a refused case and the nearest accepted one.
extension CoreRuleCase {
    static let firstHalf: [CoreRuleCase] = menu + alerts + choiceSets + interactions + others + plugins

    static let menu: [CoreRuleCase] = [
        .accepts("AddCommand.cmdIcon", "AddCommand", #"{"cmdID": 1, "menuParams": {"menuName": "Play"}, "cmdIcon": {"value": "0x11", "imageType": "STATIC"}}"#),
        .refuses("AddCommand.cmdIcon", "AddCommand", #"{"cmdID": 1, "menuParams": {"menuName": "Play"}, "cmdIcon": {"value": "   ", "imageType": "STATIC"}}"#),
        .accepts("AddCommand.menuParamsOrVrCommands", "AddCommand", #"{"cmdID": 1, "vrCommands": ["Play"]}"#),
        .refuses("AddCommand.menuParamsOrVrCommands", "AddCommand", #"{"cmdID": 1}"#),
        .accepts("AddCommand.whitespace", "AddCommand", #"{"cmdID": 1, "menuParams": {"menuName": " Play "}, "vrCommands": ["Play it"]}"#),
        .refuses("AddCommand.whitespace", "AddCommand", #"{"cmdID": 1, "menuParams": {"menuName": "   "}}"#),
        .refuses("AddCommand.whitespace", "AddCommand", #"{"cmdID": 1, "vrCommands": ["Play\nnow"]}"#),
        .refuses("AddCommand.whitespace", "AddCommand", #"{"cmdID": 1, "menuParams": {"menuName": "Play"}, "vrCommands": ["Play", "go\\tnow"]}"#),
        .accepts("AddSubMenu.menuIcon", "AddSubMenu", #"{"menuID": 1, "menuName": "Music", "menuIcon": {"value": "0x11", "imageType": "STATIC"}}"#),
        .refuses("AddSubMenu.menuIcon", "AddSubMenu", #"{"menuID": 1, "menuName": "Music", "menuIcon": {"value": "a\nb", "imageType": "STATIC"}}"#),
        .accepts("AddSubMenu.whitespace", "AddSubMenu", #"{"menuID": 1, "menuName": "Music List"}"#),
        .refuses("AddSubMenu.whitespace", "AddSubMenu", #"{"menuID": 1, "menuName": "Music\tList"}"#),
    ]

    static let alerts: [CoreRuleCase] = [
        .accepts("Alert.whitespace", "Alert", #"{"alertText1": "Hi", "ttsChunks": [{"text": "", "type": "SILENCE"}]}"#),
        .refuses("Alert.whitespace", "Alert", #"{"alertText1": "   "}"#),
        .refuses("Alert.whitespace", "Alert", #"{"alertText2": "Hi", "ttsChunks": [{"text": "a\\nb", "type": "TEXT"}]}"#),
        .accepts("Alert.softButtons", "Alert", #"{"alertText1": "Hi", "softButtons": [{"type": "TEXT", "text": "OK", "softButtonID": 1}]}"#),
        .refuses("Alert.softButtons", "Alert", #"{"alertText1": "Hi", "softButtons": [{"type": "TEXT", "softButtonID": 1}]}"#),
        // Core runs ProcessSoftButtons before it looks for alertText1/alertText2/ttsChunks.
        .refuses("Alert.softButtons", "Alert", #"{"alertText3": "Hi", "softButtons": [{"type": "TEXT", "softButtonID": 1}]}"#),
        .accepts("Alert.text", "Alert", #"{"alertText2": "Two"}"#),
        .refuses("Alert.text", "Alert", #"{"alertText3": "Three only"}"#, info: "Mandatory parameters are missing"),
        .accepts("Alert.alertIcon", "Alert", #"{"alertText1": "Hi", "alertIcon": {"value": "0x11", "imageType": "STATIC"}}"#),
        .refuses("Alert.alertIcon", "Alert", #"{"alertText1": "Hi", "alertIcon": {"value": "   ", "imageType": "STATIC"}}"#),
        .accepts("AlertManeuver.empty", "AlertManeuver", #"{"ttsChunks": [{"text": "Turn left", "type": "TEXT"}]}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("AlertManeuver.empty", "AlertManeuver", #"{}"#),
        .accepts("AlertManeuver.whitespace", "AlertManeuver", #"{"ttsChunks": [{"text": "", "type": "SILENCE"}]}"#, emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("AlertManeuver.whitespace", "AlertManeuver", #"{"ttsChunks": [{"text": "   ", "type": "TEXT"}]}"#),
        .accepts("AlertManeuver.softButtonText", "AlertManeuver", #"{"softButtons": [{"type": "TEXT", "text": "Next", "softButtonID": 1}]}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        // A TEXT button without text: Core's whitespace check of every button's text comes before ProcessSoftButtons.
        .refuses("AlertManeuver.softButtonText", "AlertManeuver", #"{"softButtons": [{"type": "TEXT", "softButtonID": 1}]}"#),
        .refuses("AlertManeuver.softButtonText", "AlertManeuver",
                 #"{"softButtons": [{"type": "IMAGE", "image": {"value": "0x11", "imageType": "STATIC"}, "softButtonID": 1}]}"#),
        .accepts("AlertManeuver.softButtons", "AlertManeuver",
                 #"{"softButtons": [{"type": "BOTH", "text": "Go", "image": {"value": "0x11", "imageType": "STATIC"}, "softButtonID": 1}]}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("AlertManeuver.softButtons", "AlertManeuver", #"{"softButtons": [{"type": "BOTH", "text": "Go", "softButtonID": 1}]}"#),
    ]

    static let choiceSets: [CoreRuleCase] = [
        .accepts("CreateInteractionChoiceSet.image", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A", "image": {"value": "0x11", "imageType": "STATIC"}}]}"#),
        .refuses("CreateInteractionChoiceSet.image", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A", "secondaryImage": {"value": "   ", "imageType": "STATIC"}}]}"#),
        .accepts("CreateInteractionChoiceSet.mixedVR", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A", "vrCommands": ["A"]}, {"choiceID": 2, "menuName": "B", "vrCommands": ["B"]}]}"#),
        .refuses("CreateInteractionChoiceSet.mixedVR", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A", "vrCommands": ["A"]}, {"choiceID": 2, "menuName": "B"}]}"#,
                 info: "Some choices don't contain VR commands. Either all or none must have voice commands."),
        .accepts("CreateInteractionChoiceSet.choiceID", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A"}, {"choiceID": 2, "menuName": "B"}]}"#),
        .refuses("CreateInteractionChoiceSet.choiceID", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A"}, {"choiceID": 1, "menuName": "B"}]}"#,
                 result: "INVALID_ID"),
        .accepts("CreateInteractionChoiceSet.whitespace", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A B", "secondaryText": "two", "tertiaryText": "three"}]}"#),
        .refuses("CreateInteractionChoiceSet.whitespace", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A", "tertiaryText": "   "}]}"#),
        .accepts("CreateInteractionChoiceSet.vrSynonym", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A", "vrCommands": ["Go"]}, {"choiceID": 2, "menuName": "B", "vrCommands": ["Stop"]}]}"#),
        .refuses("CreateInteractionChoiceSet.vrSynonym", "CreateInteractionChoiceSet",
                 #"{"interactionChoiceSetID": 1, "choiceSet": [{"choiceID": 1, "menuName": "A", "vrCommands": ["Go"]}, {"choiceID": 2, "menuName": "B", "vrCommands": ["gO"]}]}"#,
                 result: "DUPLICATE_NAME"),
    ]

    /// A keyboard interaction needs no choice set, so a fresh app reaches every check with it.
    static let keyboard = #""interactionMode": "MANUAL_ONLY", "interactionLayout": "KEYBOARD", "interactionChoiceSetIDList": []"#

    static let interactions: [CoreRuleCase] = [
        .accepts("PerformInteraction.vrOnlyKeyboard", "PerformInteraction", #"{"initialText": "Pick", \#(keyboard)}"#),
        .refuses("PerformInteraction.vrOnlyKeyboard", "PerformInteraction",
                 #"{"initialText": "Pick", "interactionMode": "VR_ONLY", "interactionLayout": "KEYBOARD", "interactionChoiceSetIDList": [1]}"#),
        .refuses("PerformInteraction.emptyChoiceSetList", "PerformInteraction",
                 #"{"initialText": "Pick", "interactionMode": "BOTH", "interactionLayout": "KEYBOARD", "interactionChoiceSetIDList": []}"#),
        .refuses("PerformInteraction.emptyChoiceSetList", "PerformInteraction",
                 #"{"initialText": "Pick", "interactionMode": "MANUAL_ONLY", "interactionChoiceSetIDList": []}"#),
        .accepts("PerformInteraction.vrHelpImage", "PerformInteraction",
                 #"{"initialText": "Pick", \#(keyboard), "vrHelp": [{"text": "One", "position": 1, "image": {"value": "0x11", "imageType": "STATIC"}}]}"#),
        .refuses("PerformInteraction.vrHelpImage", "PerformInteraction",
                 #"{"initialText": "Pick", \#(keyboard), "vrHelp": [{"text": "One", "position": 1, "image": {"value": "   ", "imageType": "STATIC"}}]}"#),
        .accepts("PerformInteraction.whitespace", "PerformInteraction",
                 #"{"initialText": "Pick one", \#(keyboard), "helpPrompt": [{"text": "", "type": "SILENCE"}]}"#),
        .refuses("PerformInteraction.whitespace", "PerformInteraction", #"{"initialText": "   ", \#(keyboard)}"#),
        .refuses("PerformInteraction.whitespace", "PerformInteraction",
                 #"{"initialText": "Pick", \#(keyboard), "timeoutPrompt": [{"text": "too\tlate", "type": "TEXT"}]}"#),
        .refuses("PerformInteraction.whitespace", "PerformInteraction",
                 #"{"initialText": "Pick", \#(keyboard), "vrHelp": [{"text": "  ", "position": 1}]}"#),
        .accepts("PerformInteraction.vrHelpPosition", "PerformInteraction",
                 #"{"initialText": "Pick", \#(keyboard), "vrHelp": [{"text": "One", "position": 1}, {"text": "Two", "position": 2}]}"#),
        .refuses("PerformInteraction.vrHelpPosition", "PerformInteraction",
                 #"{"initialText": "Pick", \#(keyboard), "vrHelp": [{"text": "One", "position": 1}, {"text": "Two", "position": 3}]}"#,
                 result: "REJECTED", info: "Non-sequential vrHelp item position"),
        .accepts("PerformAudioPassThru.whitespace", "PerformAudioPassThru",
                 #"{"samplingRate": "16KHZ", "maxDuration": 5000, "bitsPerSample": "16_BIT", "audioType": "PCM", "audioPassThruDisplayText1": "Speak now"}"#),
        .refuses("PerformAudioPassThru.whitespace", "PerformAudioPassThru",
                 #"{"samplingRate": "16KHZ", "maxDuration": 5000, "bitsPerSample": "16_BIT", "audioType": "PCM", "audioPassThruDisplayText2": "   "}"#),
        .refuses("PerformAudioPassThru.whitespace", "PerformAudioPassThru",
                 #"{"samplingRate": "16KHZ", "maxDuration": 5000, "bitsPerSample": "16_BIT", "audioType": "PCM", "initialPrompt": [{"text": "a\nb", "type": "TEXT"}]}"#),
        .accepts("CancelInteraction.functionID", "CancelInteraction", #"{"functionID": 64}"#, emulator: "IGNORED"),
        .refuses("CancelInteraction.functionID", "CancelInteraction", #"{"functionID": 13}"#, result: "INVALID_ID"),
    ]

    static let others: [CoreRuleCase] = [
        .accepts("ChangeRegistration.whitespace", "ChangeRegistration",
                 #"{"language": "EN-US", "hmiDisplayLanguage": "EN-US", "appName": "My App", "ttsName": [{"text": "", "type": "SILENCE"}]}"#),
        .refuses("ChangeRegistration.whitespace", "ChangeRegistration", #"{"language": "EN-US", "hmiDisplayLanguage": "EN-US", "appName": "   "}"#),
        .refuses("ChangeRegistration.whitespace", "ChangeRegistration",
                 #"{"language": "EN-US", "hmiDisplayLanguage": "EN-US", "vrSynonyms": ["My App", "My\nApp"]}"#),
        .refuses("ChangeRegistration.whitespace", "ChangeRegistration",
                 #"{"language": "EN-US", "hmiDisplayLanguage": "EN-US", "ngnMediaScreenAppName": "a\\tb"}"#),
        .accepts("CreateWindow.main", "CreateWindow", #"{"windowID": 2, "windowName": "Widget", "type": "WIDGET"}"#, emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("CreateWindow.main", "CreateWindow", #"{"windowID": 2, "windowName": "Second", "type": "MAIN"}"#),
        .accepts("DeleteFile.fileName", "DeleteFile", #"{"syncFileName": "icon.png"}"#, emulator: "REJECTED"),
        .refuses("DeleteFile.fileName", "DeleteFile", #"{"syncFileName": "../icon.png"}"#, info: "Sync file name contains forbidden symbols."),
        .accepts("DeleteWindow.main", "DeleteWindow", #"{"windowID": 1}"#, emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("DeleteWindow.main", "DeleteWindow", #"{"windowID": 0}"#, result: "INVALID_ID"),
        .accepts("DialNumber.number", "DialNumber", #"{"number": " +1 555 "}"#, emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("DialNumber.number", "DialNumber", #"{"number": "555\n1234"}"#),
        .accepts("DialNumber.noDigits", "DialNumber", ##"{"number": "#"}"##, emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("DialNumber.noDigits", "DialNumber", #"{"number": "call home"}"#),
        .accepts("GetFile.fileName", "GetFile", #"{"fileName": "icon.png"}"#, emulator: "FILE_NOT_FOUND"),
        .refuses("GetFile.fileName", "GetFile", #"{"fileName": "images/icon.png"}"#, info: "File name contains forbidden symbols"),
        .accepts("GetSystemCapability.type", "GetSystemCapability", #"{"systemCapabilityType": "DISPLAYS"}"#),
        .refuses("GetSystemCapability.type", "GetSystemCapability", #"{"systemCapabilityType": "NOT_A_TYPE"}"#, result: "UNSUPPORTED_RESOURCE"),
    ]

    /// The vehicle-info and remote-control plugins (the emulator's VehicleInfo HMI answers the
    /// vehicle-data requests; it has no remote control).
    static let plugins: [CoreRuleCase] = [
        .accepts("GetVehicleData.noData", "GetVehicleData", #"{"speed": true, "rpm": false}"#),
        .refuses("GetVehicleData.noData", "GetVehicleData", #"{"speed": false}"#),
        .refuses("GetVehicleData.noData", "GetVehicleData", #"{}"#),
        .accepts("UnsubscribeVehicleData.noData", "UnsubscribeVehicleData", #"{"gps": true}"#, emulator: "IGNORED"),
        .refuses("UnsubscribeVehicleData.noData", "UnsubscribeVehicleData", #"{"gps": false}"#, info: "No data in the request."),
        .accepts("SetInteriorVehicleData.moduleData", "SetInteriorVehicleData",
                 #"{"moduleData": {"moduleType": "RADIO", "radioControlData": {"frequencyInteger": 101}}}"#, emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("SetInteriorVehicleData.moduleData", "SetInteriorVehicleData",
                 #"{"moduleData": {"moduleType": "RADIO", "climateControlData": {"fanSpeed": 10}}}"#, info: "Request module type & data mismatch!"),
    ]
}
