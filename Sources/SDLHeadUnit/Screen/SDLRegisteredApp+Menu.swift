/// The app's menu as the HMI keeps it.
///
/// **Order.** Each entry is inserted among its parent's entries (the top level or a submenu) at its
/// `position` when it arrives, as MOBILE_API's `MenuParams.position` and `AddSubMenu.position` say:
/// "0 will insert at the front. 1 will insert at the second position. If position is greater or
/// equal than the number of items …, [it] will be appended to the end. If this param was omitted the
/// entry will be added at the end." Positions are not sort keys: adding A (no position), B (0), then
/// C (1) gives B, C, A. Deleting an entry closes its gap. Commands without `menuParams` (voice only)
/// are not in the menu.
extension SDLRegisteredApp {
    /// An entry of ``menuOrder``.
    enum MenuKey: Hashable, Sendable {
        case command(Int)
        case subMenu(Int)
    }

    /// The menu in display order, submenus with their entries.
    public var menu: [SDLHeadUnitMenuItem] {
        menuItems(under: 0, depth: 0)
    }

    /// The entries of submenu `menuID` in display order (`0`: the top level); `nil` when there is no
    /// such submenu.
    public func menuItems(in menuID: Int) -> [SDLHeadUnitMenuItem]? {
        guard menuID == 0 || subMenus[menuID] != nil else { return nil }
        return menuItems(under: menuID, depth: 0)
    }

    /// Commands the app added without `menuParams`: the driver can only say them. By `cmdID`.
    public var voiceOnlyCommands: [Command] {
        commands.values.filter { $0.menuName == nil }.sorted { $0.id < $1.id }
    }

    /// The submenus from the top level down to `menuID` (`[menuID]` for a top-level submenu); `nil`
    /// when there is no such submenu or its parents loop.
    func menuPath(to menuID: Int) -> [Int]? {
        var path: [Int] = []
        var current = menuID
        while current != 0 {
            guard let subMenu = subMenus[current], !path.contains(current) else { return nil }
            path.insert(current, at: 0)
            current = subMenu.parentID
        }
        return path
    }

    /// Stores a command and, when it has a menu entry, inserts it at its position.
    mutating func add(_ command: Command) {
        commands[command.id] = command
        if command.menuName != nil { insert(.command(command.id), parentID: command.parentID, position: command.position) }
    }

    /// Stores a submenu and inserts it at its position.
    mutating func add(_ subMenu: SubMenu) {
        subMenus[subMenu.id] = subMenu
        insert(.subMenu(subMenu.id), parentID: subMenu.parentID, position: subMenu.position)
    }

    /// Removes command `id`; `false` when there is none.
    mutating func removeCommand(_ id: Int) -> Bool {
        guard let command = commands.removeValue(forKey: id) else { return false }
        menuOrder[command.parentID]?.removeAll { $0 == .command(id) }
        return true
    }

    /// Removes submenu `id` with everything under it — nested submenus and their commands — as
    /// Core's DeleteSubMenu does (`DeleteNestedSubMenus`, `DeleteSubMenuUICommands`); an open menu
    /// inside it goes back to the submenu's parent level. `false` when there is no such submenu.
    mutating func removeSubMenu(_ id: Int) -> Bool {
        guard let subMenu = subMenus.removeValue(forKey: id) else { return false }
        for child in subMenus.values.filter({ $0.parentID == id }).map(\.id) {
            _ = removeSubMenu(child)
        }
        for command in commands.values where command.parentID == id && command.menuName != nil {
            commands[command.id] = nil
        }
        menuOrder[id] = nil
        menuOrder[subMenu.parentID]?.removeAll { $0 == .subMenu(id) }
        if let path = openMenuPath, let index = path.firstIndex(of: id) {
            openMenuPath = Array(path[..<index])
        }
        return true
    }

    private mutating func insert(_ key: MenuKey, parentID: Int, position: Int?) {
        var entries = menuOrder[parentID] ?? []
        let index = position.map { min(max($0, 0), entries.count) } ?? entries.count
        entries.insert(key, at: index)
        menuOrder[parentID] = entries
    }

    /// The deepest nesting returned; Core does not limit depth, the display does (`menuLayoutsAvailable`
    /// says nothing of it), so this only guards against a loop.
    private static let maximumDepth = 32

    private func menuItems(under parentID: Int, depth: Int) -> [SDLHeadUnitMenuItem] {
        guard depth < Self.maximumDepth else { return [] }
        return (menuOrder[parentID] ?? []).compactMap { key in
            switch key {
            case .command(let id):
                guard let command = commands[id], let name = command.menuName else { return nil }
                return SDLHeadUnitMenuItem(
                    id: id, kind: .command, menuName: name, secondaryText: command.secondaryText,
                    tertiaryText: command.tertiaryText, icon: command.icon, secondaryImage: command.secondaryImage,
                    vrCommands: command.vrCommands)
            case .subMenu(let id):
                guard let subMenu = subMenus[id] else { return nil }
                return SDLHeadUnitMenuItem(
                    id: id, kind: .submenu, menuName: subMenu.menuName, secondaryText: subMenu.secondaryText,
                    tertiaryText: subMenu.tertiaryText, icon: subMenu.icon, secondaryImage: subMenu.secondaryImage,
                    subMenuLayout: subMenu.menuLayout, children: menuItems(under: id, depth: depth + 1))
            }
        }
    }
}
