import SDLHeadUnit
import SDLRPC

/// An app as the page lists it: identity, HMI status, subscribed hardware buttons and its menu.
enum WebAppFeed {
    static func json(_ app: SDLRegisteredApp) -> SDLJSONValue {
        [
            "id": .integer(app.id),
            "appName": .string(app.appName),
            "isMediaApplication": .bool(app.isMediaApplication),
            "appHMITypes": .array(app.appHMITypes.map { .string($0) }),
            "hmiLevel": .string(app.hmiLevel.rawValue),
            "audioStreamingState": .string(app.audioStreamingState.rawValue),
            "systemContext": .string(app.systemContext.rawValue),
            "subscribedButtons": .array(app.subscribedButtons.sorted().map { .string($0) }),
            "menu": .array(menu(app, parentID: 0, depth: 0)),
        ]
    }

    /// The deepest submenu nesting drawn; deeper entries (which Core refuses anyway) are left out.
    static let maximumDepth = 8

    /// The entries under `parentID`: submenus (with their entries) and commands that have a menu
    /// name, each group in id order. Voice-only commands have no menu entry.
    static func menu(_ app: SDLRegisteredApp, parentID: Int, depth: Int) -> [SDLJSONValue] {
        guard depth < maximumDepth else { return [] }
        let subMenus = app.subMenus.values.filter { $0.parentID == parentID && $0.id != parentID }.sorted { $0.id < $1.id }
        let commands = app.commands.values.filter { $0.parentID == parentID && $0.menuName != nil }.sorted { $0.id < $1.id }
        var entries: [SDLJSONValue] = subMenus.map { subMenu in
            [
                "kind": "submenu", "id": .integer(subMenu.id), "menuName": .string(subMenu.menuName),
                "entries": .array(menu(app, parentID: subMenu.id, depth: depth + 1)),
            ]
        }
        entries += commands.map { command in
            ["kind": "command", "id": .integer(command.id), "menuName": .string(command.menuName ?? "")]
        }
        return entries
    }
}
