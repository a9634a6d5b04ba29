public import SDLRPC
public import SDLSession

/// An app's menu: its cells, and the title, icon and layout of the menu itself
/// (SetGlobalProperties). Set it on the application (app-wide) or on a view controller (while it
/// is the top one, its menu replaces the app's): the menu manager sends only what differs from the
/// menu on the head unit.
///
/// ```swift
/// menu = SDLMenu(title: "Player", layout: .list) {
///     SDLMenuCell("Shuffle", voiceCommands: ["Shuffle"]) { await player.shuffle() }
///     SDLMenuCell.subMenu("Playlists", layout: .tiles) {
///         for playlist in playlists { SDLMenuCell(playlist.name, artwork: playlist.art) { play(playlist) } }
///     }
/// }
/// ```
public struct SDLMenu: Sendable {
    /// The menu's title (`menuTitle`); `nil` leaves the head unit's.
    public var title: String?
    /// The menu button's icon (`menuIcon`); `nil` leaves the head unit's.
    public var icon: SDLArtwork?
    /// How the top level is laid out (`menuLayout`, RPC 6.0+), checked against the display's
    /// `menuLayoutsAvailable`; `nil` leaves the head unit's.
    public var layout: SDLMenuLayout?
    /// The top-level cells, in order.
    public var cells: [SDLMenuCell]

    /// A menu of `cells`.
    public init(title: String? = nil, icon: SDLArtwork? = nil, layout: SDLMenuLayout? = nil, cells: [SDLMenuCell]) {
        self.title = title
        self.icon = icon
        self.layout = layout
        self.cells = cells
    }

    /// A menu of the cells `content` builds.
    public init(
        title: String? = nil, icon: SDLArtwork? = nil, layout: SDLMenuLayout? = nil, @SDLMenuBuilder _ content: () -> [SDLMenuCell]
    ) {
        self.init(title: title, icon: icon, layout: layout, cells: content())
    }
}
