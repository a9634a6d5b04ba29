import SDLRPC

/// How SDL Core 8.2 routes app-service data between apps (docs/core-rules.md, "App services"):
/// GetAppServiceData and PerformAppServiceInteraction go to the provider as requests of the head
/// unit's own (`CommandRequestImpl::SendProviderRequest`), the provider's answer goes back to the
/// consumer under the consumer's correlation ID, and OnAppServiceData from the provider goes to the
/// apps subscribed to its type.
extension HeadUnitEngine {
    /// How long Core waits for a provider: its default timeout (10 s) plus `RpcPassThroughTimeout` (10 s).
    static let forwardedRequestTimeout: Duration = .seconds(20)

    // MARK: Requests from consumers

    /// GetAppServiceData: forwarded, as sent, to the provider of the type's active service.
    func handleGetAppServiceData(_ request: IncomingRequest) {
        let serviceType = request.parameters["serviceType"]?.stringValue ?? ""
        let provider = appServices.activeService(ofType: serviceType).flatMap { $0.allowsAppConsumers ? $0 : nil }
        forward(request, to: provider, parameters: request.parameters,
                missing: ("DATA_NOT_AVAILABLE", "No app service provider with serviceType: \(serviceType) is available"))
    }

    /// PerformAppServiceInteraction: a service ID no service has is INVALID_ID at once (Core's
    /// `PerformAppServiceInteractionRequest::Run`, before any provider is looked for);
    /// `requestServiceActive` activates the service first (at once for an app in FULL; otherwise the
    /// emulator's HMI consents, as AppService.GetActiveServiceConsent answered `activate: true`) and
    /// is not passed on; then forwarded to the service's provider.
    func handlePerformAppServiceInteraction(_ request: IncomingRequest) {
        let id = request.parameters["serviceID"]?.stringValue ?? ""
        guard appServices.service(id) != nil else {
            respond(to: request, resultCode: "INVALID_ID", info: "The requested service ID does not exist")
            return
        }
        var parameters = request.parameters
        if parameters.removeValue(forKey: "requestServiceActive")?.boolValue == true {
            activateAppService(id)
        }
        let provider = appServices.service(id).flatMap { $0.allowsAppConsumers ? $0 : nil }
        forward(request, to: provider, parameters: parameters,
                missing: ("INVALID_ID", "No app service provider with serviceId: \(id) is available"))
    }

    /// Sends `parameters` to `service`'s provider as a request of the head unit's own and keeps the
    /// consumer's request until the answer: without a provider (or one refusing app consumers)
    /// `missing`; to the consumer's own service IGNORED.
    private func forward(_ request: IncomingRequest, to service: HeadUnitAppServices.Service?, parameters: SDLJSONObject,
                         missing: (code: String, info: String)) {
        guard let service, let provider = apps[service.providerAppID] else {
            respond(to: request, resultCode: missing.code, info: missing.info)
            return
        }
        guard service.providerAppID != request.appID else {
            respond(to: request, resultCode: "IGNORED", info: "Consumer app is same as producer app")
            return
        }
        let correlationID = appServices.makeCorrelationID()
        let timer = startTimer(.forwardedRequest(correlationID: correlationID), after: Self.forwardedRequestTimeout)
        appServices.forwarded[correlationID] = HeadUnitAppServices.Forwarded(request: request, providerAppID: service.providerAppID, timer: timer)
        emit(.send(provider.endpoint, HeadUnitMessage(kind: .request, functionID: request.functionID, correlationID: correlationID,
                                                      json: .object(parameters))))
    }

    /// No answer from the provider in time: the consumer gets GENERIC_ERROR (Core's `OnTimeOut`).
    func forwardedRequestTimedOut(_ correlationID: Int32) {
        guard let forwarded = appServices.forwarded.removeValue(forKey: correlationID) else { return }
        guard let consumer = forwarded.request.appID, apps[consumer] != nil else { return }
        respond(to: forwarded.request, resultCode: "GENERIC_ERROR")
    }

    // MARK: Messages from providers

    /// A response or notification from an app: a provider's answer to a forwarded request, or its
    /// OnAppServiceData. Anything else has no effect (as before).
    func receiveFromApp(_ message: HeadUnitMessage, from endpoint: HeadUnitEndpoint, appID: Int?) {
        guard let appID, let record = apps[appID], let json = message.json else { return }
        switch message.kind {
        case .response:
            providerAnswered(message, json: json, appID: appID, version: record.app.rpcVersion)
        case .notification where message.functionID == HeadUnitFunction.onAppServiceData:
            providerSentData(json, appID: appID, record: record)
        default:
            return
        }
    }

