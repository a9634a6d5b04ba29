public import SDLRPC
public import SDLSession

/// One entry of the app's menu (SDL-0173's menu manager): a command the user selects, or a
/// submenu holding more cells (``subMenu(_:secondaryText:tertiaryText:artwork:secondaryArtwork:layout:_:)``).
/// Cells are values; the menu manager compares them by what the head unit shows (texts,
/// artworks, voice commands, layout — not the handler) and sends only what changed.
///
/// **Field names.** A menu cell and a choice (``SDLChoiceCell``) name what they show alike:
/// ``text``, ``secondaryText``, ``tertiaryText``, ``artwork``, ``secondaryArtwork``,
/// ``voiceCommands`` — the three texts read as one series, and `artwork` is the name of the type
/// and of the image in every other view (``SDLImageView/artwork``, ``SDLSoftButtonState/artwork``).
/// sdl_ios calls a menu cell's text `title` and its image `icon`, and a choice's `text` and
/// `artwork`; this library keeps the choice's names for both.
///
/// ```swift
/// SDLMenuCell("Shuffle", artwork: shuffleArt, voiceCommands: ["Shuffle"]) { source in
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

    /// The cell's text (`menuName`). Below RPC 7.1 the head unit refuses a text used twice in one
    /// level (DUPLICATE_NAME), so the menu manager adds " (2)", " (3)" … to repeated ones there.
    public var text: String
    /// A second line (RPC 7.1+, when the display shows it).
    public var secondaryText: String?
    /// A third line (RPC 7.1+, when the display shows it).
    public var tertiaryText: String?
    /// The cell's image, uploaded before the cell is sent (a cell whose upload failed is shown
    /// without it).
    public var artwork: SDLArtwork?
    /// A second image (RPC 7.1+).
    public var secondaryArtwork: SDLArtwork?
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
        _ text: String, secondaryText: String? = nil, tertiaryText: String? = nil, artwork: SDLArtwork? = nil,
        secondaryArtwork: SDLArtwork? = nil, voiceCommands: [String] = [], handler: (@MainActor @Sendable () async -> Void)? = nil
    ) {
        var wrapped: (@MainActor @Sendable (SDLTriggerSource) async -> Void)?
        if let handler { wrapped = { _ in await handler() } }
        self.init(text, secondaryText: secondaryText, tertiaryText: tertiaryText, artwork: artwork, secondaryArtwork: secondaryArtwork,
                  voiceCommands: voiceCommands, kind: .command(handler: wrapped))
    }

    /// A command cell whose `handler` learns how it was selected (`.menu` or `.vr`).
    public init(
        _ text: String, secondaryText: String? = nil, tertiaryText: String? = nil, artwork: SDLArtwork? = nil,
        secondaryArtwork: SDLArtwork? = nil, voiceCommands: [String] = [],
        handler: @escaping @MainActor @Sendable (SDLTriggerSource) async -> Void
    ) {
        self.init(text, secondaryText: secondaryText, tertiaryText: tertiaryText, artwork: artwork, secondaryArtwork: secondaryArtwork,
                  voiceCommands: voiceCommands, kind: .command(handler: handler))
    }

    /// A cell of any kind.
    public init(
        _ text: String, secondaryText: String? = nil, tertiaryText: String? = nil, artwork: SDLArtwork? = nil,
        secondaryArtwork: SDLArtwork? = nil, voiceCommands: [String] = [], kind: Kind
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.tertiaryText = tertiaryText
        self.artwork = artwork
        self.secondaryArtwork = secondaryArtwork
        self.voiceCommands = voiceCommands
        self.kind = kind
    }

    /// A submenu cell of the cells `content` builds, shown in `layout` (`nil`: the menu's layout) —
    /// `SDLMenuCell(text, kind: .subMenu(layout:cells:))` written as a block. Keep the cell to open
    /// it later with ``SDLApplication/openMenu(_:)``.
    ///
    /// ```swift
    /// SDLMenu {
    ///     SDLMenuCell.subMenu("Playlists", artwork: listArt, layout: .tiles) {
    ///         for playlist in playlists { SDLMenuCell(playlist.name) { play(playlist) } }
    ///     }
    /// }
    /// ```
    public static func subMenu(
        _ text: String, secondaryText: String? = nil, tertiaryText: String? = nil, artwork: SDLArtwork? = nil,
        secondaryArtwork: SDLArtwork? = nil, layout: SDLMenuLayout? = nil, @SDLMenuBuilder _ content: () -> [SDLMenuCell]
    ) -> SDLMenuCell {
        SDLMenuCell(text, secondaryText: secondaryText, tertiaryText: tertiaryText, artwork: artwork,
                    secondaryArtwork: secondaryArtwork, kind: .subMenu(layout: layout, cells: content()))
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
