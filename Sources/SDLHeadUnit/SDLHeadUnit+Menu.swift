import SDLRPC

/// The app menu, voice commands and hardware buttons as the head unit holds them, and what the user
/// does with the menu. `app` names an app by its head-unit id; without it the app in FULL (or the
/// only app) is meant.
///
/// ```swift
/// try await headUnit.openMenu()                 // OnHMIStatus: systemContext MENU
/// let menu = try await headUnit.menu()          // [SDLHeadUnitMenuItem], in display order
/// try await headUnit.selectCommand(menu[0].id)  // OnCommand MENU, then OnHMIStatus MAIN
/// try await headUnit.sayVoiceCommand("play")    // OnCommand VR
/// ```
extension SDLHeadUnit {
    /// Opens the app's menu at its top level: OnHMIStatus with system context MENU. Throws
    /// ``SDLHeadUnitError`` when the app is not in FULL or its context is neither MAIN nor MENU.
    public func openMenu(app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.openMenu(app: app) } }
    }

    /// Opens submenu `menuID` (opening the menu when it is closed): system context MENU. Throws
    /// ``SDLHeadUnitError`` for an unknown submenu, or as ``openMenu(app:)``.
    public func openSubMenu(_ menuID: Int, app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.openSubMenu(menuID, app: app) } }
    }

    /// Closes the app's menu: OnHMIStatus with system context MAIN. Throws ``SDLHeadUnitError`` when
    /// it is not open.
    public func closeMenu(app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.closeMenu(app: app) } }
    }

    /// The driver says `phrase`: OnCommand with `triggerSource` VR for the app's command whose
    /// `vrCommands` hold it (ignoring case). Throws ``SDLHeadUnitError`` when no command has it or the
    /// app is in NONE.
    public func sayVoiceCommand(_ phrase: String, app: Int? = nil) async throws(SDLHeadUnitError) {
        try await onLoop { core throws(SDLHeadUnitError) in try core.withEngine { engine throws(SDLHeadUnitError) in try engine.sayVoiceCommand(phrase, app: app) } }
    }

    /// The app's menu as the head unit holds it, in display order (see ``SDLRegisteredApp/menu``).
    public func menu(app: Int? = nil) async throws(SDLHeadUnitError) -> [SDLHeadUnitMenuItem] {
        try await registeredApp(app).menu
    }

    /// The app's commands without a menu entry (voice only), by `cmdID`.
    public func voiceOnlyCommands(app: Int? = nil) async throws(SDLHeadUnitError) -> [SDLRegisteredApp.Command] {
        try await registeredApp(app).voiceOnlyCommands
    }

    /// The hardware buttons the app subscribed to, sorted by name.
    public func subscribedButtons(app: Int? = nil) async throws(SDLHeadUnitError) -> [String] {
        try await registeredApp(app).subscribedButtons.sorted()
    }

    /// The app `app` names (or the app in FULL, or the only app).
    func registeredApp(_ app: Int?) async throws(SDLHeadUnitError) -> SDLRegisteredApp {
        try await onLoop { core throws(SDLHeadUnitError) in
            let engine = core.engine
            guard let found = engine.apps[try engine.resolveApp(app)]?.app else { throw .noApp("No registered app with id \(app ?? 0)") }
            return found
        }
    }
}
