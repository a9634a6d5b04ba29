/// SDL Core's command-level checks (the `Run()` stage of protocol.md §D.1, rules of §D.6 and §E),
/// applied to the parameters Core passes on (unknown keys and dropped values already removed).
struct CoreCommandRules {
    let function: String
    let messageKind: SDLRPCMessageKind
    /// What the checks found, all with rule `core-rule`.
    private(set) var issues: [SDLValidationIssue] = []

    init(function: String, messageKind: SDLRPCMessageKind) {
        self.function = function
        self.messageKind = messageKind
    }

    /// Runs the checks Core runs for this function (only requests have command checks).
    mutating func check(_ parameters: SDLJSONObject) {
        guard messageKind == .request else { return }
        let root = SDLJSONPath.root
        switch function {
        case "Alert", "SubtleAlert": alert(parameters)
        case "Slider": slider(parameters)
        case "PerformAudioPassThru":
            chunkTexts(parameters, "initialPrompt")
            strings(parameters, ["audioPassThruDisplayText1", "audioPassThruDisplayText2"], at: root)
        case "PerformInteraction": performInteraction(parameters)
        case "Show": show(parameters)
        case "RegisterAppInterface": registerAppInterface(parameters)
        default: break
        }
        softButtons(parameters)
    }

    // MARK: Per RPC

    private mutating func alert(_ parameters: SDLJSONObject) {
        strings(parameters, ["alertText1", "alertText2", "alertText3"], at: .root)
        chunkTexts(parameters, "ttsChunks")
        let hasSpeech = parameters["ttsChunks"]?.arrayValue.map { !$0.isEmpty } ?? false
        if parameters["alertText1"] == nil, parameters["alertText2"] == nil, !hasSpeech {
            fail(.root, "\(function) needs alertText1, alertText2 or ttsChunks (Core: \"Mandatory parameters are missing\")")
        }
        if function == "Alert", parameters["playTone"]?.boolValue == true, !hasSpeech {
            warn(SDLJSONPath.root.appending(key: "playTone"), "playTone without ttsChunks is ignored (Core answers WARNINGS)")
        }
    }

    private mutating func slider(_ parameters: SDLJSONObject) {
        strings(parameters, ["sliderHeader"], at: .root)
        let footers = parameters["sliderFooter"]?.arrayValue ?? []
        for (index, footer) in footers.enumerated() {
            if case .string(let text) = footer {
                verify(text, SDLJSONPath.root.appending(key: "sliderFooter").appending(index: index))
            }
        }
        guard let ticks = parameters["numTicks"]?.intValue else { return }
        if let position = parameters["position"]?.intValue, position > ticks {
            fail(SDLJSONPath.root.appending(key: "position"), "position \(position) exceeds numTicks \(ticks)")
        }
        if footers.count > 1, footers.count != ticks {
            fail(SDLJSONPath.root.appending(key: "sliderFooter"), "\(footers.count) footers for \(ticks) ticks: give one static footer or one per tick")
        }
    }

    private mutating func performInteraction(_ parameters: SDLJSONObject) {
        strings(parameters, ["initialText"], at: .root)
        for key in ["initialPrompt", "helpPrompt", "timeoutPrompt"] { chunkTexts(parameters, key) }
        for (index, item) in (parameters["vrHelp"]?.arrayValue ?? []).enumerated() {
            guard let help = item.objectValue else { continue }
            let path = SDLJSONPath.root.appending(key: "vrHelp").appending(index: index)
            strings(help, ["text"], at: path)
            if let image = help["image"]?.objectValue { strings(image, ["value"], at: path.appending(key: "image")) }
        }
        let mode = parameters["interactionMode"]?.stringValue
        let layout = parameters["interactionLayout"]?.stringValue
        if mode == "VR_ONLY", layout == "KEYBOARD" {
            fail(SDLJSONPath.root.appending(key: "interactionLayout"), "KEYBOARD layout cannot be used with interactionMode VR_ONLY")
        }
        if let choiceSets = parameters["interactionChoiceSetIDList"]?.arrayValue, choiceSets.isEmpty, layout != "KEYBOARD" || mode == "BOTH" {
            fail(SDLJSONPath.root.appending(key: "interactionChoiceSetIDList"), "an empty choice set list needs interactionLayout KEYBOARD and a mode other than BOTH")
        }
    }

