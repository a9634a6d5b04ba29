public import Foundation
public import SDLRPC
public import SDLSession

/// The central object of an SDL app, like `UIApplication` (SDL-0156): it connects to the head
/// unit, registers, follows the HMI status, tells its delegate what changes, and shows the top
/// view controller of its ``viewControllerManager``.
///
/// Most apps make the shared application once, early:
///
/// ```swift
/// let configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl")
/// try SDLApplication.initialize(configuration: configuration, rootViewController: HomeViewController(), delegate: appDelegate)
/// // later
/// let response = try await SDLApplication.shared?.send(SDLSpeak(ttsChunks: [SDLTTSChunk(text: "Hi", type: .text)]))
/// ```
///
/// A process that runs several applications (a server with one per car, tests) makes them with
/// ``init(configuration:rootViewController:delegate:notificationCenter:)``, each with its own
/// ``Configuration/connection``, and calls ``start()`` and ``stop()`` itself. Nothing is shared
/// between them: each has its own notification center, soft button IDs, cancel IDs and managers.
///
/// The application, its delegate calls, notifications and view controllers live on the main actor;
/// the managers (``fileManager``, ``permissionManager``, ``systemCapabilityManager``) are actors of
/// the current registration and `nil` while there is none. Only the main window (ID 0) decides
/// ``applicationState``. When the connection drops, the state becomes `.disconnected`
/// (`didDisconnect`), the application reconnects as ``Configuration/reconnectPolicy`` says, makes new
/// managers and registers again; the top view controller appears again when the head unit puts the
/// app in FULL or LIMITED.
///
/// **Streams and observations.** Every stream is a method named for what it yields: things that
/// happen, in the plural — ``events()``, ``errors()``, ``notifications(of:)``; the successive values
/// of something that changes, as `…Updates` — ``vehicleDataUpdates(_:)``,
/// ``appServiceDataUpdates(ofType:)``, ``appServicesUpdates()``,
/// ``SDLLockScreenManager/statusUpdates()``. Each outlives reconnects and ends when the application
/// stops; a stream that observes something (vehicle data, service data) stops observing when its
/// iteration ends. The handler forms are `observe…` and return an ``SDLObservation`` that lasts as
/// long as it is kept.
///
/// **Failures.** Nothing fails silently: a failed connection or registration is an event
/// (``SDLApplicationEvent/willRetryConnecting(_:)`` for each attempt retried,
/// ``SDLApplicationEvent/didFailToConnect(_:)`` when the application gives up), and the failures of
/// work nobody awaits come in ``errors()``.
@MainActor
public final class SDLApplication {
    /// The application made by ``initialize(configuration:rootViewController:delegate:)``.
    public private(set) static var shared: SDLApplication?

    /// Makes the shared application and starts it: it connects, and connects again after a drop,
    /// until ``stop()``.
    ///
    /// - Parameters:
    ///   - configuration: how the application connects and registers.
    ///   - rootViewController: the first controller of the ``viewControllerManager``.
    ///   - delegate: gets every event as a call; the application keeps it (see ``delegate``).
    /// - Throws: `SDLError` `alreadyInitialized` while a shared application runs (stop
    ///   it first).
    @discardableResult
    public static func initialize(
        configuration: Configuration, rootViewController: SDLViewController, delegate: (any SDLApplicationDelegate)?
    ) throws(SDLError) -> SDLApplication {
        if let shared, shared.isRunning {
            throw SDLError(
                code: .alreadyInitialized, message: "the shared application runs; stop it before initializing another")
        }
        let application = SDLApplication(
            configuration: configuration, rootViewController: rootViewController, delegate: delegate,
            notificationCenter: .default)
        shared = application
        application.start()
        return application
    }

    /// How the application connects and registers.
    public internal(set) var configuration: Configuration
    /// Gets every ``SDLApplicationEvent`` as a call. The application holds it until ``stop()``
    /// returns, so nothing else has to, and weakly after that (``start()`` holds it again), so a
    /// delegate that holds its application leaves no cycle once the application stopped.
    public var delegate: (any SDLApplicationDelegate)? {
        get { delegateHold.delegate }
        set { delegateHold.delegate = newValue }
    }
    /// Where the events are posted (`object` is this application): the application's own center,
    /// so its observers hear no other application; `NotificationCenter.default` for the shared one.
    public let notificationCenter: NotificationCenter
    /// The view controllers; its top controller is on screen while the app is FULL or LIMITED.
    public let viewControllerManager: SDLViewControllerManager

