import SDLRPC

/// The line-based JSON control channel (stdin or `--control-port`): one JSON object per line with an
/// `action`, answered by one JSON line `{"ok":true,"action":…,"result":…}` or
/// `{"ok":false,"action":…,"error":{"code":…,"message":…}}`. A `tag` in the command is echoed.
///
/// Runs on the head unit's event loop.
enum HeadUnitControl {
    /// The actions, with their parameters, for `help`.
    static let actions: [(name: String, parameters: String)] = [
        ("help", ""),
        ("state", ""),
        ("render", ""),
        ("apps", ""),
        ("overlay", ""),
        ("activateApp", "app?"),
        ("setHMILevel", "level, app?"),
        ("setAudioStreamingState", "state, app?"),
        ("setSystemContext", "context, app?"),
        ("pressSoftButton", "id, long?"),
        ("pressButton", "name, app?, long?"),
        ("selectCommand", "id, app?"),
        ("openMenu", "app?"),
        ("openSubMenu", "id, app?"),
        ("closeMenu", "app?"),
        ("sayVoiceCommand", "phrase, app?"),
        ("menu", "app?"),
        ("moveSlider", "position"),
        ("saveSlider", "position?"),
        ("selectChoice", "id, triggerSource?"),
        ("enterText", "text"),
        ("pressSubtleAlert", ""),
    ] + keyboardActions + [
        ("dismissOverlay", ""),
        ("expireOverlay", ""),
        ("finishAudioPassThru", ""),
        ("changeLanguage", "language, hmiDisplayLanguage?"),
        ("setDriverDistraction", "state (DD_ON or DD_OFF)"),
    ] + vehicleActions + systemRequestActions + touchActions + [
        ("unregisterApp", "reason, app?"),
        ("disconnectApp", "reason?, app?"),
        ("advanceClock", "milliseconds (manual clock only)"),
        ("quit", ""),
    ]

    /// Executes one line; always returns one JSON line (without newline).
    static func execute(line: String, core: HeadUnitCore, quit: () -> Void) -> String {
        var reply = SDLJSONObject()
        let command: SDLJSONObject
        do {
            guard let object = try SDLJSONParser.parse(Array(line.utf8)).objectValue else {
                throw SDLHeadUnitError.invalidCommand("A command must be a JSON object")
            }
            command = object
        } catch let error as SDLHeadUnitError {
            return failure(error, reply: &reply)
        } catch {
            return failure(.invalidCommand("Not valid JSON: \(error)"), reply: &reply)
        }
        let action = command["action"]?.stringValue ?? ""
        reply.append("ok", true)
        reply.append("action", .string(action))
        if let tag = command["tag"] { reply.append("tag", tag) }
        do {
            let result = try perform(action, command, core: core, quit: quit)
            if result != .null { reply.append("result", result) }
            return SDLJSONSerializer.serializeToString(.object(reply))
        } catch {
            return failure(error, reply: &reply)
        }
    }