    private mutating func show(_ parameters: SDLJSONObject) {
        if parameters.isEmpty { fail(.root, "Show has no parameters (Core refuses an empty Show)") }
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

    private mutating func registerAppInterface(_ parameters: SDLJSONObject) {
        strings(parameters, ["appName", "hashID", "appID", "fullAppID"], at: .root)
        strings(parameters, ["ngnMediaScreenAppName"], at: .root, onlyIfNonEmpty: true)
        chunkTexts(parameters, "ttsName")
        stringArray(parameters, "vrSynonyms", onlyIfNonEmpty: true)
        if let device = parameters["deviceInfo"]?.objectValue {
            let keys = device.keys.filter { device[$0]?.stringValue != nil }
            strings(device, keys, at: SDLJSONPath.root.appending(key: "deviceInfo"), onlyIfNonEmpty: true)
        }
    }

    /// Core's `ProcessSoftButtons` (§D.6): image values verified; TEXT needs text, BOTH needs text
    /// and an image, IMAGE needs an image.
    private mutating func softButtons(_ parameters: SDLJSONObject) {
        guard let buttons = parameters["softButtons"]?.arrayValue else { return }
        for (index, item) in buttons.enumerated() {
            guard let button = item.objectValue else { continue }
            let path = SDLJSONPath.root.appending(key: "softButtons").appending(index: index)
            let image = button["image"]?.objectValue
            if let image { strings(image, ["value"], at: path.appending(key: "image")) }
            let text = button["text"]?.stringValue
            switch button["type"]?.stringValue {
            case "TEXT":
                if text == nil { fail(path.appending(key: "text"), "a TEXT soft button needs text") }
                strings(button, ["text"], at: path)
            case "BOTH":
                if text == nil { fail(path.appending(key: "text"), "a BOTH soft button needs text") }
                if image == nil { fail(path.appending(key: "image"), "a BOTH soft button needs an image") }
                strings(button, ["text"], at: path, onlyIfNonEmpty: true)
            case "IMAGE":
                if image == nil { fail(path.appending(key: "image"), "an IMAGE soft button needs an image") }
            default:
                break
            }
        }
    }

    // MARK: Helpers

    private mutating func strings(_ object: SDLJSONObject, _ keys: [String], at path: SDLJSONPath, onlyIfNonEmpty: Bool = false) {
        for key in keys {
            guard case .string(let text)? = object[key], !(onlyIfNonEmpty && text.isEmpty) else { continue }
            verify(text, path.appending(key: key))
        }
    }

    private mutating func stringArray(_ parameters: SDLJSONObject, _ key: String, onlyIfNonEmpty: Bool = false) {
        for (index, item) in (parameters[key]?.arrayValue ?? []).enumerated() {
            guard case .string(let text) = item, !(onlyIfNonEmpty && text.isEmpty) else { continue }
            verify(text, SDLJSONPath.root.appending(key: key).appending(index: index))
        }
    }

    /// The `text` of each TTS chunk, checked only when non-empty (Core skips empty chunk texts).
    private mutating func chunkTexts(_ parameters: SDLJSONObject, _ key: String) {
        for (index, item) in (parameters[key]?.arrayValue ?? []).enumerated() {
            guard let chunk = item.objectValue else { continue }
            strings(chunk, ["text"], at: SDLJSONPath.root.appending(key: key).appending(index: index), onlyIfNonEmpty: true)
        }
    }

    private mutating func verify(_ text: String, _ path: SDLJSONPath) {
        if let problem = CoreStringCheck.problem(text) { fail(path, "\(problem) (Core's string check refuses it)") }
    }

    private mutating func fail(_ path: SDLJSONPath, _ message: String) {
        issues.append(SDLValidationIssue(path: path, rule: .coreRule, severity: .error, message: message))
    }

    private mutating func warn(_ path: SDLJSONPath, _ message: String) {
        issues.append(SDLValidationIssue(path: path, rule: .coreRule, severity: .warning, message: message))
    }
}
