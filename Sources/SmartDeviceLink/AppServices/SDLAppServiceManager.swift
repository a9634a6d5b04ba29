import SDLRPC
import SDLSession

/// Keeps one registration's app services in step with what the application declares: publishes
/// the app's services (again after a reconnect, followed by their latest data under the new
/// service ID), keeps one GetAppServiceData subscription per service type some observer watches
/// (subscribe for the first observer, unsubscribe after the last, tried again when a service of
/// the type becomes active), follows the head unit's list of services, and hands every
/// OnAppServiceData to the observers of its type.
@MainActor
final class SDLAppServiceManager {
    let session: SDLSession
    let store: SDLAppServiceStore
    let capabilities: SDLSystemCapabilityManager
    /// The consumed types subscribed on the head unit.
    private(set) var subscribed: Set<String> = []
    /// Consumed types whose subscription failed, until a service of the type becomes active.
    private var failed: Set<String> = []
    /// The manifest of each type as last published on this registration.
    private var publishedManifests: [String: SDLAppServiceManifest] = [:]
    /// The manifests whose publishing failed on this registration (tried again once changed).
    private var failedPublishing: [String: SDLAppServiceManifest] = [:]
    private var hasServiceList = false
    private var isFinished = false
    private let signal = SDLWakeSignal()
    private var followers: [Task<Void, Never>] = []

    init(session: SDLSession, store: SDLAppServiceStore, capabilities: SDLSystemCapabilityManager) {
        self.session = session
        self.store = store
        self.capabilities = capabilities
    }

    /// Something to do (a declaration or an observer changed).
    func wake() { signal.wake() }

    /// Works until the registration ends.
    func run() async {
        let data = session.notifications(of: SDLOnAppServiceData.self)
        let updates = session.notifications(of: SDLOnSystemCapabilityUpdated.self)
        followers.append(Task { [weak self] in
            for await notification in data { self?.store.deliver(notification.serviceData) }
        })
        followers.append(Task { [weak self] in
            for await notification in updates where notification.systemCapability.systemCapabilityType == .appServices {
                self?.take(notification.systemCapability.appServicesCapabilities, replacing: false)
            }
        })
        signal.wake()
        for await _ in signal.wakeUps {
            guard !isFinished else { break }
            await synchronize()
        }
    }

    /// Ends the manager.
    func finish() {
        isFinished = true
        signal.finish()
        for follower in followers { follower.cancel() }
        followers.removeAll()
    }

    /// Takes in the head unit's services; a newly active service of a type whose subscription
    /// failed makes it worth trying again.
    private func take(_ capability: SDLAppServicesCapabilities?, replacing: Bool) {
        store.directory.apply(capability, replacing: replacing)
        let retry = failed.filter { store.directory.activeService(ofType: $0) != nil }
        if !retry.isEmpty {
            failed.subtract(retry)
            signal.wake()
        }
    }

    // MARK: Publishing

    /// Sends PublishAppService for `manifest` and keeps the record; throws the refusal.
    func publish(_ manifest: SDLAppServiceManifest) async throws(SDLError) -> SDLAppServiceRecord {
        let response: SDLPublishAppServiceResponse
        do {
            response = try await session.send(SDLPublishAppService(appServiceManifest: manifest), bulkData: nil, timeout: nil)
        } catch {
            throw SDLError(error, otherwise: .requestFailed, rpcName: SDLPublishAppService.rpcName)
        }
        guard response.success, let record = response.appServiceRecord else {
            throw SDLError(
                code: .appServiceRefused, message: "PublishAppService(\(manifest.serviceType)) was refused",
                rpcName: SDLPublishAppService.rpcName, resultCode: response.resultCode, info: response.info)
        }
        store.records[manifest.serviceType] = record
        publishedManifests[manifest.serviceType] = manifest
        return record
    }

    /// Sends UnpublishAppService for `record`'s service.
    func unpublish(_ record: SDLAppServiceRecord) async throws(SDLError) {
        let serviceType = record.serviceManifest.serviceType
        let response: SDLUnpublishAppServiceResponse
        do {
            response = try await session.send(SDLUnpublishAppService(serviceID: record.serviceID), bulkData: nil, timeout: nil)
        } catch {
            throw SDLError(error, otherwise: .requestFailed, rpcName: SDLUnpublishAppService.rpcName)
        }
        guard response.success else {
            throw SDLError(
                code: .appServiceRefused, message: "UnpublishAppService(\(serviceType)) was refused",
                rpcName: SDLUnpublishAppService.rpcName, resultCode: response.resultCode, info: response.info)
        }
    }

