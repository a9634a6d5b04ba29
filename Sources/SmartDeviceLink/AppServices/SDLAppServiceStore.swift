import SDLRPC
import SDLSession

/// What the application keeps about app services for its whole life, across registrations: the
/// services it publishes (republished on every registration) with their latest data, the service
/// types whose data it observes as a consumer, and the head unit's services as last known.
@MainActor
final class SDLAppServiceStore {
    /// One observer of a service type's data.
    struct DataObserver {
        let serviceType: String
        let deliver: @MainActor (SDLAppServiceData) -> Void
        /// Ends the observer's stream when the application stops (`nil` for a handler).
        let finish: (@MainActor () -> Void)?
    }

    /// The manifests the app publishes, by service type (Core keeps one service per type per app).
    private(set) var manifests: [String: SDLAppServiceManifest] = [:]
    /// The service types in the order the app first published them.
    private(set) var publishedTypes: [String] = []
    /// The services the app declares (``SDLApplication/providedAppServices``).
    private(set) var declared: [SDLAppService] = []
    /// Records of services the declaration dropped, still to be unpublished on this registration.
    var retired: [SDLAppServiceRecord] = []
    /// The latest data the app gave each of its service types.
    var providedData: [String: SDLAppServiceData] = [:]
    /// The current registration's record of each published type.
    var records: [String: SDLAppServiceRecord] = [:]
    /// Observers of other apps' service data, by observation.
    private(set) var dataObservers: [Int: DataObserver] = [:]
    private var nextObserverID = 0
    /// Whether the app asked for the head unit's list of services.
    var wantsServiceList = false
    /// The head unit's services (APP_SERVICES) as last known; empty while not registered.
    var directory = SDLAppServiceDirectory() {
        didSet { if directory != oldValue { listStreams.yield(directory.records) } }
    }
    /// Streams of the list of services.
    var listStreams = SDLEventStreams<[SDLAppServiceRecord]>()
    /// Errors no one awaits (a republish refused after a reconnect, a refused subscription, a
    /// service list the head unit would not give); the application reports them in ``SDLApplication/errors()``.
    var errorHandler: (@MainActor (SDLError) -> Void)?
    /// Called when what the registration's manager should do changed.
    var didChange: (@MainActor () -> Void)?

    /// Keeps `manifest` as the app's service of its type.
    func declare(_ manifest: SDLAppServiceManifest) {
        if manifests[manifest.serviceType] == nil { publishedTypes.append(manifest.serviceType) }
        manifests[manifest.serviceType] = manifest
    }

    /// Makes `services` the app's declared services: a type no longer declared is forgotten (its
    /// record kept in ``retired`` for the manager to unpublish), every declared one kept by type
    /// (the last of a type wins, as the head unit keeps one service per type per app).
    func declare(_ services: [SDLAppService]) {
        let types = Set(services.map(\.kind.serviceType.rawValue))
        for service in declared where !types.contains(service.kind.serviceType.rawValue) {
            let type = service.kind.serviceType.rawValue
            if let record = records[type] { retired.append(record) }
            forget(type)
        }
        declared = services
        for service in services { declare(service.manifest) }
    }

    /// The declared service of `serviceType`, if any.
    func declaredService(ofType serviceType: String) -> SDLAppService? {
        declared.last { $0.kind.serviceType.rawValue == serviceType }
    }

    /// Forgets the app's service of `serviceType` and its data.
    func forget(_ serviceType: String) {
        manifests[serviceType] = nil
        providedData[serviceType] = nil
        records[serviceType] = nil
        publishedTypes.removeAll { $0 == serviceType }
        declared.removeAll { $0.kind.serviceType.rawValue == serviceType }
    }

    /// Adds an observer of `serviceType`'s data; returns its id.
    func addObserver(
        _ serviceType: String, deliver: @escaping @MainActor (SDLAppServiceData) -> Void, finish: (@MainActor () -> Void)? = nil
    ) -> Int {
        let id = nextObserverID
        nextObserverID += 1
        dataObservers[id] = DataObserver(serviceType: serviceType, deliver: deliver, finish: finish)
        didChange?()
        return id
    }

    /// Removes an observer.
    func removeObserver(_ id: Int) {
        guard dataObservers.removeValue(forKey: id) != nil else { return }
        didChange?()
    }

    /// The service types some observer observes.
    var observedTypes: Set<String> { Set(dataObservers.values.map(\.serviceType)) }

    /// Hands `data` to the observers of its type.
    func deliver(_ data: SDLAppServiceData) {
        for observer in dataObservers.values where observer.serviceType == data.serviceType {
            observer.deliver(data)
        }
    }

    /// The registration ended: its records and the head unit's list are gone.
    func registrationEnded() {
        records = [:]
        retired = []
        directory = SDLAppServiceDirectory()
    }

    /// The application stopped: every observation of data ends, and the list streams.
    func finish() {
        listStreams.finish()
        let observers = dataObservers.values
        dataObservers.removeAll()
        for observer in observers { observer.finish?() }
    }
}
