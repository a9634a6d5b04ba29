import SDLRPC

/// The IDs of an app's menu commands, submenus and voice commands: one counter for the app's
/// whole life, across reconnects, so a `cmdID` never equals a `menuID` and neither is ever given
/// twice. IDs start above every soft button ID (`OnButtonPress.customButtonID` reaches 65536), so
/// no ID is shared with a soft button either, and stay in the spec's `cmdID`/`menuID` range.
@MainActor
final class SDLMenuIDs {
    /// The first ID: one above the highest `customButtonID`.
    static let first = Int(SDLOnButtonPress.Parameters.customButtonID.maxValue ?? 65_536) + 1
    /// The highest ID the spec allows for both `cmdID` and `menuID`.
    static let last = Int(min(SDLAddCommand.Parameters.cmdID.maxValue ?? 2_000_000_000,
                              SDLAddSubMenu.Parameters.menuID.maxValue ?? 2_000_000_000))

    private var next = SDLMenuIDs.first

    /// A new ID (after 2 billion of them it starts over, which no app lives to see).
    func make() -> Int {
        let id = next
        next = id >= Self.last ? Self.first : id + 1
        return id
    }
}
