import SDLRPC
public import SDLSession

extension SDLApplication {
    /// The app-wide menu, shown while the top view controller has no ``SDLViewController/menu``
    /// of its own. Changes are sent cell by cell (see ``SDLMenuManager``).
    ///
    /// ```swift
    /// application.menu = SDLMenu(title: "Player") {
    ///     SDLMenuCell("Settings", artwork: gear) { [unowned self] in showSettings() }
    /// }
    /// ```
    public var menu: SDLMenu? {
        get { declarations.menu }
        set { declarations.menu = newValue; menuDeclarationsDidChange() }
    }

    /// App-wide voice commands; the top view controller's ``SDLViewController/voiceCommands`` are
    /// added to them.
    public var voiceCommands: [SDLVoiceCommand] {
        get { declarations.voiceCommands }
        set { declarations.voiceCommands = newValue; menuDeclarationsDidChange() }
    }

    /// App-wide hardware button observers; the top view controller's observer of a name takes its
    /// presses instead of the app's.
    public var hardwareButtons: [SDLHardwareButton] {
        get { declarations.hardwareButtons }
        set { declarations.hardwareButtons = newValue; menuDeclarationsDidChange() }
    }

    /// The current registration's menu manager (menu and voice commands); `nil` while not registered.
    /// Await ``SDLMenuManager/update()`` to know a menu change is on the head unit.
    public var menuManager: SDLMenuManager? { registration?.menu }

    /// The current registration's choice cells (preload, delete, what is loaded); `nil` while not
    /// registered.
    public var choiceSetManager: SDLChoiceSetManager? { registration?.choiceSets }

    /// Opens the app's menu on the head unit (ShowAppMenu, RPC 6.0+; the app must be in FULL), or
    /// the submenu `subMenu`: a cell of the declared menu, kept by the app.
    ///
    /// ```swift
    /// let playlists = SDLMenuCell.subMenu("Playlists") { for list in lists { SDLMenuCell(list.name) } }
    /// application.menu = SDLMenu { playlists }
    /// try await application.openMenu(playlists)
    /// ```
    /// - Throws: `SDLError`: `notConnected`; `rpcVersionTooLow` before RPC 6.0; `unknownMenu`
    ///   when `subMenu` is a command or is not on the head unit; the request's own error when the
    ///   head unit refused it.
    public func openMenu(_ subMenu: SDLMenuCell? = nil) async throws(SDLError) {
        guard let menu = registration?.menu else {
            throw SDLError(code: .notConnected, message: "no registration to open the menu on", rpcName: SDLShowAppMenu.rpcName)
        }
        try await menu.open(subMenu)
    }

    /// Whether menu changes are sent cell by cell or by replacing the whole menu, for this and
    /// every later registration (``Configuration/menuDynamicUpdates`` at first). Set it any time:
    /// the next update follows it, and it survives reconnects.
    public var menuDynamicUpdates: SDLMenuDynamicUpdates {
        get { menuUpdateMode }
        set {
            menuUpdateMode = newValue
            registration?.menu?.dynamicUpdates = newValue
        }
    }

    /// The application's or the top view controller's menu, voice commands or hardware buttons
    /// changed (or the top view controller did): the managers get what is in effect now.
    func menuDeclarationsDidChange() {
        guard let registration else { return }
        let top = viewControllerManager.topViewController.declarations
        let effective = SDLMenuDeclarations.effective(app: declarations, top: top)
        registration.menu?.declare(menu: effective.menu, voiceCommands: effective.voiceCommands)
        registration.buttons?.observe(effective.hardwareButtons)
    }
}
