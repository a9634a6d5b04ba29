import SDLRPC
import SDLSession

/// What one menu cell shows on the head unit, after the menu was fitted to it: the value the
/// dynamic update compares (two cells showing the same are the same cell; handlers do not count).
struct SDLMenuEntry: Hashable, Sendable {
    /// `menuName`, made unique within its level.
    var title: String
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

/// A cell fitted to the head unit, ready to compare and send.
struct SDLPlannedMenuCell: Sendable {
    var entry: SDLMenuEntry
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
