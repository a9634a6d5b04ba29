/// Cases for Core's handlers from `put_file_request.cc` to the end of the `sdl_rpc_plugin`
/// (docs/core-rules.md, second section): for each rule the refusal and the nearest accepted payload.
extension CoreRuleCase {
    static let secondHalf: [CoreRuleCase] = files + registerAppInterface + setGlobalProperties + setMediaClockTimer + show + slider
        + subtleAlert + scrollableMessage + speak + navigation

    static let files: [CoreRuleCase] = [
        .refuses("PutFile.fileName", "PutFile", #"{"syncFileName": "art/cover.png", "fileType": "GRAPHIC_PNG"}"#,
                 info: "Sync file name contains forbidden symbols.", bulkData: [1, 2, 3]),
        .accepts("PutFile.fileName", "PutFile", #"{"syncFileName": "art\\cover.png", "fileType": "GRAPHIC_PNG"}"#, bulkData: [1, 2, 3]),
        .refuses("SetAppIcon.fileName", "SetAppIcon", #"{"syncFileName": "/etc/passwd"}"#, info: "Sync file name contains forbidden symbols."),
        // The name is fine; the emulator's app has no such file (state): INVALID_DATA without info.
        .accepts("SetAppIcon.fileName", "SetAppIcon", #"{"syncFileName": "icon.png"}"#, emulator: "INVALID_DATA"),
    ]

    /// A registration with `extra` members (JSON text without braces) after the mandatory ones.
    static func registration(_ extra: String) -> String {
        #"{"syncMsgVersion": {"majorVersion": 8, "minorVersion": 0}, "isMediaApplication": true, "languageDesired": "EN-US", "#
            + #""hmiDisplayLanguageDesired": "EN-US", "# + extra + "}"
    }

    static let registerAppInterface: [CoreRuleCase] = [
        .refuses("RegisterAppInterface.whitespace", "RegisterAppInterface", registration(#""appName": "  ", "appID": "app-1""#)),
        .refuses("RegisterAppInterface.whitespace", "RegisterAppInterface", registration(#""appName": "App", "appID": "12\\n3""#)),
        .refuses("RegisterAppInterface.whitespace", "RegisterAppInterface",
                 registration(#""appName": "App", "appID": "app-1", "hashID": " ""#)),
        .refuses("RegisterAppInterface.whitespace", "RegisterAppInterface",
                 registration(#""appName": "App", "appID": "app-1", "deviceInfo": {"os": "Android\n"}"#)),
        .accepts("RegisterAppInterface.whitespace", "RegisterAppInterface",
                 registration(#""appName": "App", "appID": "app-1", "ngnMediaScreenAppName": "App", "vrSynonyms": ["App"], "deviceInfo": {"os": ""}, "ttsName": [{"text": "", "type": "TEXT"}]"#)),
    ]

    static let setGlobalProperties: [CoreRuleCase] = [
        .refuses("SetGlobalProperties.noParameters", "SetGlobalProperties", #"{"menuTitel": "Menu"}"#,
                 info: "There are no parameters present in request."),
        .refuses("SetGlobalProperties.noParameters", "SetGlobalProperties", #"{"menuLayout": "CAROUSEL"}"#,
                 info: "There are no parameters present in request."),
        .accepts("SetGlobalProperties.noParameters", "SetGlobalProperties", #"{"menuTitle": "Menu"}"#),
        .refuses("SetGlobalProperties.whitespace", "SetGlobalProperties", #"{"menuIcon": {"value": " ", "imageType": "DYNAMIC"}}"#),
        .refuses("SetGlobalProperties.whitespace", "SetGlobalProperties", #"{"menuTitle": "   "}"#),
        .refuses("SetGlobalProperties.whitespace", "SetGlobalProperties", #"{"helpPrompt": [{"text": "Say\\nhelp", "type": "TEXT"}]}"#),
        .accepts("SetGlobalProperties.whitespace", "SetGlobalProperties", #"{"helpPrompt": [{"text": "", "type": "TEXT"}]}"#),
        .refuses("SetGlobalProperties.whitespace", "SetGlobalProperties", #"{"keyboardProperties": {"autoCompleteText": "a\tb"}}"#),
        .accepts("SetGlobalProperties.whitespace", "SetGlobalProperties",
                 #"{"keyboardProperties": {"autoCompleteText": "a\tb", "autoCompleteList": ["ab"]}}"#),
        .refuses("SetGlobalProperties.whitespace", "SetGlobalProperties",
                 #"{"keyboardProperties": {"limitedCharacterList": ["a", " "]}}"#),
        .refuses("SetGlobalProperties.vrHelpPair", "SetGlobalProperties", #"{"vrHelpTitle": "Help"}"#, result: "REJECTED"),
        .refuses("SetGlobalProperties.vrHelpPair", "SetGlobalProperties", #"{"vrHelp": [{"text": "One", "position": 1}]}"#,
                 result: "REJECTED"),
        .accepts("SetGlobalProperties.vrHelpPair", "SetGlobalProperties",
                 #"{"vrHelpTitle": "Help", "vrHelp": [{"text": "One", "position": 1}]}"#),
        .refuses("SetGlobalProperties.vrHelpOrder", "SetGlobalProperties",
                 #"{"vrHelpTitle": "Help", "vrHelp": [{"text": "One", "position": 1}, {"text": "Two", "position": 3}]}"#, result: "REJECTED"),
        .accepts("SetGlobalProperties.vrHelpOrder", "SetGlobalProperties",
                 #"{"vrHelpTitle": "Help", "vrHelp": [{"text": "One", "position": 1}, {"text": "Two", "position": 2}]}"#),
        .refuses("SetGlobalProperties.userLocation", "SetGlobalProperties", #"{"userLocation": {"seat": "driver"}}"#,
                 info: "UserLocation is empty"),
        .refuses("SetGlobalProperties.userLocation", "SetGlobalProperties", #"{"menuTitle": "Menu", "userLocation": {}}"#,
                 info: "UserLocation is empty"),
        .accepts("SetGlobalProperties.userLocation", "SetGlobalProperties", #"{"userLocation": {"grid": {"col": 0, "row": 0}}}"#),
    ]

    static let setMediaClockTimer: [CoreRuleCase] = [
        .refuses("SetMediaClockTimer.startTime", "SetMediaClockTimer", #"{"updateMode": "COUNTUP"}"#),
        .refuses("SetMediaClockTimer.startTime", "SetMediaClockTimer", #"{"updateMode": "COUNTDOWN", "endTime": {"hours": 0, "minutes": 0, "seconds": 0}}"#),
        .accepts("SetMediaClockTimer.startTime", "SetMediaClockTimer", #"{"updateMode": "COUNTUP", "startTime": {"hours": 0, "minutes": 0, "seconds": 0}}"#),
        .accepts("SetMediaClockTimer.startTime", "SetMediaClockTimer", #"{"updateMode": "PAUSE"}"#),
        .refuses("SetMediaClockTimer.endTime", "SetMediaClockTimer",
                 #"{"updateMode": "COUNTDOWN", "startTime": {"hours": 0, "minutes": 1, "seconds": 0}, "endTime": {"hours": 0, "minutes": 1, "seconds": 1}}"#),
        .accepts("SetMediaClockTimer.endTime", "SetMediaClockTimer",
                 #"{"updateMode": "COUNTDOWN", "startTime": {"hours": 0, "minutes": 1, "seconds": 0}, "endTime": {"hours": 0, "minutes": 1, "seconds": 0}}"#),
        .refuses("SetMediaClockTimer.endTime", "SetMediaClockTimer",
                 #"{"updateMode": "COUNTUP", "startTime": {"hours": 1, "minutes": 0, "seconds": 0}, "endTime": {"hours": 0, "minutes": 59, "seconds": 59}}"#),
        .accepts("SetMediaClockTimer.endTime", "SetMediaClockTimer",
                 #"{"updateMode": "COUNTUP", "startTime": {"hours": 1, "minutes": 0, "seconds": 0}, "endTime": {"hours": 1, "minutes": 0, "seconds": 0}}"#),
    ]

    static let show: [CoreRuleCase] = [
        .refuses("Show.empty", "Show", "{}"),
        .refuses("Show.empty", "Show", #"{"mainFeld1": "Hi"}"#),
        .accepts("Show.empty", "Show", #"{"mainField1": ""}"#),
        .refuses("Show.whitespace", "Show", #"{"mainField1": " "}"#),
        .refuses("Show.whitespace", "Show", #"{"customPresets": ["ok", "  "]}"#),
        .refuses("Show.whitespace", "Show", #"{"secondaryGraphic": {"value": "", "imageType": "STATIC"}}"#),
        .accepts("Show.whitespace", "Show", #"{"graphic": {"value": "", "imageType": "STATIC"}}"#),
        .refuses("Show.softButtons", "Show", #"{"mainField1": "Hi", "softButtons": [{"type": "TEXT", "softButtonID": 1}]}"#),
        .refuses("Show.whitespace", "Show", #"{"mainField1": "a\nb", "softButtons": [{"type": "TEXT", "softButtonID": 1}]}"#),
        .accepts("Show.softButtons", "Show", #"{"mainField1": "Hi", "softButtons": [{"type": "TEXT", "text": "Go", "softButtonID": 1}]}"#),
    ]

    static let slider: [CoreRuleCase] = [
        .accepts("Slider.position", "Slider", #"{"numTicks": 3, "position": 3, "sliderHeader": "Volume"}"#),
        .refuses("Slider.position", "Slider", #"{"numTicks": 3, "position": 4, "sliderHeader": "Volume"}"#),
        .refuses("Slider.position", "Slider", #"{"numTicks": 3, "position": 4, "sliderHeader": " "}"#),
        .refuses("Slider.footers", "Slider", #"{"numTicks": 3, "position": 1, "sliderHeader": "Fan", "sliderFooter": ["a", "b"]}"#),
        .refuses("Slider.footers", "Slider", #"{"numTicks": 3, "position": 1, "sliderHeader": " ", "sliderFooter": ["a", "b"]}"#),
        .accepts("Slider.footers", "Slider", #"{"numTicks": 3, "position": 1, "sliderHeader": "Fan", "sliderFooter": ["static"]}"#),
        .accepts("Slider.footers", "Slider", #"{"numTicks": 3, "position": 1, "sliderHeader": "Fan", "sliderFooter": ["a", "b", "c"]}"#),
        .refuses("Slider.whitespace", "Slider", #"{"numTicks": 3, "position": 1, "sliderHeader": "  "}"#),
        .refuses("Slider.whitespace", "Slider", #"{"numTicks": 2, "position": 1, "sliderHeader": "Fan", "sliderFooter": ["a", "b\\n"]}"#),
    ]

    static let subtleAlert: [CoreRuleCase] = [
        .refuses("SubtleAlert.text", "SubtleAlert", #"{"duration": 5000}"#, info: "Mandatory parameters are missing"),
        .accepts("SubtleAlert.text", "SubtleAlert", #"{"alertText2": "Hi"}"#),
        .accepts("SubtleAlert.text", "SubtleAlert", #"{"ttsChunks": [{"text": "Hi", "type": "TEXT"}]}"#),
        .refuses("SubtleAlert.whitespace", "SubtleAlert", #"{"alertText1": "a\nb"}"#),
        .refuses("SubtleAlert.whitespace", "SubtleAlert", #"{"alertText1": "Hi", "ttsChunks": [{"text": " ", "type": "TEXT"}]}"#),
        .refuses("SubtleAlert.softButtons", "SubtleAlert", #"{"softButtons": [{"type": "TEXT", "softButtonID": 1}]}"#),
        .refuses("SubtleAlert.alertIcon", "SubtleAlert", #"{"alertText1": "Hi", "alertIcon": {"value": " ", "imageType": "STATIC"}}"#),
        .accepts("SubtleAlert.alertIcon", "SubtleAlert", #"{"alertText1": "Hi", "alertIcon": {"value": "bell", "imageType": "STATIC"}}"#),
    ]

    static let scrollableMessage: [CoreRuleCase] = [
        .refuses("ScrollableMessage.softButtons", "ScrollableMessage",
                 #"{"scrollableMessageBody": "Hi", "softButtons": [{"type": "IMAGE", "softButtonID": 1}]}"#),
        .accepts("ScrollableMessage.softButtons", "ScrollableMessage",
                 #"{"scrollableMessageBody": "Line 1\nLine 2\t", "softButtons": [{"type": "IMAGE", "image": {"value": "ok", "imageType": "STATIC"}, "softButtonID": 1}]}"#),
    ]

    static let speak: [CoreRuleCase] = [
        .refuses("Speak.whitespace", "Speak", #"{"ttsChunks": [{"text": "Hi", "type": "TEXT"}, {"text": " ", "type": "TEXT"}]}"#),
        .accepts("Speak.whitespace", "Speak", #"{"ttsChunks": [{"text": "Hi", "type": "TEXT"}, {"text": "", "type": "SILENCE"}]}"#),
    ]

    /// ShowConstantTBT, UpdateTurnList and SendLocation: the emulator has no navigation HMI, so an
    /// accepted request ends in its UNSUPPORTED_RESOURCE.
    static let navigation: [CoreRuleCase] = [
        .refuses("ShowConstantTBT.empty", "ShowConstantTBT", "{}"),
        .accepts("ShowConstantTBT.empty", "ShowConstantTBT", #"{"navigationText1": ""}"#, emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("ShowConstantTBT.whitespace", "ShowConstantTBT", #"{"turnIcon": {"value": "", "imageType": "STATIC"}}"#),
        .refuses("ShowConstantTBT.whitespace", "ShowConstantTBT", #"{"eta": " "}"#),
        .refuses("ShowConstantTBT.softButtons", "ShowConstantTBT", #"{"eta": "5 min", "softButtons": [{"type": "BOTH", "text": "Go", "softButtonID": 1}]}"#),
        .refuses("UpdateTurnList.whitespace", "UpdateTurnList", #"{"turnList": [{"navigationText": " "}]}"#),
        .refuses("UpdateTurnList.softButtons", "UpdateTurnList",
                 #"{"turnList": [{"navigationText": "Left"}], "softButtons": [{"type": "TEXT", "softButtonID": 1}]}"#),
        .refuses("UpdateTurnList.turn", "UpdateTurnList", #"{"turnList": [{"navigationText": "Left"}, {}]}"#),
        .accepts("UpdateTurnList.turn", "UpdateTurnList", #"{"turnList": [{"navigationText": "Left"}, {"turnIcon": {"value": "right", "imageType": "STATIC"}}]}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("UpdateTurnList.empty", "UpdateTurnList", #"{"softButtons": []}"#),
        .accepts("UpdateTurnList.empty", "UpdateTurnList", #"{"softButtons": [{"type": "TEXT", "text": "Go", "softButtonID": 1}]}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("SendLocation.whitespace", "SendLocation", #"{"latitudeDegrees": 1.5, "longitudeDegrees": 2.5, "locationName": " "}"#),
        .refuses("SendLocation.whitespace", "SendLocation", #"{"address": {"locality": ""}}"#),
        .refuses("SendLocation.coordinates", "SendLocation", #"{"latitudeDegrees": 1.5, "locationName": "Home"}"#),
        .refuses("SendLocation.coordinates", "SendLocation", #"{"locationName": "Home"}"#),
        .accepts("SendLocation.coordinates", "SendLocation", #"{"latitudeDegrees": 1.5, "longitudeDegrees": 2.5, "locationName": "Home"}"#,
                 emulator: "UNSUPPORTED_RESOURCE"),
        .refuses("SendLocation.locationImage", "SendLocation",
                 #"{"latitudeDegrees": 1.5, "longitudeDegrees": 2.5, "locationImage": {"value": "a\nb", "imageType": "DYNAMIC"}}"#),
    ]
}
