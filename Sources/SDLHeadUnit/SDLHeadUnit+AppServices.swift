import SDLRPC

/// The app services the head unit hosts between apps: the published services with their records,
/// and which service types each app subscribed to (GetAppServiceData with `subscribe`). `app` names
/// an app by its head-unit id; without it the app in FULL (or the only app) is meant.
///
/// ```swift
/// let services = try await headUnit.appServices()                    // [SDLAppServiceRecord]
/// let media = services.first { $0.serviceManifest.serviceType == "MEDIA" }
/// let types = try await headUnit.appServiceSubscriptions(app: 2)     // ["MEDIA"]
/// ```
extension SDLHeadUnit {
    /// Every published service, oldest first, as its `AppServiceRecord` (ID, manifest, published, active).
    public func appServices() async throws(SDLHeadUnitError) -> [SDLAppServiceRecord] {
        try await onLoop { core throws(SDLHeadUnitError) in
            core.engine.appServices.services.compactMap { service in
                try? SDLAppServiceRecord(json: .object(service.record()), policy: .lenient)
            }
        }
    }

    /// The service types whose data the app subscribed to, sorted.
    public func appServiceSubscriptions(app: Int? = nil) async throws(SDLHeadUnitError) -> [String] {
        try await onLoop { core throws(SDLHeadUnitError) in
            let engine = core.engine
            let id = try engine.resolveApp(app)
            return (engine.appServices.subscriptions[id] ?? []).sorted()
        }
    }
}
