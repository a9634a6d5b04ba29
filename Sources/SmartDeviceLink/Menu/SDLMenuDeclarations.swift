/// What an application or a view controller declares beyond its view: a menu, voice commands and
/// hardware buttons.
struct SDLMenuDeclarations: Sendable {
    var menu: SDLMenu?
    var voiceCommands: [SDLVoiceCommand] = []
    var hardwareButtons: [SDLHardwareButton] = []

    /// What the head unit gets from the application's declarations (`app`) and the top view
    /// controller's (`top`): the top's menu, else the app's; the app's voice commands then the
    /// top's; every observed button, the top's observer of a name before the app's.
    static func effective(app: SDLMenuDeclarations, top: SDLMenuDeclarations) -> SDLMenuDeclarations {
        SDLMenuDeclarations(
            menu: top.menu ?? app.menu,
            voiceCommands: app.voiceCommands + top.voiceCommands,
            hardwareButtons: app.hardwareButtons + top.hardwareButtons)
    }
}
