/// Core's handlers from `put_file_request.cc` to the end of the `sdl_rpc_plugin`.
extension CoreRuleTable {
    static let secondHalf: [String: CoreCommandRules.Check] = [
        "RegisterAppInterface": { rules, parameters in rules.registerAppInterface(parameters) },
        "ScrollableMessage": { rules, parameters in rules.softButtons(parameters) },
        "Show": { rules, parameters in
            rules.show(parameters)
            rules.softButtons(parameters)
        },
        "Slider": { rules, parameters in rules.slider(parameters) },
        "SubtleAlert": { rules, parameters in
            rules.alert(parameters)
            rules.softButtons(parameters)
        },
        "AlertManeuver": { rules, parameters in rules.softButtons(parameters) },
        "UpdateTurnList": { rules, parameters in rules.softButtons(parameters) },
        "ShowConstantTBT": { rules, parameters in rules.softButtons(parameters) },
    ]
}

extension CoreCommandRules {
    mutating func slider(_ parameters: SDLJSONObject) {
        strings(parameters, ["sliderHeader"], at: .root)
        let footers = parameters["sliderFooter"]?.arrayValue ?? []
        stringArray(parameters, "sliderFooter")
        guard let ticks = parameters["numTicks"]?.intValue else { return }
        if let position = parameters["position"]?.intValue, position > ticks {
            reject("Slider.position", at: SDLJSONPath.root.appending(key: "position"), "position \(position) exceeds numTicks \(ticks)",
                   info: "Position \(position) is greater than numTicks \(ticks)")
        }
        if footers.count > 1, footers.count != ticks {
            reject("Slider.footers", at: SDLJSONPath.root.appending(key: "sliderFooter"),
                   "\(footers.count) footers for \(ticks) ticks: give one static footer or one per tick",
                   info: "sliderFooter must have 1 or numTicks (\(ticks)) entries")
        }
    }

    mutating func show(_ parameters: SDLJSONObject) {
        if parameters.isEmpty { reject("Show.empty", at: .root, "Show has no parameters (Core refuses an empty Show)") }
        let fields = ["mainField1", "mainField2", "mainField3", "mainField4", "templateTitle", "statusBar", "mediaClock", "mediaTrack"]
        strings(parameters, fields, at: .root, onlyIfNonEmpty: true)
        if let graphic = parameters["graphic"]?.objectValue {
            strings(graphic, ["value"], at: SDLJSONPath.root.appending(key: "graphic"), onlyIfNonEmpty: true)
        }
        if let graphic = parameters["secondaryGraphic"]?.objectValue {
            strings(graphic, ["value"], at: SDLJSONPath.root.appending(key: "secondaryGraphic"))
        }
        stringArray(parameters, "customPresets")
    }

    mutating func registerAppInterface(_ parameters: SDLJSONObject) {
        strings(parameters, ["appName", "hashID", "appID", "fullAppID"], at: .root)
        strings(parameters, ["ngnMediaScreenAppName"], at: .root, onlyIfNonEmpty: true)
        chunkTexts(parameters, "ttsName")
        stringArray(parameters, "vrSynonyms", onlyIfNonEmpty: true)
        if let device = parameters["deviceInfo"]?.objectValue {
            let keys = device.keys.filter { device[$0]?.stringValue != nil }
            strings(device, keys, at: SDLJSONPath.root.appending(key: "deviceInfo"), onlyIfNonEmpty: true)
        }
    }
}
