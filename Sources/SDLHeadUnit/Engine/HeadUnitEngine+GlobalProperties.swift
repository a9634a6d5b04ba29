import SDLRPC

/// SetGlobalProperties and ResetGlobalProperties: the menu's title, icon and layout and the keyboard
/// properties the head unit keeps (prompts and VR help are answered without being kept).
extension HeadUnitEngine {
    /// Core's info when `menuLayout` was the only property and the display lacks it.
    static let onlyUnsupportedMenuLayoutInfo = "There are no parameters present in request. The MenuLayout specified is unsupported."

    /// The properties besides `menuLayout` that make a SetGlobalProperties worth sending on.
    private static let otherGlobalProperties = [
        "helpPrompt", "timeoutPrompt", "vrHelpTitle", "vrHelp", "menuTitle", "menuIcon", "keyboardProperties", "userLocation",
    ]

    /// SetGlobalProperties (`set_global_properties_request.cc`, 8.x), after Core's message checks: a
    /// `menuLayout` the display's `menuLayoutsAvailable` lacks is dropped — INVALID_DATA
    /// ``onlyUnsupportedMenuLayoutInfo`` when nothing else is left, otherwise WARNINGS
    /// ``unsupportedMenuLayoutInfo``. `menuTitle`, `menuIcon` and a supported `menuLayout` are kept.
    /// Then the HMI's answer to the keyboard properties (``keyboardHMIAnswer(_:)``): an unsupported
    /// layout is refused and the keyboard properties are not kept; an unsupported mask is WARNINGS.
    func handleSetGlobalProperties(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        let parameters = request.parameters
        if let keyboard = parameters["keyboardProperties"]?.objectValue, !customKeysFit(keyboard, appID: appID) {
            respond(to: request, resultCode: "INVALID_DATA", info: Self.tooManyCustomKeysInfo)
            return
        }
        let layout = parameters["menuLayout"]?.stringValue
        let layoutSupported = layout.map(settings.profile.menuLayouts.contains) ?? true
        if !layoutSupported, !Self.otherGlobalProperties.contains(where: { parameters[$0] != nil }) {
            respond(to: request, resultCode: "INVALID_DATA", info: Self.onlyUnsupportedMenuLayoutInfo)
            return
        }
        if refusedForMissingTTSFiles(request, keys: ["helpPrompt", "timeoutPrompt"]) { return }
        if let title = parameters["menuTitle"]?.stringValue { apps[appID]?.app.menuTitle = title }
        if let icon = SDLHeadUnitImage(json: parameters["menuIcon"]) { apps[appID]?.app.menuIcon = icon }
        if let layout, layoutSupported { apps[appID]?.app.menuLayout = layout }
        let keyboard = parameters["keyboardProperties"]?.objectValue
        let keyboardAnswer = keyboard.flatMap(keyboardHMIAnswer)
        if let keyboardAnswer, keyboardAnswer.resultCode != "WARNINGS" {
            respond(to: request, resultCode: keyboardAnswer.resultCode, info: keyboardAnswer.info)
            return
        }
        if let keyboard { keepKeyboardProperties(keyboard, appID: appID) }
        if !layoutSupported {
            respond(to: request, resultCode: "WARNINGS", info: Self.unsupportedMenuLayoutInfo)
        } else {
            respond(to: request, resultCode: keyboardAnswer?.resultCode ?? "SUCCESS", info: keyboardAnswer?.info)
        }
        if isVisible(appID), apps[appID]?.app.openMenuPath != nil { emit(.screenChanged) }
    }

    /// ResetGlobalProperties (`reset_global_properties_request.cc`: nothing is refused): MENUNAME and
    /// MENUICON remove the menu's title and icon; KEYBOARDPROPERTIES sets Core's reset values
    /// (``SDLHeadUnitKeyboardProperties/coreReset``).
    func handleResetGlobalProperties(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        let properties = (request.parameters["properties"]?.arrayValue ?? []).compactMap(\.stringValue)
        if properties.contains("MENUNAME") { apps[appID]?.app.menuTitle = nil }
        if properties.contains("MENUICON") { apps[appID]?.app.menuIcon = nil }
        if properties.contains("KEYBOARDPROPERTIES") { setKeyboardProperties(.coreReset, appID: appID) }
        respond(to: request, resultCode: "SUCCESS")
        if isVisible(appID), apps[appID]?.app.openMenuPath != nil { emit(.screenChanged) }
    }
}
