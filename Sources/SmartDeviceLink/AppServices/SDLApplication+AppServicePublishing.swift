public import SDLRPC
public import SDLSession

/// Publishing app services (SDL-0167, SDL-0225): the app's service of a type is published on the
/// current registration and again on every later one, its data kept current with OnAppServiceData,
/// and GetAppServiceData from consumers answered with that data unless the app answers itself.
extension SDLApplication {
    /// Publishes `manifest` (PublishAppService) and returns the head unit's record of it — its
    /// service ID and whether it is active. Publishing a type the app already publishes updates its
    /// manifest (SDL-0225). The service is published again after every reconnect, followed by its
    /// latest data; until the app calls ``handleRequests(of:_:)`` for `SDLGetAppServiceData`
    /// itself, consumers' GetAppServiceData is answered with the data of `updateAppServiceData(_:)`.
    ///
    /// ```swift
    /// let manifest = SDLAppServiceManifest(serviceName: "Radio", serviceType: SDLAppServiceType.media.rawValue,
    ///                                      allowAppConsumers: true, mediaServiceManifest: SDLMediaServiceManifest())
    /// let record = try await application.publishAppService(manifest)
    /// print(record.serviceID, record.serviceActive)
    /// ```
    /// - Throws: `SDLError`: `notConnected`; `appServiceRefused` with the result code (DISALLOWED
    ///   when the policy table does not let the app publish the type or name, REJECTED for a name
    ///   another app's service has); the request's own error.
    @available(*, deprecated, message: "declare the service in providedAppServices: it is published after every registration")
    @discardableResult
    public func publishAppService(_ manifest: SDLAppServiceManifest) async throws(SDLError) -> SDLAppServiceRecord {
        guard let manager = registration?.appServices else {
            throw SDLError(code: .notConnected, message: "no registration to publish \(manifest.serviceType) on",
                           rpcName: SDLPublishAppService.rpcName)
        }
        installDefaultAppServiceHandlers()
        let record = try await manager.publish(manifest)
        appServiceStore.declare(manifest)
        return record
    }

    /// Unpublishes the app's service of `serviceType` (UnpublishAppService) and stops publishing it
    /// after reconnects; its data is forgotten.
    ///
    /// - Throws: `SDLError`: `appServiceNotPublished` when the app does not publish the type;
    ///   `appServiceRefused` or the request's error (the service is forgotten all the same).
    public func unpublishAppService(ofType serviceType: String) async throws(SDLError) {
        guard appServiceStore.manifests[serviceType] != nil else {
            throw SDLError(code: .appServiceNotPublished, message: "the app publishes no \(serviceType) service",
                           rpcName: SDLUnpublishAppService.rpcName)
        }
        let manager = registration?.appServices
        let record = appServiceStore.records[serviceType]
        appServiceStore.forget(serviceType)
        if let record { try await manager?.unpublish(record) }
    }

    /// Makes `data` the current data of the app's service of its `serviceType` and sends it to the
    /// head unit (OnAppServiceData) with the service's current ID — whatever `data.serviceID` says.
    /// While not registered the data is kept and sent after the next publication.
    ///
    /// ```swift
    /// try application.updateAppServiceData(SDLAppServiceData(
    ///     serviceType: "MEDIA", serviceID: "", mediaServiceData: SDLMediaServiceData(mediaTitle: "Blue in Green")))
    /// ```
    /// - Throws: `SDLError`: `appServiceNotPublished` when the app publishes no service of the type;
    ///   the session's error when sending fails.
    @available(*, deprecated, message: "send typed data of a provided service: updateAppServiceData(.media(SDLMediaServiceData(…)))")
    public func updateAppServiceData(_ data: SDLAppServiceData) throws(SDLError) {
        guard appServiceStore.manifests[data.serviceType] != nil else {
            throw SDLError(code: .appServiceNotPublished, message: "the app publishes no \(data.serviceType) service",
                           rpcName: SDLOnAppServiceData.rpcName)
        }
        appServiceStore.providedData[data.serviceType] = data
        try registration?.appServices?.send(data)
    }

    /// The current registration's records of the app's published services, by service type; empty
    /// while not registered.
    public var publishedAppServices: [String: SDLAppServiceRecord] { appServiceStore.records }

    /// Answers GetAppServiceData from the published data, unless the app answers it itself.
    func installDefaultAppServiceDataHandler() {
        guard requestHandlers[SDLGetAppServiceData.rpcFunctionID] == nil else { return }
        let store = appServiceStore
        handleRequests(of: SDLGetAppServiceData.self) { [weak store] request in
            await MainActor.run { store?.answer(request) }
                ?? SDLGetAppServiceDataResponse(success: false, resultCode: .rejected, info: "the application has stopped")
        }
    }
}

extension SDLAppServiceStore {
    /// A provider's answer to GetAppServiceData: the latest data of the requested type under its
    /// current service ID (only the type and ID before any data), or REJECTED for a type the app
    /// does not publish.
    func answer(_ request: SDLGetAppServiceData) -> SDLGetAppServiceDataResponse {
        guard let record = records[request.serviceType] else {
            return SDLGetAppServiceDataResponse(
                success: false, resultCode: .rejected, info: "no \(request.serviceType) service is published by this app")
        }
        var data = providedData[request.serviceType] ?? SDLAppServiceData(serviceType: request.serviceType, serviceID: record.serviceID)
        data.serviceID = record.serviceID
        return SDLGetAppServiceDataResponse(success: true, resultCode: .success, serviceData: data)
    }
}