    /// Sends `data` as OnAppServiceData under the registration's ID of its type; `false` when the
    /// type is not published on this registration (yet).
    @discardableResult
    func send(_ data: SDLAppServiceData) throws(SDLError) -> Bool {
        guard let record = store.records[data.serviceType] else { return false }
        var current = data
        current.serviceID = record.serviceID
        try session.send(SDLOnAppServiceData(serviceData: current))
        return true
    }

    // MARK: Keeping in step

    /// Publishes what is not published yet, fetches the service list when wanted, and subscribes
    /// and unsubscribes consumed types, until nothing is left to do.
    private func synchronize() async {
        while !isFinished {
            if !store.retired.isEmpty {
                await retire(store.retired.removeFirst())
                continue
            }
            if let manifest = store.publishedTypes.lazy.compactMap({ self.store.manifests[$0] }).first(where: { self.needsPublishing($0) }) {
                await republish(manifest)
                continue
            }
            if !hasServiceList, store.wantsServiceList || !store.observedTypes.isEmpty {
                hasServiceList = true
                await fetchServiceList()
                continue
            }
            let wanted = store.observedTypes
            if let type = wanted.subtracting(subscribed).subtracting(failed).sorted().first {
                await subscribe(type, true)
                continue
            }
            if let type = subscribed.subtracting(wanted).sorted().first {
                await subscribe(type, false)
                continue
            }
            return
        }
    }

    /// Whether `manifest` differs from what this registration published of its type (and did not
    /// fail to publish already).
    private func needsPublishing(_ manifest: SDLAppServiceManifest) -> Bool {
        publishedManifests[manifest.serviceType] != manifest && failedPublishing[manifest.serviceType] != manifest
    }

    /// Publishes a declared service on this registration (a changed manifest updates it, SDL-0225);
    /// a new service gets its latest data.
    private func republish(_ manifest: SDLAppServiceManifest) async {
        let isNew = store.records[manifest.serviceType] == nil
        do {
            let record = try await publish(manifest)
            failedPublishing[manifest.serviceType] = nil
            guard store.manifests[manifest.serviceType] != nil else {
                // The declaration dropped the service while it was being published: unpublish it.
                store.records[manifest.serviceType] = nil
                publishedManifests[manifest.serviceType] = nil
                if !store.retired.contains(where: { $0.serviceID == record.serviceID }) { store.retired.append(record) }
                return
            }
            if isNew, let data = store.providedData[manifest.serviceType] { try send(data) }
        } catch {
            failedPublishing[manifest.serviceType] = manifest
            store.errorHandler?(error)
        }
    }

    /// Unpublishes a service the declaration no longer lists.
    private func retire(_ record: SDLAppServiceRecord) async {
        publishedManifests[record.serviceManifest.serviceType] = nil
        do {
            try await unpublish(record)
        } catch {
            store.errorHandler?(error)
        }
    }

    /// GetSystemCapability(APP_SERVICES) with a subscription: the list, then its updates.
    private func fetchServiceList() async {
        do {
            let capability = try await capabilities.fetchCapability(.appServices, subscribe: true)
            take(capability.appServicesCapabilities, replacing: true)
        } catch {
            store.errorHandler?(error)
        }
    }

    /// GetAppServiceData with `subscribe`; a subscription's data goes to the observers.
    private func subscribe(_ serviceType: String, _ subscribe: Bool) async {
        do {
            let data = try await SDLAppServiceRequests.getData(session, serviceType: serviceType, subscribe: subscribe)
            if subscribe {
                subscribed.insert(serviceType)
                store.deliver(data)
            } else {
                subscribed.remove(serviceType)
            }
        } catch {
            if subscribe {
                failed.insert(serviceType)
                store.errorHandler?(error)
            } else {
                subscribed.remove(serviceType)
            }
        }
    }
}