    /// The provider's answer: passed on to the consumer with the consumer's correlation ID — its
    /// result code (`success` as the code says), info and data; one the schema refuses becomes
    /// GENERIC_ERROR. A successful GetAppServiceData with `subscribe` subscribes the consumer to the
    /// type (false unsubscribes).
    private func providerAnswered(_ message: HeadUnitMessage, json: SDLJSONValue, appID: Int, version: SDLRPCVersion) {
        guard let forwarded = appServices.forwarded[message.correlationID], forwarded.providerAppID == appID,
              forwarded.request.functionID == message.functionID else { return }
        appServices.forwarded[message.correlationID] = nil
        cancelTimer(forwarded.timer)
        let request = forwarded.request
        guard let consumer = request.appID, apps[consumer] != nil else { return }
        let validation = validator.schema(json, message.functionID, .response, version)
        if case .refused = validation.result {
            respond(to: request, resultCode: "GENERIC_ERROR", info: "Invalid response from the app service provider")
            return
        }
        var answer = validation.parameters
        let code = answer.removeValue(forKey: "resultCode")?.stringValue ?? "GENERIC_ERROR"
        let info = answer.removeValue(forKey: "info")?.stringValue
        _ = answer.removeValue(forKey: "success")
        let succeeded = Self.successCodes.contains(code)
        if succeeded, request.functionID == HeadUnitFunction.getAppServiceData, let subscribe = request.parameters["subscribe"]?.boolValue,
           let serviceType = request.parameters["serviceType"]?.stringValue {
            if subscribe {
                appServices.subscriptions[consumer, default: []].insert(serviceType)
            } else {
                appServices.subscriptions[consumer]?.remove(serviceType)
            }
        }
        // `respond` turns a SUCCESS into WARNINGS when the consumer's own request had a warning.
        respond(to: request, resultCode: code, info: info, extra: answer, success: succeeded)
    }

    /// OnAppServiceData from a provider (`on_app_service_data_notification_from_mobile.cc`): dropped
    /// when the schema or the policy refuses it, when the policy's `app_services` lack its type, when
    /// its service ID is unknown, another app's or of another type, or when the service is not
    /// active; otherwise sent to every app subscribed to its type whose policy lets OnAppServiceData through.
    private func providerSentData(_ json: SDLJSONValue, appID: Int, record: AppRecord) {
        let validation = validator.schema(json, HeadUnitFunction.onAppServiceData, .notification, record.app.rpcVersion)
        if case .refused = validation.result { return }
        guard policyAllows("OnAppServiceData", appID: appID, level: record.app.hmiLevel.rawValue),
              let data = validation.parameters["serviceData"]?.objectValue else { return }
        let serviceType = data["serviceType"]?.stringValue ?? ""
        let id = data["serviceID"]?.stringValue ?? ""
        guard appServiceParametersAllowed(appID: appID, serviceType: serviceType, name: "", handledRPCs: nil),
              let service = appServices.service(id), service.providerAppID == appID, service.serviceType == serviceType,
              service.isActive else { return }
        for consumer in apps.keys.sorted() where appServices.subscriptions[consumer]?.contains(serviceType) == true {
            guard let level = apps[consumer]?.app.hmiLevel.rawValue, policyAllows("OnAppServiceData", appID: consumer, level: level) else { continue }
            notify(consumer, functionID: HeadUnitFunction.onAppServiceData, parameters: validation.parameters)
        }
    }

    // MARK: Apps leaving

    /// An app unregistered or disconnected (Core's `UnpublishServices`): its services are REMOVED,
    /// its subscriptions forgotten; a request forwarded to it still waits for Core's timeout.
    func appServicesAppRemoved(_ appID: Int) {
        appServices.subscriptions[appID] = nil
        appServices.needsFullList.remove(appID)
        for id in appServices.services.filter({ $0.providerAppID == appID }).map(\.id) {
            unpublishAppService(id)
        }
        for (correlationID, forwarded) in appServices.forwarded where forwarded.request.appID == appID {
            cancelTimer(forwarded.timer)
            appServices.forwarded[correlationID] = nil
        }
    }
}
