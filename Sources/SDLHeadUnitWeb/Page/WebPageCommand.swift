import SDLRPC

/// What the page may send: a control line, `{"action": …}`, checked before the head unit runs it.
/// Every action is a user action the emulator already has (the control channel's); the page does
/// nothing of its own. A message that is too long, not a JSON object, without an action or with one
/// the page may not use is answered with an error and changes nothing (a binary message closes the
/// page's connection with 1003, before it gets here).
enum WebPageCommand {
    /// The longest message accepted, as for a control line.
    static let maximumLength = 1 << 20

    /// The control actions a person at the head unit takes, plus the read-only ones. Not `quit`
    /// (stopping the emulator is its owner's business) and not `advanceClock` (test clocks).
    static let allowedActions: Set<String> = [
        "help", "state", "render", "apps", "overlay",
        "activateApp", "setHMILevel", "setAudioStreamingState", "setSystemContext",
        "pressSoftButton", "pressButton", "selectCommand", "openMenu", "openSubMenu", "closeMenu", "sayVoiceCommand", "menu",
        "moveSlider", "saveSlider", "selectChoice", "enterText",
        "typeText", "submitKeyboard", "cancelKeyboard", "abortKeyboard", "toggleKeyboardMask", "choiceSets", "keyboardProperties",
        "pressSubtleAlert", "dismissOverlay", "expireOverlay", "finishAudioPassThru",
        "changeLanguage", "setDriverDistraction", "unregisterApp", "disconnectApp",
        "setVehicleData", "vehicleData", "subscribedVehicleData", "setLockScreenDismissal", "sendSystemRequest", "systemRequests",
        "touch", "touchEvent", "pinch", "hapticRects",
    ]

    /// Why the page message cannot be run, as a control reply line; `nil` when it may be.
    static func refusal(_ text: String) -> String? {
        guard text.utf8.count <= maximumLength else {
            return failure(code: "invalidCommand", message: "A message must be at most \(maximumLength) bytes")
        }
        let command: SDLJSONObject
        do {
            guard let object = try SDLJSONParser.parse(Array(text.utf8)).objectValue else {
                return failure(code: "invalidCommand", message: "A message must be a JSON object with an \"action\"")
            }
            command = object
        } catch {
            return failure(code: "invalidCommand", message: "Not valid JSON: \(error)")
        }
        guard let action = command["action"]?.stringValue else {
            return failure(code: "invalidCommand", message: "Missing \"action\" (a string)", tag: command["tag"])
        }
        guard allowedActions.contains(action) else {
            return failure(code: "notAllowed", message: "The page cannot run '\(action)'", action: action, tag: command["tag"])
        }
        return nil
    }

    /// A control reply line `{"ok":false,…}` in the control channel's shape.
    static func failure(code: String, message: String, action: String? = nil, tag: SDLJSONValue? = nil) -> String {
        var reply: SDLJSONObject = ["ok": false]
        if let action { reply.append("action", .string(action)) }
        if let tag { reply.append("tag", tag) }
        reply.append("error", ["code": .string(code), "message": .string(message)])
        return SDLJSONSerializer.serializeToString(.object(reply))
    }
}
