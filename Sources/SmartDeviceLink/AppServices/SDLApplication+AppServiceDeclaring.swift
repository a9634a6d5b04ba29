import SDLRPC
public import SDLSession

/// App services declared like menus: the application publishes what ``providedAppServices`` lists
/// on every registration, routes interactions to the declaring service and sends typed data under
/// the service's current ID.
extension SDLApplication {
    /// The services the app provides. Set it at any time — before ``start()`` too: once registered
    /// the application publishes each (PublishAppService), after a reconnect it publishes them again
    /// followed by their latest data, a changed manifest is published again as an update
    /// (SDL-0225) and a service that leaves the list is unpublished. A refusal (DISALLOWED by the
    /// head unit's policy, REJECTED for a name another app's service has) goes to ``errors()``.
    /// Consumers' GetAppServiceData is answered with the data of
    /// `updateAppServiceData(.media(…))` and PerformAppServiceInteraction goes to
    /// the service's ``SDLAppService/interactionHandler``, unless the app handles those requests
    /// itself (``handleRequests(of:_:)``).
    ///
    /// ```swift
    /// application.providedAppServices = [
    ///     .media("Radio") { interaction in "playing \(interaction.uri)" },
    /// ]
    /// try application.updateAppServiceData(.media(SDLMediaServiceData(mediaTitle: "So What")))
    /// ```
    public var providedAppServices: [SDLAppService] {
        get { appServiceStore.declared }
        set {
            installDefaultAppServiceHandlers()
            appServiceStore.declare(newValue)
            registration?.appServices?.wake()
        }
    }

    /// Makes `update` the current data of the app's provided service of its kind and sends it
    /// (OnAppServiceData) under the service's current ID. While not registered (or not yet
    /// published) the data is kept and sent once the service is published.
    ///
    /// ```swift
    /// try application.updateAppServiceData(.media(SDLMediaServiceData(mediaTitle: "Blue in Green")))
    /// ```
    /// - Throws: `SDLError`: `appServiceNotPublished` when the app provides no service of the kind;
    ///   the session's error when sending fails.
    public func updateAppServiceData(_ update: SDLAppServiceUpdate) throws(SDLError) {
        let serviceType = update.serviceType.rawValue
        guard appServiceStore.manifests[serviceType] != nil else {
            throw SDLError(code: .appServiceNotPublished, message: "the app provides no \(serviceType) service",
                           rpcName: SDLOnAppServiceData.rpcName)
        }
        let data = update.serviceData(serviceID: appServiceStore.records[serviceType]?.serviceID ?? "")
        appServiceStore.providedData[serviceType] = data
        try registration?.appServices?.send(data)
    }

    /// Answers GetAppServiceData from the published data and routes PerformAppServiceInteraction to
    /// the declared services, unless the app answers either itself.
    func installDefaultAppServiceHandlers() {
        installDefaultAppServiceDataHandler()
        guard requestHandlers[SDLPerformAppServiceInteraction.rpcFunctionID] == nil else { return }
        let store = appServiceStore
        handleRequests(of: SDLPerformAppServiceInteraction.self) { [weak store] request in
            guard let store else {
                return SDLPerformAppServiceInteractionResponse(success: false, resultCode: .rejected, info: "the application has stopped")
            }
            return await store.interact(request)
        }
    }
}

extension SDLAppServiceStore {
    /// A provider's answer to PerformAppServiceInteraction: the declared service's handler's, or
    /// INVALID_ID for a service this app does not publish, UNSUPPORTED_REQUEST for one without a
    /// handler, REJECTED when the handler throws.
    func interact(_ request: SDLPerformAppServiceInteraction) async -> SDLPerformAppServiceInteractionResponse {
        guard let type = records.first(where: { $0.value.serviceID == request.serviceID })?.key else {
            return SDLPerformAppServiceInteractionResponse(
                success: false, resultCode: SDLResult(rawValue: "INVALID_ID"), info: "no service \(request.serviceID) is published by this app")
        }
        guard let handler = declaredService(ofType: type)?.interactionHandler else {
            return SDLPerformAppServiceInteractionResponse(
                success: false, resultCode: SDLResult(rawValue: "UNSUPPORTED_REQUEST"), info: "the \(type) service takes no interactions")
        }
        let interaction = SDLAppServiceInteraction(uri: request.serviceUri, originApp: request.originApp, serviceID: request.serviceID)
        do {
            let result = try await handler(interaction)
            return SDLPerformAppServiceInteractionResponse(success: true, resultCode: .success, serviceSpecificResult: result)
        } catch {
            return SDLPerformAppServiceInteractionResponse(success: false, resultCode: .rejected, info: error.message)
        }
    }
}
