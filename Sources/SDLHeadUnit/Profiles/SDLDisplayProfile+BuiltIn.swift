import SDLRPC

extension SDLDisplayProfile {
    /// The names of the built-in profiles (``SDLBuiltInProfile``'s raw values).
    public static let builtInNames = SDLBuiltInProfile.allCases.map(\.rawValue)

    /// A 4-line media display with graphics, 8 soft buttons, media buttons and presets (the default).
    public static let media4Line: SDLDisplayProfile = makeBuiltIn(
        name: "media-4line",
        summary: "4-line media display with graphics, 8 soft buttons, media and preset buttons",
        displayName: "SDL_GENERIC_4LINE",
        mainLines: 4,
        width: 500,
        graphics: true,
        templates: ["DEFAULT", "MEDIA", "NON-MEDIA", "TEXT_WITH_GRAPHIC", "GRAPHIC_WITH_TEXT", "TEXTBUTTONS_WITH_GRAPHIC", "TEXTBUTTONS_ONLY", "LARGE_GRAPHIC_ONLY"],
        softButtons: 8,
        buttons: ["OK", "PLAY_PAUSE", "SEEKLEFT", "SEEKRIGHT", "TUNEUP", "TUNEDOWN", "PRESET_0", "PRESET_1", "PRESET_2", "PRESET_3", "SEARCH"],
        presets: 10
    )

    /// A 2-line text display with soft buttons and an OK button, no graphics.
    public static let generic2Line: SDLDisplayProfile = makeBuiltIn(
        name: "generic-2line",
        summary: "2-line text display without graphics, 4 text soft buttons",
        displayName: "SDL_GENERIC_2LINE",
        mainLines: 2,
        width: 40,
        graphics: false,
        templates: ["DEFAULT", "NON-MEDIA", "TEXTBUTTONS_ONLY"],
        softButtons: 4,
        buttons: ["OK", "SEEKLEFT", "SEEKRIGHT"],
        presets: nil
    )

    /// A 1-line text display with two soft buttons and an OK button.
    public static let basic1Line: SDLDisplayProfile = makeBuiltIn(
        name: "basic-1line",
        summary: "1-line text display, 2 text soft buttons, OK button only",
        displayName: "SDL_GENERIC_1LINE",
        mainLines: 1,
        width: 20,
        graphics: false,
        templates: ["DEFAULT"],
        softButtons: 2,
        buttons: ["OK"],
        presets: nil
    )

    /// The built-in profile called `name`, if any.
    public static func builtIn(named name: String) -> SDLDisplayProfile? {
        SDLBuiltInProfile(rawValue: name)?.profile
    }

    // swiftlint:disable:next function_parameter_count
    private static func makeBuiltIn(
        name: String, summary: String, displayName: String, mainLines: Int, width: Int, graphics: Bool,
        templates: [String], softButtons: Int, buttons: [String], presets: Int?
    ) -> SDLDisplayProfile {
        var textFields: [SDLJSONValue] = (1...mainLines).map { textField("mainField\($0)", width: width) }
        var others = ["statusBar", "alertText1", "alertText2", "scrollableMessageBody", "initialInteractionText",
                      "sliderHeader", "sliderFooter", "audioPassThruDisplayText1", "audioPassThruDisplayText2", "menuName",
                      "secondaryText", "tertiaryText", "templateTitle"]
        if mainLines >= 2 { others.insert("alertText3", at: 3) }
        if mainLines >= 4 { others += ["mediaClock", "mediaTrack"] }
        textFields += others.map { textField($0, width: $0 == "scrollableMessageBody" ? 500 : width, rows: $0 == "scrollableMessageBody" ? 8 : 1) }
        var display = SDLJSONObject()
        display.append("displayType", "SDL_GENERIC")
        display.append("displayName", .string(displayName))
        display.append("textFields", .array(textFields))
        if graphics {
            let images = ["graphic", "secondaryGraphic", "softButtonImage", "choiceImage", "menuIcon", "cmdIcon", "appIcon", "alertIcon"]
            display.append("imageFields", .array(images.map(imageField)))
        }
        display.append("mediaClockFormats", mainLines >= 4 ? ["CLOCK1", "CLOCK2", "CLOCK3", "CLOCKTEXT4"] : [])
        display.append("graphicSupported", .bool(graphics))
        display.append("templatesAvailable", .array(templates.map { .string($0) }))
        if graphics {
            display.append("screenParams", ["resolution": ["resolutionWidth": 800, "resolutionHeight": 480]])
        }
        if let presets { display.append("numCustomPresetsAvailable", .integer(presets)) }

        var object = SDLJSONObject()
        object.append("name", .string(name))
        object.append("description", .string(summary))
        object.append("language", "EN-US")
        object.append("hmiDisplayLanguage", "EN-US")
        object.append("sdlVersion", "8.2.0")
        object.append("systemSoftwareVersion", "sdl-headunit 1.0")
        object.append("displayCapabilities", .object(display))
        object.append("buttonCapabilities", .array(buttons.map { button in
            ["name": .string(button), "shortPressAvailable": true, "longPressAvailable": true, "upDownAvailable": true]
        }))
        let softButton: SDLJSONValue = ["shortPressAvailable": true, "longPressAvailable": true, "upDownAvailable": true,
                                        "imageSupported": .bool(graphics), "textSupported": true]
        object.append("softButtonCapabilities", .array(Array(repeating: softButton, count: softButtons)))
        object.append("presetBankCapabilities", ["onScreenPresetsAvailable": .bool(presets != nil)])
        object.append("hmiZoneCapabilities", ["FRONT"])
        object.append("speechCapabilities", ["TEXT", "SILENCE", "PRE_RECORDED"])
        object.append("prerecordedSpeech", ["HELP_JINGLE", "INITIAL_JINGLE", "LISTEN_JINGLE", "POSITIVE_JINGLE", "NEGATIVE_JINGLE"])
        object.append("vrCapabilities", ["TEXT"])
        object.append("audioPassThruCapabilities", [
            ["samplingRate": "8KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM"],
            ["samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM"],
            ["samplingRate": "44KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM"],
        ])
        object.append("pcmStreamCapabilities", ["samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM"])
        object.append("vehicleType", ["make": "SDL", "model": "Emulator", "modelYear": "2024", "trim": .string(name)])
        object.append("hmiCapabilities", ["navigation": false, "phoneCall": false, "videoStreaming": false,
                                          "remoteControl": false, "appServices": false, "displays": true,
                                          "seatLocation": false, "driverDistraction": false])
        do {
            return try SDLDisplayProfile(json: .object(object))
        } catch {
            // The built-in data is fixed; a failure here is a bug in this file, caught by its tests.
            preconditionFailure("built-in profile \(name) is invalid: \(error)")
        }
    }

    private static func textField(_ name: String, width: Int, rows: Int = 1) -> SDLJSONValue {
        ["name": .string(name), "characterSet": "UTF_8", "width": .integer(width), "rows": .integer(rows)]
    }

    private static func imageField(_ name: String) -> SDLJSONValue {
        ["name": .string(name), "imageTypeSupported": ["GRAPHIC_PNG", "GRAPHIC_JPEG", "GRAPHIC_BMP"],
         "imageResolution": ["resolutionWidth": 256, "resolutionHeight": 256]]
    }
}
