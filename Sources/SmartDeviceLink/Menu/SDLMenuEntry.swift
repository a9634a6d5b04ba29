import SDLRPC
import SDLSession

/// What one menu cell shows on the head unit, after the menu was fitted to it: the value the
/// dynamic update compares (two cells showing the same are the same cell; handlers do not count).
struct SDLMenuEntry: Hashable, Sendable {
    /// `menuName`: the cell's text, made unique within its level.
    var text: String
    var secondaryText: String?
    var tertiaryText: String?
    /// The icon's file name (or static icon value) when the cell is sent with it.
    var iconName: String?
    var secondaryIconName: String?
    /// The command's `vrCommands` (empty for a submenu, or a command said by no phrase).
    var voiceCommands: [String]
    /// Whether the cell is a submenu.
    var isSubMenu: Bool
    /// A submenu's `menuLayout`.
    var layout: SDLMenuLayout?
}

extension SDLMenuEntry {
    /// What `cell` shows as the app declared it — its text not made unique, nothing cut for the
    /// display: how ``SDLMenuManager/open(_:)`` finds the cell on the head unit that the app's is.
    init(declaring cell: SDLMenuCell) {
        text = cell.text
        secondaryText = cell.secondaryText
        tertiaryText = cell.tertiaryText
        iconName = cell.artwork?.name
        secondaryIconName = cell.secondaryArtwork?.name
        voiceCommands = cell.voiceCommands
        isSubMenu = cell.subCells != nil
        if case .subMenu(let layout, _) = cell.kind { self.layout = layout }
    }
}

/// A cell fitted to the head unit, ready to compare and send.
struct SDLPlannedMenuCell: Sendable {
    var entry: SDLMenuEntry
    /// The app's cell it was fitted from, as declared.
    var declared: SDLMenuEntry
    var icon: SDLArtwork?
    var secondaryIcon: SDLArtwork?
    var handler: (@MainActor @Sendable (SDLTriggerSource) async -> Void)?
    /// A submenu's cells; `nil` for a command.
    var children: [SDLPlannedMenuCell]?
}

/// A cell as the head unit holds it: its ID (`cmdID`, or `menuID` for a submenu) and what it shows.
struct SDLShownMenuCell: Sendable {
    var id: Int
    var entry: SDLMenuEntry
    /// The app's cell it shows, as most recently declared.
    var declared: SDLMenuEntry
    var handler: (@MainActor @Sendable (SDLTriggerSource) async -> Void)?
    /// A submenu's cells as the head unit holds them; `nil` for a command.
    var children: [SDLShownMenuCell]?
}

/// A voice command fitted to the head unit.
struct SDLPlannedVoiceCommand: Sendable {
    var phrases: [String]
    var handler: @MainActor @Sendable () async -> Void
}

/// A voice command as the head unit holds it.
struct SDLShownVoiceCommand: Sendable {
    var id: Int
    var phrases: [String]
    var handler: @MainActor @Sendable () async -> Void
}
