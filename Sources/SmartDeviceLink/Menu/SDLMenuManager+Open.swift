import SDLRPC
import SDLSession

extension SDLMenuManager {
    /// Opens the menu, or the first submenu titled `subMenuTitle` (ShowAppMenu, RPC 6.0+).
    ///
    /// - Throws: `SDLError`: `rpcVersionTooLow` before RPC 6.0; `unknownMenu` when no submenu on
    ///   the head unit has that title; the request's error when refused (REJECTED outside FULL).
    public func open(subMenuTitle: String? = nil) async throws(SDLError) {
        let since = SDLRPCVersion(6, 0, 0)   // MOBILE_API.xml: <function name="ShowAppMenu" … since="6.0">
        if rpcVersion < since {
            throw SDLError(
                code: .rpcVersionTooLow, message: "ShowAppMenu needs RPC \(since); the head unit speaks \(rpcVersion)",
                rpcName: SDLShowAppMenu.rpcName)
        }
        var request = SDLShowAppMenu()
        if let subMenuTitle {
            guard let id = Self.subMenu(titled: subMenuTitle, in: shownCells) else {
                throw SDLError(code: .unknownMenu, message: "no submenu titled '\(subMenuTitle)' is on the head unit", rpcName: SDLShowAppMenu.rpcName)
            }
            request.menuID = id
        }
        let response: SDLShowAppMenuResponse
        do {
            response = try await channel.send(request)
        } catch {
            throw SDLError(sending: SDLShowAppMenu.rpcName, error)
        }
        guard response.success else { throw SDLError(refused: response, rpcName: SDLShowAppMenu.rpcName) }
    }

    /// The ID of the first submenu titled `title` (its title as declared, before it was made unique).
    private static func subMenu(titled title: String, in cells: [SDLShownMenuCell]) -> Int? {
        for cell in cells where cell.entry.isSubMenu {
            if cell.entry.title == title { return cell.id }
            if let found = subMenu(titled: title, in: cell.children ?? []) { return found }
        }
        return nil
    }
}
