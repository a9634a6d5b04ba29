import SDLRPC

/// What the user does with an app's menu and voice commands. The menu is on the screen of the app
/// in FULL; opening it puts that app in system context MENU, closing it (or picking a command) back
/// in MAIN, each with OnHMIStatus as Core sends it for the HMI's OnSystemContext.
extension HeadUnitEngine {
    /// Opens the app's menu at its top level.
    func openMenu(app reference: Int?) throws(SDLHeadUnitError) {
        let appID = try menuApp(reference)
        showMenu(appID, path: [])
    }

    /// Opens submenu `menuID` (and the menu, if it is closed).
    func openSubMenu(_ menuID: Int, app reference: Int?) throws(SDLHeadUnitError) {
        let appID = try menuApp(reference)
        guard let path = apps[appID]?.app.menuPath(to: menuID) else {
            throw .notApplicable("App \(appID) has no submenu \(menuID)")
        }
        showMenu(appID, path: path)
    }

    /// Closes the app's open menu.
    func closeMenu(app reference: Int?) throws(SDLHeadUnitError) {
        let appID = try resolveApp(reference)
        guard apps[appID]?.app.openMenuPath != nil else { throw .notApplicable("App \(appID)'s menu is not open") }
        hideMenu(appID)
    }

    /// Picks command `id` from the menu of the app in FULL: OnCommand(`triggerSource` MENU), then the
    /// menu closes as the HMI closes it after a selection (OnHMIStatus MAIN) when it was open.
    func selectCommand(_ id: Int, app reference: Int?) throws(SDLHeadUnitError) {
        let appID = try resolveApp(reference)
        guard let app = apps[appID]?.app, let command = app.commands[id] else { throw .notApplicable("App \(appID) has no command \(id)") }
        guard command.menuName != nil else {
            throw .notApplicable("Command \(id) has no menu entry (voice only): say one of its vrCommands with sayVoiceCommand")
        }
        guard app.hmiLevel == .full else {
            throw .notApplicable("App \(appID) is in \(app.hmiLevel.rawValue): only the app in FULL shows its menu")
        }
        notify(appID, SDLOnCommand(cmdID: id, triggerSource: .menu))
        if apps[appID]?.app.openMenuPath != nil { hideMenu(appID) }
    }

    /// The driver says `phrase`: OnCommand(`triggerSource` VR) for the app's command whose
    /// `vrCommands` hold it, compared ignoring case as Core compares VR commands. The VR session
    /// around it (VR.Started/Stopped, system context VRSESSION) is not emulated.
    func sayVoiceCommand(_ phrase: String, app reference: Int?) throws(SDLHeadUnitError) {
        let appID = try resolveApp(reference)
        guard let app = apps[appID]?.app else { throw .noApp("No registered app with id \(appID)") }
        guard app.hmiLevel != .none else {
            throw .notApplicable("App \(appID) is in NONE, where the policy (Base-4) does not allow OnCommand")
        }
        let spoken = phrase.lowercased()
        guard let command = app.commands.values.sorted(by: { $0.id < $1.id })
            .first(where: { $0.vrCommands.contains { $0.lowercased() == spoken } }) else {
            let known = app.commands.values.flatMap(\.vrCommands).sorted()
            throw .notApplicable("App \(appID) has no voice command '\(phrase)'" + (known.isEmpty ? "" : " (it has: \(known.joined(separator: ", ")))"))
        }
        notify(appID, SDLOnCommand(cmdID: command.id, triggerSource: .vr))
    }

    /// The app whose menu the user can open: the one named (or in FULL), in FULL, in context MAIN or MENU.
    private func menuApp(_ reference: Int?) throws(SDLHeadUnitError) -> Int {
        let appID = try resolveApp(reference)
        guard let app = apps[appID]?.app else { throw .noApp("No registered app with id \(appID)") }
        guard app.hmiLevel == .full else {
            throw .notApplicable("App \(appID) is in \(app.hmiLevel.rawValue): only the app in FULL shows its menu")
        }
        guard app.systemContext == .main || app.systemContext == .menu else {
            throw .notApplicable("App \(appID) is in system context \(app.systemContext.rawValue): close what is on the screen first")
        }
        return appID
    }
}
