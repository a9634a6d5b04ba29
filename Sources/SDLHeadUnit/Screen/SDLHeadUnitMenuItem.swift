import SDLRPC

/// One entry of an app's menu as the head unit holds it: a command (AddCommand with `menuParams`) or
/// a submenu (AddSubMenu) with its own entries, in display order.
///
/// ```swift
/// let menu = try await headUnit.menu()
/// #expect(menu.map(\.menuName) == ["Play", "Settings"])
/// #expect(menu[1].children.map(\.id) == [3, 4])
/// ```
public struct SDLHeadUnitMenuItem: Sendable, Hashable {
    /// What an entry is.
    public enum Kind: String, Sendable, Hashable {
        /// A command: selecting it sends OnCommand (`id` is its `cmdID`).
        case command
        /// A submenu: selecting it opens its entries (`id` is its `menuID`).
        case submenu
    }

    /// `cmdID` or `menuID`.
    public var id: Int
    /// Command or submenu.
    public var kind: Kind
    /// The text shown (`menuParams.menuName` or AddSubMenu's `menuName`).
    public var menuName: String
    /// `secondaryText` (RPC 7.1).
    public var secondaryText: String?
    /// `tertiaryText` (RPC 7.1).
    public var tertiaryText: String?
    /// `cmdIcon` or `menuIcon`; ``SDLHeadUnitImage/value`` is the file name or static icon id.
    public var icon: SDLHeadUnitImage?
    /// `secondaryImage` (RPC 7.1).
    public var secondaryImage: SDLHeadUnitImage?
    /// A command's `vrCommands` (empty for a submenu).
    public var vrCommands: [String]
    /// A submenu's layout as the head unit draws it (`nil`: the display's default, see
    /// ``SDLRegisteredApp/SubMenu/menuLayout``); always `nil` for a command.
    public var subMenuLayout: String?
    /// A submenu's entries in display order (empty for a command).
    public var children: [SDLHeadUnitMenuItem]

    /// Creates an entry.
    public init(id: Int, kind: Kind, menuName: String, secondaryText: String? = nil, tertiaryText: String? = nil,
                icon: SDLHeadUnitImage? = nil, secondaryImage: SDLHeadUnitImage? = nil, vrCommands: [String] = [],
                subMenuLayout: String? = nil, children: [SDLHeadUnitMenuItem] = []) {
        self.id = id
        self.kind = kind
        self.menuName = menuName
        self.secondaryText = secondaryText
        self.tertiaryText = tertiaryText
        self.icon = icon
        self.secondaryImage = secondaryImage
        self.vrCommands = vrCommands
        self.subMenuLayout = subMenuLayout
        self.children = children
    }

    /// The JSON form for state dumps (`children` only for a submenu).
    public var json: SDLJSONValue {
        var object: SDLJSONObject = ["kind": .string(kind.rawValue), "id": .integer(id), "menuName": .string(menuName)]
        if let secondaryText { object.append("secondaryText", .string(secondaryText)) }
        if let tertiaryText { object.append("tertiaryText", .string(tertiaryText)) }
        if let icon { object.append("icon", icon.json) }
        if let secondaryImage { object.append("secondaryImage", secondaryImage.json) }
        if !vrCommands.isEmpty { object.append("vrCommands", .array(vrCommands.map { .string($0) })) }
        if let subMenuLayout { object.append("subMenuLayout", .string(subMenuLayout)) }
        if kind == .submenu { object.append("children", .array(children.map(\.json))) }
        return .object(object)
    }
}
