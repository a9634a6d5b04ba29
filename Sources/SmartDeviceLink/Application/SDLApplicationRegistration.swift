import SDLRPC
import SDLSession

/// What belongs to one registration with a head unit: its connection and its managers. A new
/// registration (after a reconnect or a re-registration) gets new ones.
@MainActor
struct SDLApplicationRegistration {
    /// The connection the registration lives on.
    let session: SDLSession
    /// Registers and follows the HMI status.
    let lifecycle: SDLLifecycleManager
    /// Files on the head unit.
    let fileManager: SDLFileManager
    /// RPC permissions.
    let permissionManager: SDLPermissionManager
    /// The head unit's capabilities.
    let systemCapabilityManager: SDLSystemCapabilityManager
    /// Shows the top view controller's view; made once registered (it needs the negotiated version).
    var screen: (any SDLApplicationScreen)?
    /// Keeps the menu and voice commands; made once registered.
    var menu: SDLMenuManager?
    /// Keeps the hardware button subscriptions; made once registered.
    var buttons: SDLHardwareButtonManager?
    /// Keeps the vehicle data subscriptions; made once registered.
    var vehicleData: SDLVehicleDataManager?
    /// Publishes the app's services and keeps its consumed ones subscribed; made once registered.
    var appServices: SDLAppServiceManager?
    /// The negotiated RPC version, once registered.
    var rpcVersion = SDLRPCVersion(1, 0, 0)
    /// Runs the overlay presentations of this registration.
    let overlays = SDLOverlayRunner()
    /// Streams PCM audio for a NAVIGATION or PROJECTION app; made once registered (it needs the
    /// head unit's `pcmStreamCapabilities`).
    var audio: SDLAudioStreamManager?
    /// The choice cells loaded on the head unit; made once registered (it needs the negotiated version).
    var choiceSets: SDLChoiceSetManager?

    /// Creates the managers for a registration on `session`; they subscribe to its notifications at once.
    init(session: SDLSession, lifecycle configuration: SDLLifecycleConfiguration) {
        self.session = session
        self.lifecycle = SDLLifecycleManager(configuration: configuration, channel: session)
        self.fileManager = SDLFileManager(channel: session)
        self.permissionManager = SDLPermissionManager(channel: session)
        self.systemCapabilityManager = SDLSystemCapabilityManager(channel: session)
    }
}
