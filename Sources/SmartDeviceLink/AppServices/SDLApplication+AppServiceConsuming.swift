public import SDLRPC
public import SDLSession

/// Using other apps' services: reading a service type's data once or following it (GetAppServiceData
/// with `subscribe`, then OnAppServiceData), the head unit's list of services
/// (OnSystemCapabilityUpdated APP_SERVICES) and PerformAppServiceInteraction.
extension SDLApplication {
    /// Reads the data of the active service of `serviceType` once (GetAppServiceData).
    ///
    /// - Throws: `SDLError`: `notConnected`; `appServiceRefused` with the head unit's code
    ///   (DATA_NOT_AVAILABLE when no service of the type takes app consumers, IGNORED for the app's
    ///   own service, DISALLOWED outside the policy's consumer group …); `invalidResponse` without data.
    public func getAppServiceData(ofType serviceType: String) async throws(SDLError) -> SDLAppServiceData {
        guard let session = registration?.session else {
            throw SDLError(code: .notConnected, message: "no registration to read \(serviceType) data on", rpcName: SDLGetAppServiceData.rpcName)
        }
        return try await SDLAppServiceRequests.getData(session, serviceType: serviceType, subscribe: nil)
    }

    /// Calls `handler` with the data of `serviceType`'s active service — the current data once
    /// subscribed, then every OnAppServiceData of that type — until the observation is cancelled or
    /// the application stops (or the observation is released: keep it). The first observer of a type subscribes (GetAppServiceData
    /// `subscribe: true`), the last to leave unsubscribes; after a reconnect the type is subscribed
    /// again, and a type without a provider is tried again when a service of it becomes active.
    ///
    /// ```swift
    /// let nowPlaying = application.observeAppServiceData(ofType: "MEDIA") { data in
    ///     titleView.fields = [data.mediaServiceData?.mediaTitle ?? ""]
    /// }
    /// ```
    public func observeAppServiceData(
        ofType serviceType: String, handler: @escaping @MainActor (SDLAppServiceData) -> Void
    ) -> SDLObservation {
        let id = appServiceStore.addObserver(serviceType, deliver: handler)
        return SDLObservation(task: Task {}) { [weak self] in self?.appServiceStore.removeObserver(id) }
    }

    /// ``observeAppServiceData(ofType:handler:)`` as a stream: it ends when the application stops,
    /// and its subscription leaves when the stream is dropped.
    ///
    /// ```swift
    /// for await data in application.appServiceDataUpdates(ofType: "MEDIA") {
    ///     titleView.fields = [data.mediaServiceData?.mediaTitle ?? ""]
    /// }
    /// ```
    public func appServiceDataUpdates(ofType serviceType: String) -> AsyncStream<SDLAppServiceData> {
        let (stream, continuation) = AsyncStream.makeStream(of: SDLAppServiceData.self)
        let store = appServiceStore
        let id = store.addObserver(serviceType, deliver: { continuation.yield($0) }, finish: { continuation.finish() })
        continuation.onTermination = { [weak store] _ in
            Task { @MainActor in store?.removeObserver(id) }
        }
        return stream
    }

    /// ``appServiceDataUpdates(ofType:)`` under its former name.
    @available(*, deprecated, renamed: "appServiceDataUpdates(ofType:)")
    public func appServiceData(ofType serviceType: String) -> AsyncStream<SDLAppServiceData> {
        appServiceDataUpdates(ofType: serviceType)
    }

    /// The services the head unit has published (its APP_SERVICES capability, kept current); empty
    /// until asked for (here, ``appServicesUpdates()`` or an observer of service data) and while
    /// not registered.
    public var appServices: [SDLAppServiceRecord] {
        if !appServiceStore.wantsServiceList {
            appServiceStore.wantsServiceList = true
            registration?.appServices?.wake()
        }
        return appServiceStore.directory.records
    }

    /// The list of services every time it changes, until the application stops; asking subscribes
    /// the app to APP_SERVICES on every registration.
    public func appServicesUpdates() -> AsyncStream<[SDLAppServiceRecord]> {
        appServiceStore.wantsServiceList = true
        registration?.appServices?.wake()
        return appServiceStore.listStreams.makeStream()
    }

    /// Asks the provider of service `serviceID` to act on `uri` (PerformAppServiceInteraction) and
    /// returns its answer; `requestServiceActive` asks the head unit to make the service the active
    /// one of its type first. `originApp` is this app's ID.
    ///
    /// - Throws: `SDLError`: `notConnected`; `appServiceRefused` with the code (INVALID_ID for an
    ///   unknown service or one without app consumers, the provider's own refusal …).
    public func performAppServiceInteraction(
        serviceID: String, uri: String, requestServiceActive: Bool? = nil
    ) async throws(SDLError) -> SDLPerformAppServiceInteractionResponse {
        guard let session = registration?.session else {
            throw SDLError(code: .notConnected, message: "no registration to reach service \(serviceID) on",
                           rpcName: SDLPerformAppServiceInteraction.rpcName)
        }
        let origin = configuration.lifecycle.fullAppID ?? configuration.lifecycle.appID
        let request = SDLPerformAppServiceInteraction(serviceUri: uri, serviceID: serviceID, originApp: origin,
                                                      requestServiceActive: requestServiceActive)
        return try await SDLAppServiceRequests.interact(session, request)
    }
}
