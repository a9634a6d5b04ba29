/// The codes of the menu, voice commands and hardware buttons.
extension SDLError.Code {
    /// A menu cell's title is empty or holds a tab or newline, or a voice command holds one (the
    /// head unit would answer INVALID_DATA); nothing of the update was sent.
    public static let invalidMenu = SDLError.Code("invalidMenu")
    /// A voice command phrase is used twice in the app's menu and voice commands, ignoring case
    /// (the head unit would answer DUPLICATE_NAME); nothing of the update was sent.
    public static let duplicateVoiceCommand = SDLError.Code("duplicateVoiceCommand")
    /// The display does not offer the menu layout asked for (`menuLayoutsAvailable`); the menu is
    /// shown in its default layout.
    public static let unsupportedMenuLayout = SDLError.Code("unsupportedMenuLayout")
    /// The head unit has no such hardware button (its button capabilities); it was not subscribed.
    public static let unsupportedButton = SDLError.Code("unsupportedButton")
    /// The menu (or a submenu) asked to open is not on the head unit.
    public static let unknownMenu = SDLError.Code("unknownMenu")
}
