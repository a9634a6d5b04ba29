public import SDLRPC
public import SDLSession

/// One entry of the app's menu (SDL-0173's menu manager): a command the user selects, or a
/// submenu holding more cells (see ``SDLSubMenu``). Cells are values; the menu manager compares
/// them by what the head unit shows (title, texts, icons, voice commands, layout — not the
/// handler) and sends only what changed.
///
/// ```swift
/// SDLMenuCell("Shuffle", icon: shuffleArt, voiceCommands: ["Shuffle"]) { source in
///     await player.shuffle()                    // source: .menu or .vr
/// }
/// ```
public struct SDLMenuCell: Sendable {
    /// What selecting the cell does.
    public enum Kind: Sendable {
        /// A command (AddCommand): `handler` runs when the user selects it, with how it was selected.
        case command(handler: (@MainActor @Sendable (SDLTriggerSource) async -> Void)?)
        /// A submenu (AddSubMenu) showing `cells` in `layout` (`nil`: the menu's layout).
        case subMenu(layout: SDLMenuLayout?, cells: [SDLMenuCell])
    }

    /// The cell's text (`menuName`). Below RPC 7.1 the head unit refuses a title used twice in one
    /// level (DUPLICATE_NAME), so the menu manager adds " (2)", " (3)" … to repeated ones there.
    public var title: String
    /// A second line (RPC 7.1+, when the display shows it).
    public var secondaryText: String?
    /// A third line (RPC 7.1+, when the display shows it).
    public var tertiaryText: String?
    /// The cell's image, uploaded before the cell is sent (a cell whose upload failed is shown
    /// without it).
    public var icon: SDLArtwork?
    /// A second image (RPC 7.1+).
    public var secondaryIcon: SDLArtwork?
    /// Phrases the user can say to select the command (commands only). Empty strings are dropped;
    /// a phrase used twice in the app's menu and voice commands (ignoring case) is refused.
    public var voiceCommands: [String]
    /// Command or submenu.
    public var kind: Kind

    /// A command cell; `handler` runs on the main actor when the user selects it.
    ///
    /// ```swift
    /// SDLMenuCell("Settings") { [unowned self] in showSettings() }
    /// ```
    public init(
        _ title: String, secondaryText: String? = nil, tertiaryText: String? = nil, icon: SDLArtwork? = nil,
        secondaryIcon: SDLArtwork? = nil, voiceCommands: [String] = [], handler: (@MainActor @Sendable () async -> Void)? = nil
    ) {
        var wrapped: (@MainActor @Sendable (SDLTriggerSource) async -> Void)?
        if let handler { wrapped = { _ in await handler() } }
        self.init(title, secondaryText: secondaryText, tertiaryText: tertiaryText, icon: icon, secondaryIcon: secondaryIcon,
                  voiceCommands: voiceCommands, kind: .command(handler: wrapped))
    }

    /// A command cell whose `handler` learns how it was selected (`.menu` or `.vr`).
    public init(
        _ title: String, secondaryText: String? = nil, tertiaryText: String? = nil, icon: SDLArtwork? = nil,
        secondaryIcon: SDLArtwork? = nil, voiceCommands: [String] = [],
        handler: @escaping @MainActor @Sendable (SDLTriggerSource) async -> Void
    ) {
        self.init(title, secondaryText: secondaryText, tertiaryText: tertiaryText, icon: icon, secondaryIcon: secondaryIcon,
                  voiceCommands: voiceCommands, kind: .command(handler: handler))
    }

    /// A cell of any kind.
    public init(
        _ title: String, secondaryText: String? = nil, tertiaryText: String? = nil, icon: SDLArtwork? = nil,
        secondaryIcon: SDLArtwork? = nil, voiceCommands: [String] = [], kind: Kind
    ) {
        self.title = title
        self.secondaryText = secondaryText
        self.tertiaryText = tertiaryText
        self.icon = icon
        self.secondaryIcon = secondaryIcon
        self.voiceCommands = voiceCommands
        self.kind = kind
    }

    /// The cells of a submenu; `nil` for a command.
    public var subCells: [SDLMenuCell]? {
        if case .subMenu(_, let cells) = kind { return cells }
        return nil
    }

    /// The handler of a command; `nil` for a submenu or a command without one.
    var handler: (@MainActor @Sendable (SDLTriggerSource) async -> Void)? {
        if case .command(let handler) = kind { return handler }
        return nil
    }
}

/// A submenu cell for the menu DSL: a title (and texts, icon, layout) over the cells its block builds.
///
/// ```swift
/// SDLMenu {
///     SDLSubMenu("Playlists", icon: listArt, layout: .tiles) {
///         for playlist in playlists { SDLMenuCell(playlist.name) { play(playlist) } }
///     }
/// }
/// ```
public struct SDLSubMenu: Sendable {
    /// The submenu as a menu cell.
    public var cell: SDLMenuCell

    /// A submenu of the cells `content` builds, shown in `layout` (`nil`: the menu's layout).
    public init(
        _ title: String, secondaryText: String? = nil, tertiaryText: String? = nil, icon: SDLArtwork? = nil,
        secondaryIcon: SDLArtwork? = nil, layout: SDLMenuLayout? = nil, @SDLMenuBuilder _ content: () -> [SDLMenuCell]
    ) {
        cell = SDLMenuCell(title, secondaryText: secondaryText, tertiaryText: tertiaryText, icon: icon,
                           secondaryIcon: secondaryIcon, kind: .subMenu(layout: layout, cells: content()))
    }
}
