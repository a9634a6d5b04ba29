import SDLRPC
import SDLSession

/// What the application needs from a registration's screen: the HMI level to follow, the view to
/// show, and a loop to run. ``SDLScreenManager`` is the real one; tests put in a recording one
/// through ``SDLApplication/makeScreen``.
@MainActor
protocol SDLApplicationScreen: SDLViewPresenting, Sendable {
    /// The main window's HMI level; `nil` while not registered.
    var hmiLevel: SDLHMILevel? { get set }
    /// Runs for the registration's lifetime (until the channel ends or the task is cancelled).
    func run() async
    /// The app sent `request` by hand and the head unit accepted it: a Show or SetDisplayLayout
    /// changes what the screen manager knows is on screen.
    func noteSent<Request: SDLRequest>(_ request: Request)
}

extension SDLApplicationScreen {
    /// Ignores hand-sent requests.
    func noteSent<Request: SDLRequest>(_ request: Request) {}
}

extension SDLScreenManager: SDLApplicationScreen {
    /// A hand-sent Show updates the manager's idea of the screen; so does SetDisplayLayout's template.
    func noteSent<Request: SDLRequest>(_ request: Request) {
        if let show = request as? SDLShow {
            noteSentShow(show)
        } else if Request.rpcFunctionID == SDLFunctionNames.functionID(named: "SetDisplayLayout"),
                  let template = request.jsonObject["displayLayout"]?.stringValue {
            // SetDisplayLayout is deprecated in 8.0.0; read its layout from the JSON to stay warning-free.
            noteSentDisplayLayout(named: template)
        }
    }
}

/// What a registration's screen is made from.
struct SDLApplicationScreenContext {
    /// The connection of the registration.
    var channel: any SDLRPCChannel
    /// The registration's file manager.
    var fileManager: SDLFileManager
    /// The registration's capability manager.
    var systemCapabilityManager: SDLSystemCapabilityManager
    /// The negotiated RPC version.
    var rpcVersion: SDLRPCVersion
    /// The app's soft button IDs, the same for every registration.
    var buttonIDs: SDLSoftButtonIDs
    /// Where the screen reports the failures of automatic updates, for the app's whole life.
    var errorHub: SDLUnawaitedErrorHub

    /// The real screen: an ``SDLScreenManager`` for this registration.
    @MainActor
    static func makeScreenManager(_ context: SDLApplicationScreenContext) -> any SDLApplicationScreen {
        SDLScreenManager(
            channel: context.channel, fileManager: context.fileManager,
            systemCapabilityManager: context.systemCapabilityManager, rpcVersion: context.rpcVersion,
            buttonIDs: context.buttonIDs, errorHub: context.errorHub)
    }
}
