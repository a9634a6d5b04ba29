extension SDLViewController {
    /// This screen's menu: while the controller is the top one, the head unit shows it instead of
    /// the application's ``SDLApplication/menu`` (`nil`: the application's). Only what differs from
    /// the menu on the head unit is sent when the top controller changes.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     menu = SDLMenu {
    ///         SDLMenuCell("Back to list") { [unowned self] in viewControllerManager?.pop() }
    ///     }
    /// }
    /// ```
    public var menu: SDLMenu? {
        get { declarations.menu }
        set { declarations.menu = newValue; menuDeclarationsDidChange() }
    }

    /// Voice commands of this screen, added to the application's while the controller is the top one.
    public var voiceCommands: [SDLVoiceCommand] {
        get { declarations.voiceCommands }
        set { declarations.voiceCommands = newValue; menuDeclarationsDidChange() }
    }

    /// Hardware buttons this screen observes while it is the top one (its observer of a name takes
    /// the presses instead of the application's).
    public var hardwareButtons: [SDLHardwareButton] {
        get { declarations.hardwareButtons }
        set { declarations.hardwareButtons = newValue; menuDeclarationsDidChange() }
    }

    /// Tells the application when this controller's declarations are in effect (it is the top one).
    private func menuDeclarationsDidChange() {
        guard let manager = viewControllerManager, manager.topViewController === self else { return }
        manager.application?.menuDeclarationsDidChange()
    }
}
