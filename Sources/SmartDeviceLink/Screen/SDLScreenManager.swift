/// Turns the presented view tree into RPCs: one `Show` per change carrying only what changed, the
/// template change when the layout changes, artwork uploads before the image is shown, and soft
/// button presses routed to the button view that owns them (SDL-0134).
///
/// The application makes one per registration and tells it the HMI level; the view controller
/// manager tells it which view tree (and template) is on screen.
///
/// CONTRACT (skeleton): the application/view-controller side calls only what is declared here.
@MainActor
public final class SDLScreenManager {
    /// Creates a manager for one registration.
    init(
        channel: any SDLRPCChannel,
        fileManager: SDLFileManager,
        systemCapabilityManager: SDLSystemCapabilityManager,
        rpcVersion: SDLRPCVersion
    ) {}

    /// Follows the head unit's button notifications until the channel ends them or the task is
    /// cancelled. The application runs it beside the other managers.
    func run() async {}

    /// The main window's HMI level. Nothing is sent while it is `nil` or NONE; the first FULL or
    /// LIMITED (or BACKGROUND) sends the current screen.
    var hmiLevel: SDLHMILevel? {
        get { nil }
        set {}
    }

    /// Shows `view` (the top view controller's view) with `template` (a predefined layout's name
    /// or a custom one; `nil` leaves the template as it is). Sends what differs from the screen.
    func present(_ view: SDLView?, template: String?) {}
}