    private static func failure(_ error: SDLHeadUnitError, reply: inout SDLJSONObject) -> String {
        reply["ok"] = false
        reply.append("error", ["code": .string(error.code), "message": .string(error.message)])
        return SDLJSONSerializer.serializeToString(.object(reply))
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private static func perform(_ action: String, _ command: SDLJSONObject, core: HeadUnitCore, quit: () -> Void) throws(SDLHeadUnitError) -> SDLJSONValue {
        let app = command["app"]?.intValue
        switch action {
        case "help":
            return .array(actions.map { ["action": .string($0.name), "parameters": .string($0.parameters)] })
        case "state":
            return core.snapshot().json
        case "render":
            return ["text": .string(core.renderer.render(core.snapshot()))]
        case "apps":
            return .array(core.engine.apps.values.map(\.app).sorted { $0.id < $1.id }.map(\.json))
        case "overlay":
            return core.engine.overlay?.overlay.json ?? .null
        case "activateApp":
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.activate(try engine.resolveApp(app)) }
        case "setHMILevel":
            let level = SDLHMILevel(rawValue: try string(command, "level"))
            guard level.isKnown else { throw .invalidCommand("Unknown HMI level \(level.rawValue)") }
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setLevel(try engine.resolveApp(app), level) }
        case "setAudioStreamingState":
            let state = SDLAudioStreamingState(rawValue: try string(command, "state"))
            guard state.isKnown else { throw .invalidCommand("Unknown audio streaming state \(state.rawValue)") }
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setStatus(try engine.resolveApp(app), audio: state) }
        case "setSystemContext":
            let context = SDLSystemContext(rawValue: try string(command, "context"))
            guard context.isKnown else { throw .invalidCommand("Unknown system context \(context.rawValue)") }
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setStatus(try engine.resolveApp(app), context: context) }
        case "pressSoftButton":
            let id = try integer(command, "id")
            let long = command["long"]?.boolValue ?? false
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.pressSoftButton(id, longPress: long) }
        case "pressButton":
            let name = try string(command, "name")
            let long = command["long"]?.boolValue ?? false
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.pressButton(name, app: app, longPress: long) }
        case "selectCommand":
            let id = try integer(command, "id")
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.selectCommand(id, app: app) }
        case "openMenu":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.openMenu(app: app) }
        case "openSubMenu":
            let id = try integer(command, "id")
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.openSubMenu(id, app: app) }
        case "closeMenu":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.closeMenu(app: app) }
        case "sayVoiceCommand":
            let phrase = try string(command, "phrase")
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.sayVoiceCommand(phrase, app: app) }
        case "menu":
            let appID = try core.engine.resolveApp(app)
            return .array((core.engine.apps[appID]?.app.menu ?? []).map(\.json))
        case "moveSlider":
            let position = try integer(command, "position")
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.moveSlider(to: position) }
        case "saveSlider":
            let position = command["position"]?.intValue
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.saveSlider(position: position) }
        case "selectChoice":
            let id = try integer(command, "id")
            let source = command["triggerSource"]?.stringValue ?? "MENU"
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.selectChoice(id, triggerSource: source) }
        case "enterText":
            let text = try string(command, "text")
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.enterText(text) }
        case "pressSubtleAlert":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.pressSubtleAlert() }
        case "dismissOverlay", "closeOverlay":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.dismissOverlay() }
        case "expireOverlay", "timeoutOverlay":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.expireOverlay() }
        case "finishAudioPassThru":
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.finishAudioPassThru() }
        case "changeLanguage":
            let language = try string(command, "language")
            let display = command["hmiDisplayLanguage"]?.stringValue ?? language
            guard SDLLanguage(rawValue: language).isKnown, SDLLanguage(rawValue: display).isKnown else {
                throw .invalidCommand("'\(language)' or '\(display)' is not a Language of the spec")
            }
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.changeLanguage(to: language, displayLanguage: display) }
        case "setDriverDistraction":
            let state = try driverDistractionState(try string(command, "state"))
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.setDriverDistraction(state) }
        case "unregisterApp":
            let reason = try string(command, "reason")
            guard SDLAppInterfaceUnregisteredReason(rawValue: reason).isKnown else {
                throw .invalidCommand("'\(reason)' is not an AppInterfaceUnregisteredReason")
            }
            try core.withEngine { engine throws(SDLHeadUnitError) in engine.unregister(try engine.resolveApp(app), reason: reason, close: false) }
        case "disconnectApp":
            let reason = command["reason"]?.stringValue
            if let reason, !SDLAppInterfaceUnregisteredReason(rawValue: reason).isKnown {
                throw .invalidCommand("'\(reason)' is not an AppInterfaceUnregisteredReason")
            }
            try core.withEngine { engine throws(SDLHeadUnitError) in try engine.disconnect(app, reason: reason) }
        case "advanceClock":
            let milliseconds = try integer(command, "milliseconds")
            guard (0...1_000_000_000_000).contains(milliseconds) else {
                throw .invalidCommand("\"milliseconds\" must be 0...1000000000000")
            }
            guard let clock = core.clock as? SDLManualClock else {
                throw .notApplicable("advanceClock needs the manual clock (--manual-clock)")
            }
            clock.advance(by: .milliseconds(milliseconds))
            return ["now": .integer(Int(clock.now.millisecondsClamped))]
        case "quit":
            quit()
        case "":
            throw .invalidCommand("Missing \"action\" (try {\"action\":\"help\"})")
        default:
            if let result = try performKeyboard(action, command, core: core) { return result }
            if let result = try performVehicle(action, command, core: core) { return result }
            if let result = try performSystemRequest(action, command, core: core) { return result }
            if let result = try performTouch(action, command, core: core) { return result }
            throw .invalidCommand("Unknown action '\(action)' (try {\"action\":\"help\"})")
        }
        return .null
    }

    /// `DD_ON` or `DD_OFF`.
    static func driverDistractionState(_ text: String) throws(SDLHeadUnitError) -> SDLDriverDistractionState {
        let state = SDLDriverDistractionState(rawValue: text)
        guard state.isKnown else { throw .invalidCommand("'\(text)' is not a DriverDistractionState (DD_ON or DD_OFF)") }
        return state
    }

    /// The string `key` of `command`, or `invalidCommand`.
    static func string(_ command: SDLJSONObject, _ key: String) throws(SDLHeadUnitError) -> String {
        guard let value = command[key]?.stringValue else { throw .invalidCommand("\"\(key)\" must be a string") }
        return value
    }

    /// The integer `key` of `command`, or `invalidCommand`.
    static func integer(_ command: SDLJSONObject, _ key: String) throws(SDLHeadUnitError) -> Int {
        guard let value = command[key]?.intValue else { throw .invalidCommand("\"\(key)\" must be an integer") }
        return value
    }
}