    /// The current state; `.disconnected` until the first HMI status of a registration.
    public var applicationState: SDLApplicationState { status.state }
    /// Whether the app's audio is heard (main window); NOT_AUDIBLE while disconnected.
    public var audibleState: SDLAudioStreamingState { status.audibleState }
    /// What the head unit shows over the app (main window); MAIN while disconnected.
    public var systemContext: SDLSystemContext { status.systemContext }

    /// The current registration's lifecycle manager (registration response, languages, HMI
    /// status of every window); `nil` while not registered.
    public var lifecycleManager: SDLLifecycleManager? { registration?.lifecycle }
    /// The current registration's file manager; `nil` while not registered.
    public var fileManager: SDLFileManager? { registration?.fileManager }
    /// The current registration's permission manager; `nil` while not registered.
    public var permissionManager: SDLPermissionManager? { registration?.permissionManager }
    /// The current registration's system capability manager; `nil` while not registered.
    public var systemCapabilityManager: SDLSystemCapabilityManager? { registration?.systemCapabilityManager }
    /// Why the latest connection or registration attempt failed; `nil` after a success. Each
    /// failure is reported too: ``SDLApplicationEvent/willRetryConnecting(_:)`` or, when the
    /// application gives up, ``SDLApplicationEvent/didFailToConnect(_:)``.
    public internal(set) var lastError: SDLError?
    /// Whether the application connects or is connected: ``start()`` was called, and neither
    /// ``stop()`` finished nor the application gave up (``SDLApplicationState/failed``).
    public var isRunning: Bool { runTask != nil }

    var status = SDLApplicationStatus()
    var registration: SDLApplicationRegistration?
    var eventStreams = SDLEventStreams<SDLApplicationEvent>()
    var runTask: Task<Void, Never>?
    /// Makes each registration's screen: an ``SDLScreenManager`` (tests record instead).
    var makeScreen: @MainActor (SDLApplicationScreenContext) -> any SDLApplicationScreen = SDLApplicationScreenContext.makeScreenManager
    var isStopping = false
    /// Soft button IDs for the app's whole life, so a reconnect never gives a live button's ID away.
    let softButtonIDs = SDLSoftButtonIDs()
    /// The next `cancelID` for an overlay RPC.
    var cancelIDCounter = 1
    /// Menu, command and submenu IDs for the app's whole life, so no two ever collide.
    let menuIDs = SDLMenuIDs()
    /// The app-wide menu, voice commands and hardware buttons.
    var declarations = SDLMenuDeclarations()
    /// The ``delegate``, held strongly until ``stop()`` returns.
    var delegateHold: SDLDelegateHold
    /// ``menuDynamicUpdates``, for every registration's menu manager.
    var menuUpdateMode: SDLMenuDynamicUpdates
    /// The notification streams, across registrations.
    let notificationHub = SDLNotificationHub()
    /// How to install each of the app's request handlers on a registration's session.
    var requestHandlers: [Int: @Sendable (SDLSession) -> Void] = [:]
    /// The lock-screen manager behind ``lockScreen``: one for the application's whole life.
    let lockScreenManager = SDLLockScreenManager()
    /// The vehicle data items each observation observes.
    var vehicleDataObservers: [Int: Set<String>] = [:]
    var nextVehicleDataObserverID = 0
    /// The app's services and the services it consumes, across registrations.
    let appServiceStore = SDLAppServiceStore()
    /// The video stream behind ``videoStream``: one for the application's whole life.
    let videoStreamHub = SDLApplicationVideoStream()
    /// The touches and gestures behind ``touches()`` and ``gestures()``, across registrations.
    let touchHub = SDLTouchHub()
    /// The touchable areas behind ``hapticAreas``, sent on every registration's video stream.
    let hapticHub = SDLHapticHub()

    /// The failures of work nobody awaits, from every registration's managers (see ``errors()``).
    let errorHub = SDLUnawaitedErrorHub()

