/// The open menu of the app in FULL, drawn where its template was:
///
/// ```text
/// ├─ menu Music · LIST ──────────────────────────────────────┤
/// │ (1) Play — Now · img:play.png                            │
/// │ [10] Settings ›                                          │
/// ```
///
/// `(id)` is a command (select it with `selectCommand`), `[id] … ›` a submenu (`openSubMenu`). Entries
/// come in display order; a submenu's title is its path, e.g. `menu Music › Settings`.
extension SDLTextRenderer {
    func menuBody(_ app: SDLRegisteredApp) -> [String] {
        let path = app.openMenuPath ?? []
        let names = path.compactMap { app.subMenus[$0]?.menuName }
        let layout = path.last.flatMap { app.subMenus[$0]?.menuLayout } ?? app.menuLayout ?? "LIST"
        var title = "menu " + (app.menuTitle ?? app.appName)
        for name in names { title += " › " + name }
        var lines = [divider(label: "\(title) · \(layout)")]
        if let icon = app.menuIcon, path.isEmpty { lines.append(row("icon: \(icon.value)")) }
        let items = app.menuItems(in: path.last ?? 0) ?? []
        if items.isEmpty { lines.append(row("(no entries)")) }
        for item in items { lines.append(row(Self.menuLine(item))) }
        return lines
    }

    /// `(id) name — secondary · tertiary · img:icon` for a command, `[id] name ›` for a submenu.
    static func menuLine(_ item: SDLHeadUnitMenuItem) -> String {
        var text = item.kind == .command ? "(\(item.id)) \(item.menuName)" : "[\(item.id)] \(item.menuName) ›"
        let details = [item.secondaryText, item.tertiaryText].compactMap { $0 }.filter { !$0.isEmpty }
        if !details.isEmpty { text += " — " + details.joined(separator: " · ") }
        if let icon = item.icon { text += " · img:\(icon.value)" }
        if let secondary = item.secondaryImage { text += " · img2:\(secondary.value)" }
        return text
    }
}
