import SDLRPC
import SDLValidation

/// The app menu's requests, in SDL Core 8.2's order of checks (docs/core-rules.md, "The menu").
extension HeadUnitEngine {
    /// Core's info for a `menuLayout` the display lacks (`add_sub_menu_request.cc`, 8.x): the request
    /// succeeds with WARNINGS and the HMI draws its default layout.
    static let unsupportedMenuLayoutInfo = "The MenuLayout specified is unsupported, the default MenuLayout will be used."

    /// AddCommand (`add_command_request.cc`): after the cmdIcon check, cmdID in use (INVALID_ID),
    /// with `menuParams` a `parentID` ≠ 0 that is no submenu (INVALID_ID "Parent ID doesn't exist"),
    /// a VR command another command has, ignoring case (DUPLICATE_NAME) — then Core's late message
    /// checks. Since SDL-0180 (Core 7.1, sdl_core PR #3607) a menu name in use is accepted, and Core
    /// never compared the request's VR commands with each other.
    func handleAddCommand(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app, let id = request.parameters["cmdID"]?.intValue else { return }
        let menuParams = request.parameters["menuParams"]?.objectValue
        let vrCommands = (request.parameters["vrCommands"]?.arrayValue ?? []).compactMap(\.stringValue)
        if app.commands[id] != nil {
            respond(to: request, resultCode: "INVALID_ID")
            return
        }
        let parentID = menuParams?["parentID"]?.intValue ?? 0
        if menuParams != nil, parentID != 0, app.subMenus[parentID] == nil {
            respond(to: request, resultCode: "INVALID_ID", info: "Parent ID doesn't exist")
            return
        }
        let known = Set(app.commands.values.flatMap(\.vrCommands).map { $0.lowercased() })
        if vrCommands.contains(where: { known.contains($0.lowercased()) }) {
            respond(to: request, resultCode: "DUPLICATE_NAME")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        let parameters = request.parameters
        apps[appID]?.app.add(SDLRegisteredApp.Command(
            id: id, menuName: menuParams?["menuName"]?.stringValue, parentID: parentID, vrCommands: vrCommands,
            position: menuParams?["position"]?.intValue, secondaryText: menuParams?["secondaryText"]?.stringValue,
            tertiaryText: menuParams?["tertiaryText"]?.stringValue, icon: SDLHeadUnitImage(json: parameters["cmdIcon"]),
            secondaryImage: SDLHeadUnitImage(json: parameters["secondaryImage"])))
        respondWithImageCheck(request, appID: appID)
        menuChanged(appID)
    }

    /// DeleteCommand (`delete_command_request.cc`): INVALID_ID, without info, for an unknown cmdID.
    func handleDeleteCommand(_ request: IncomingRequest) {
        handleMenuDeletion(request, idKey: "cmdID") { $0.removeCommand($1) }
    }

    /// AddSubMenu (`add_sub_menu_request.cc`, 8.x): after the menuIcon check, menuID in use
    /// (INVALID_ID), a `parentID` ≠ 0 that is no submenu (INVALID_ID "Parent ID doesn't exist"), the
    /// name's string check; a name in use is accepted. A `menuLayout` the display lacks is dropped
    /// and answered WARNINGS with ``unsupportedMenuLayoutInfo`` (the HMI's info appended).
    func handleAddSubMenu(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app, let id = request.parameters["menuID"]?.intValue,
              let name = request.parameters["menuName"]?.stringValue else { return }
        let parentID = request.parameters["parentID"]?.intValue ?? 0
        if app.subMenus[id] != nil {
            respond(to: request, resultCode: "INVALID_ID")
            return
        }
        if parentID != 0, app.subMenus[parentID] == nil {
            respond(to: request, resultCode: "INVALID_ID", info: "Parent ID doesn't exist")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        let parameters = request.parameters
        let layout = parameters["menuLayout"]?.stringValue
        let layoutSupported = layout.map(settings.profile.menuLayouts.contains) ?? true
        apps[appID]?.app.add(SDLRegisteredApp.SubMenu(
            id: id, menuName: name, parentID: parentID, position: parameters["position"]?.intValue,
            secondaryText: parameters["secondaryText"]?.stringValue, tertiaryText: parameters["tertiaryText"]?.stringValue,
            icon: SDLHeadUnitImage(json: parameters["menuIcon"]), secondaryImage: SDLHeadUnitImage(json: parameters["secondaryImage"]),
            menuLayout: layoutSupported ? layout : nil))
        if layoutSupported {
            respondWithImageCheck(request, appID: appID)
        } else {
            respondWithLayoutWarning(request, appID: appID)
        }
        menuChanged(appID)
    }

    /// WARNINGS with Core's unsupported-layout info, followed by what the HMI would add (a missing image).
    func respondWithLayoutWarning(_ request: IncomingRequest, appID: Int) {
        let hmiInfo = hasFiles(for: Self.images(in: request.parameters), appID: appID) ? "" : Self.missingImageInfo
        respond(to: request, resultCode: "WARNINGS", info: Self.unsupportedMenuLayoutInfo + hmiInfo)
    }

    /// DeleteSubMenu (`delete_sub_menu_request.cc`, 8.x): INVALID_ID, without info, for an unknown
    /// menuID; otherwise the submenu goes with its nested submenus and all their commands.
    func handleDeleteSubMenu(_ request: IncomingRequest) {
        handleMenuDeletion(request, idKey: "menuID") { $0.removeSubMenu($1) }
    }

    /// Removes the entry whose id is the request's `idKey` with `remove`: SUCCESS, or INVALID_ID
    /// without info when there is none.
    private func handleMenuDeletion(_ request: IncomingRequest, idKey: String, remove: (inout SDLRegisteredApp, Int) -> Bool) {
        guard let appID = request.appID, let id = request.parameters[idKey]?.intValue, var app = apps[appID]?.app else { return }
        guard remove(&app, id) else {
            respond(to: request, resultCode: "INVALID_ID")
            return
        }
        apps[appID]?.app = app
        respond(to: request, resultCode: "SUCCESS")
        menuChanged(appID)
    }

    /// ShowAppMenu (`show_app_menu_request.cc`): REJECTED unless the app is in FULL with system
    /// context MAIN or MENU; INVALID_ID for a `menuID` that is no submenu (both without info). The
    /// HMI then opens the menu (or the submenu): OnHMIStatus with system context MENU, then SUCCESS.
    func handleShowAppMenu(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        guard app.hmiLevel == .full, app.systemContext == .main || app.systemContext == .menu else {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        var path: [Int] = []
        if let menuID = request.parameters["menuID"]?.intValue {
            guard let found = app.menuPath(to: menuID) else {
                respond(to: request, resultCode: "INVALID_ID")
                return
            }
            path = found
        }
        showMenu(appID, path: path)
        respond(to: request, resultCode: "SUCCESS")
    }

    /// Opens the app's menu at `path` (see ``SDLRegisteredApp/openMenuPath``): system context MENU.
    func showMenu(_ appID: Int, path: [Int]) {
        apps[appID]?.app.openMenuPath = path
        setStatus(appID, context: .menu)
        emit(.screenChanged)
    }

    /// Closes the app's menu: system context MAIN.
    func hideMenu(_ appID: Int) {
        apps[appID]?.app.openMenuPath = nil
        setStatus(appID, context: .main)
        emit(.screenChanged)
    }

    /// The visible app's menu changed: redraw when it is open.
    private func menuChanged(_ appID: Int) {
        if isVisible(appID), apps[appID]?.app.openMenuPath != nil { emit(.screenChanged) }
    }
}
