import SDLRPC

extension SDLDisplayProfile {
    /// What a stock SDL Core 8.2 tells apps with its default HMI capabilities, gaps included.
    ///
    /// Written from the facts of Core's default `hmi_capabilities.json` as Core hands them to an app:
    /// display type `GEN2_8_DMA` with no display name; text fields in `TYPE2SET`, 500 wide, one row;
    /// image fields of 35×35 **without `imageTypeSupported`** (mandatory in MOBILE_API.xml) except
    /// `locationImage`; one soft-button capability entry without `textSupported` describing every
    /// soft button; presets 0–9 and the usual hardware buttons; 8 custom presets; an 800×350 screen;
    /// and the system capabilities GetSystemCapability answers with (`coreDefaultSystemCapabilities`).
    /// The profile does not follow the spec (``followsSpec`` is false), so an app meets the same
    /// gaps against the emulator as against a real Core.
    public static let coreDefault: SDLDisplayProfile = {
        let textFieldNames = [
            "mainField1", "mainField2", "mainField3", "mainField4", "statusBar", "mediaClock", "mediaTrack",
            "alertText1", "alertText2", "alertText3", "scrollableMessageBody", "initialInteractionText",
            "navigationText1", "navigationText2", "ETA", "totalDistance", "audioPassThruDisplayText1",
            "audioPassThruDisplayText2", "sliderHeader", "sliderFooter", "menuName", "secondaryText",
            "tertiaryText", "timeToDestination", "turnText", "menuTitle",
        ]
        let coreImageFieldNames = [
            "softButtonImage", "choiceImage", "choiceSecondaryImage", "menuIcon", "cmdIcon", "appIcon",
            "graphic", "secondaryGraphic",
        ]
        let resolution: SDLJSONValue = ["resolutionWidth": 35, "resolutionHeight": 35]
        var imageFields: [SDLJSONValue] = coreImageFieldNames.map { ["name": .string($0), "imageResolution": resolution] }
        imageFields.append(["name": "locationImage", "imageTypeSupported": ["GRAPHIC_PNG"], "imageResolution": resolution])
        let display: SDLJSONValue = [
            "displayType": "GEN2_8_DMA",
            "textFields": .array(textFieldNames.map { ["name": .string($0), "characterSet": "TYPE2SET", "width": 500, "rows": 1] }),
            "imageFields": .array(imageFields),
            "mediaClockFormats": ["CLOCK1", "CLOCK2", "CLOCK3", "CLOCKTEXT1", "CLOCKTEXT2", "CLOCKTEXT3", "CLOCKTEXT4"],
            "graphicSupported": true,
            "templatesAvailable": [
                "DEFAULT", "MEDIA", "NON-MEDIA", "ONSCREEN_PRESETS", "NAV_FULLSCREEN_MAP", "NAV_KEYBOARD",
                "GRAPHIC_WITH_TEXT", "TEXT_WITH_GRAPHIC", "TILES_ONLY", "TEXTBUTTONS_ONLY", "GRAPHIC_WITH_TILES",
                "TILES_WITH_GRAPHIC", "GRAPHIC_WITH_TEXT_AND_SOFTBUTTONS", "TEXT_AND_SOFTBUTTONS_WITH_GRAPHIC",
                "GRAPHIC_WITH_TEXTBUTTONS", "TEXTBUTTONS_WITH_GRAPHIC", "LARGE_GRAPHIC_WITH_SOFTBUTTONS",
                "DOUBLE_GRAPHIC_WITH_SOFTBUTTONS", "LARGE_GRAPHIC_ONLY",
            ],
            "screenParams": [
                "resolution": ["resolutionWidth": 800, "resolutionHeight": 350],
                "touchEventAvailable": ["pressAvailable": true, "multiTouchAvailable": false, "doublePressAvailable": false],
            ],
            "numCustomPresetsAvailable": 8,
        ]
        let buttonNames = (0...9).map { "PRESET_\($0)" } + ["OK", "SEEKLEFT", "SEEKRIGHT", "TUNEUP", "TUNEDOWN", "PLAY_PAUSE", "SEARCH"]
        let profile: SDLJSONValue = [
            "name": "core-default",
            "description": "SDL Core 8.2's default capabilities, with their spec gaps (image fields without imageTypeSupported)",
            "language": "EN-US",
            "hmiDisplayLanguage": "EN-US",
            "sdlVersion": "8.2.0",
            "followsSpec": false,
            "displayCapabilities": display,
            "buttonCapabilities": .array(buttonNames.map {
                ["name": .string($0), "shortPressAvailable": true, "longPressAvailable": true, "upDownAvailable": true]
            }),
            "softButtonCapabilities": [["shortPressAvailable": true, "longPressAvailable": true, "upDownAvailable": true, "imageSupported": true]],
            "presetBankCapabilities": ["onScreenPresetsAvailable": true],
            "hmiZoneCapabilities": ["FRONT"],
            "speechCapabilities": ["TEXT"],
            "vrCapabilities": ["TEXT"],
            "audioPassThruCapabilities": [["samplingRate": "44KHZ", "bitsPerSample": "8_BIT", "audioType": "PCM"]],
            "pcmStreamCapabilities": ["samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM"],
            "hmiCapabilities": ["navigation": true, "phoneCall": true, "videoStreaming": true, "remoteControl": true,
                                "appServices": true, "displays": true, "seatLocation": true, "driverDistraction": true],
            "systemCapabilities": coreDefaultSystemCapabilities,
        ]
        do {
            return try SDLDisplayProfile(json: profile)
        } catch {
            // The data is fixed; a failure here is a bug in this file, caught by its tests.
            preconditionFailure("built-in profile core-default is invalid: \(error)")
        }
    }()
}
