import SDLRPC
import SDLSession

extension SDLMenuManager {
    /// Opens the menu, or the submenu `subMenu` (ShowAppMenu, RPC 6.0+): a cell of the menu the
    /// app declared, found on the head unit by what it shows (texts, artworks, layout — the first
    /// one at any depth when two show the same).
    ///
    /// ```swift
    /// let playlists = SDLMenuCell.subMenu("Playlists") { … }
    /// application.menu = SDLMenu { playlists }
    /// try await application.menuManager?.open(playlists)
    /// ```
    /// - Throws: `SDLError`: `rpcVersionTooLow` before RPC 6.0; `unknownMenu` when `subMenu` is a
    ///   command, or no submenu on the head unit is that cell (not declared, or not sent yet —
    ///   await ``update()`` first); the request's error when refused (REJECTED outside FULL).
    public func open(_ subMenu: SDLMenuCell? = nil) async throws(SDLError) {
        let since = SDLRPCVersion(6, 0, 0)   // MOBILE_API.xml: <function name="ShowAppMenu" … since="6.0">
        if rpcVersion < since {
            throw SDLError(
                code: .rpcVersionTooLow, message: "ShowAppMenu needs RPC \(since); the head unit speaks \(rpcVersion)",
                rpcName: SDLShowAppMenu.rpcName)
        }
        var request = SDLShowAppMenu()
        if let subMenu {
            guard subMenu.subCells != nil else {
                throw SDLError(code: .unknownMenu, message: "'\(subMenu.text)' is a command, not a submenu", rpcName: SDLShowAppMenu.rpcName)
            }
            guard let id = Self.shownID(of: SDLMenuEntry(declaring: subMenu), in: shownCells) else {
                throw SDLError(code: .unknownMenu, message: "the submenu '\(subMenu.text)' is not on the head unit", rpcName: SDLShowAppMenu.rpcName)
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

    /// The ID of the first shown cell declared as `face`, depth first.
    private static func shownID(of face: SDLMenuEntry, in cells: [SDLShownMenuCell]) -> Int? {
        for cell in cells {
            if cell.declared == face { return cell.id }
            if let found = shownID(of: face, in: cell.children ?? []) { return found }
        }
        return nil
    }
}