    /// Creates an application that does nothing until ``start()``.
    ///
    /// - Parameters:
    ///   - configuration: how the application connects and registers.
    ///   - rootViewController: the first controller of the ``viewControllerManager``.
    ///   - delegate: gets every event as a call; the application keeps it until ``stop()`` returns.
    ///   - notificationCenter: where the events are posted; a center of this application's own
    ///     unless given, so several applications in one process never hear each other.
    public init(
        configuration: Configuration, rootViewController: SDLViewController,
        delegate: (any SDLApplicationDelegate)?, notificationCenter: NotificationCenter = NotificationCenter()
    ) {
        self.configuration = configuration
        self.delegateHold = SDLDelegateHold(delegate)
        self.notificationCenter = notificationCenter
        self.menuUpdateMode = configuration.menuDynamicUpdates
        self.viewControllerManager = SDLViewControllerManager(
            mode: configuration.viewControllerManagerMode, rootViewController: rootViewController)
        viewControllerManager.application = self
        appServiceStore.errorHandler = errorHub.reporter(for: .appServices)
        hapticHub.errorHandler = errorHub.reporter(for: .haptics)
    }

    /// Starts connecting to the head unit in a task the application keeps (and ``stop()`` ends), and
    /// returns at once: the delegate and ``events()`` tell when the app is registered, each failed
    /// attempt that will be retried, and a failure that ends the trying (the state is then
    /// ``SDLApplicationState/failed``). Calling it while running or stopping does nothing; after
    /// ``stop()``, or after the application gave up, it starts again.
    public func start() {
        guard runTask == nil else { return }
        delegateHold.hold(true)
        isStopping = false
        status.restart()
        runTask = Task { await self.runConnections() }
    }

    /// Unregisters, closes the connection and stops reconnecting; returns when everything has
    /// ended. The state is then `.disconnected` (with `didDisconnect` if the app was registered),
    /// and every stream from ``events()`` finishes. The application can be started again.
    public func stop() async {
        if let task = runTask {
            isStopping = true
            if let session = registration?.session ?? connectingSession { await session.close() }
            task.cancel()
            await task.value
            if runTask == task { runTask = nil }
        }
        eventStreams.finish()
        errorHub.finish()
        notificationHub.finish()
        appServiceStore.finish()
        videoStreamHub.finish()
        touchHub.finish()
        delegateHold.hold(false)
    }

    /// Every event from now on, in delegate order, until ``stop()``.
    public func events() -> AsyncStream<SDLApplicationEvent> {
        eventStreams.makeStream()
    }

    /// Sends any request on the current registration and returns its typed response, whatever its
    /// result code (check `success`).
    ///
    /// ```swift
    /// let response = try await application.send(SDLShow(mainField1: "Hello"))
    /// ```
    /// - Throws: `SDLError` — `notConnected` while not registered; the session's `timedOut`,
    ///   `connectionClosed`, `cancelled` … when no response came; `encryptionNeeded` when the head
    ///   unit answered ENCRYPTION_NEEDED; `securityNotConfigured` at once for a request the policy
    ///   requires encrypted when no security layer is configured (``Configuration/encryption``).
    ///   Its `SDLError/rpcName` names the request.
    public func send<Request: SDLRequest>(_ request: Request) async throws(SDLError) -> Request.Response {
        try await send(request, bulkData: nil)
    }

    /// Sends any request with binary data after its JSON (SystemRequest, PutFile …) on the current
    /// registration and returns its typed response, whatever its result code (check `success`).
    ///
    /// ```swift
    /// let answer = try await application.send(SDLSystemRequest(requestType: .proprietary, fileName: "policy"), bulkData: reply)
    /// ```
    /// - Throws: `SDLError` as ``send(_:)`` does.
    public func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?) async throws(SDLError) -> Request.Response {
        guard let registration else {
            throw SDLError(
                code: .notConnected, message: "no registration with a head unit to send \(Request.rpcName) on",
                rpcName: Request.rpcName)
        }
        try await protectIfRequired(Request.rpcName, on: registration)
        let response: Request.Response
        do {
            response = try await registration.session.send(request, bulkData: bulkData, timeout: nil)
        } catch {
            throw SDLError(error, otherwise: .requestFailed, rpcName: Request.rpcName)
        }
        try Self.checkEncryptionAnswer(response, rpcName: Request.rpcName)
        if response.success { registration.screen?.noteSent(request) }
        return response
    }

    /// The current registration's screen manager, which shows the top view controller's view;
    /// `nil` while not registered. Await ``SDLScreenManager/update()`` to know a change is on screen.
    public var screenManager: SDLScreenManager? { registration?.screen as? SDLScreenManager }

    /// The session being connected or negotiated before a registration exists.
    var connectingSession: SDLSession?
}
