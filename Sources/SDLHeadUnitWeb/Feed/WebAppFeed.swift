import SDLHeadUnit
import SDLRPC

/// An app as the page lists it: identity, HMI status, subscribed hardware buttons, its menu and
/// where the user is in it (`menuOpenPath`: `null` while closed, else the submenu ids from the top),
/// its touchable areas (`hapticRects`, head unit coordinates) and whether its video service is
/// started (`streamingVideo`).
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
            "menu": .array(app.menu.map { entry($0, app: app) }),
            "menuOpenPath": app.openMenuPath.map { .array($0.map { .integer($0) }) } ?? .null,
            "menuTitle": app.menuTitle.map { .string($0) } ?? .null,
            "menuIcon": WebImageFeed.json(app.menuIcon, app: app),
            "menuLayout": .string(app.menuLayout ?? "LIST"),
            "voiceCommands": .array(app.commands.values.sorted { $0.id < $1.id }.flatMap(\.vrCommands).map { .string($0) }),
            "hapticRects": .array(app.hapticRects.map(\.json)),
            "streamingVideo": .bool(app.isStreamingVideo),
        ]
    }

    /// A menu entry in display order (``SDLRegisteredApp/menu``): a command, or a submenu with its
    /// `entries`; images resolved like the screen's. Voice-only commands have no entry.
    static func entry(_ item: SDLHeadUnitMenuItem, app: SDLRegisteredApp) -> SDLJSONValue {
        var object: SDLJSONObject = ["kind": .string(item.kind.rawValue), "id": .integer(item.id), "menuName": .string(item.menuName)]
        object.append("secondaryText", item.secondaryText.map { .string($0) } ?? .null)
        object.append("tertiaryText", item.tertiaryText.map { .string($0) } ?? .null)
        object.append("icon", WebImageFeed.json(item.icon, app: app))
        if item.kind == .submenu {
            object.append("layout", .string(item.subMenuLayout ?? "LIST"))
            object.append("entries", .array(item.children.map { entry($0, app: app) }))
        }
        return .object(object)
    }
}
