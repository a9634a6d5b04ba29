import SDLRPC

/// App services as SDL Core 8.2's app-service plugin and `AppServiceManager` handle them
/// (docs/core-rules.md, "App services"): publishing, unpublishing, activation and the
/// OnSystemCapabilityUpdated(APP_SERVICES) updates.
extension HeadUnitFunction {
    static let publishAppService = SDLPublishAppService.rpcFunctionID
    static let unpublishAppService = SDLUnpublishAppService.rpcFunctionID
    static let getAppServiceData = SDLGetAppServiceData.rpcFunctionID
    static let performAppServiceInteraction = SDLPerformAppServiceInteraction.rpcFunctionID
    static let onAppServiceData = SDLOnAppServiceData.rpcFunctionID
}

extension HeadUnitEngine {
    /// The capability type of the app-service updates (the spec's SystemCapabilityType APP_SERVICES).
    static let appServicesCapability = SDLSystemCapabilityType.appServices.rawValue

    // MARK: Policy

    /// The app's entry in ``Settings/appServicePolicies`` (by its policy app ID).
    func appServicePolicy(of appID: Int) -> SDLAppServicePolicy? {
        guard let policyID = apps[appID]?.app.policyAppID else { return nil }
        return settings.appServicePolicies[policyID] ?? policyTableAppServices(of: appID)
    }

    /// Core's policy check of `rpc` for app `appID` at `level`: the head unit's table (a policy
    /// table's verdict, ``policyRefusal(_:appID:level:)``, when one is set), then the app's own
    /// app-service groups.
    func policyAllows(_ rpc: String, appID: Int, level: String) -> Bool {
        if settings.policyTable != nil { return policyRefusal(rpc, appID: appID, level: level) == nil }
        if HeadUnitPolicy.allows(rpc, at: level, under: settings.permissionPolicy) == true { return true }
        guard let groups = appServicePolicy(of: appID)?.groups else { return false }
        return HeadUnitPolicy.appServiceGroups(groups, grant: rpc)
    }

    /// Core's `CheckAppServiceParameters` for app `appID`; under `--policy all` without an entry of
    /// its own an app may publish anything.
    func appServiceParametersAllowed(appID: Int, serviceType: String, name: String, handledRPCs: [Int]?) -> Bool {
        guard let policy = appServicePolicy(of: appID) else { return settings.permissionPolicy == .allowAll }
        return policy.allows(serviceType: serviceType, name: name, handledRPCs: handledRPCs)
    }

    // MARK: PublishAppService

    /// PublishAppService (`publish_app_service_request.cc`, `AppServiceManager::PublishAppService`):
    /// the policy's `app_services` check (DISALLOWED), a manifest update when the app already
    /// published the type (SDL-0225: MANIFEST_UPDATE when it changed), a name another app's service
    /// has (REJECTED), otherwise a new service: PUBLISHED, then ACTIVATED when no service of its
    /// type is active or the app is in FULL — each update sent before the response.
    func handlePublishAppService(_ request: IncomingRequest) {
        guard let appID = request.appID, let manifest = request.parameters["appServiceManifest"]?.objectValue else { return }
        let serviceType = manifest["serviceType"]?.stringValue ?? ""
        let name = manifest["serviceName"]?.stringValue ?? ""
        let handled = manifest["handledRPCs"]?.arrayValue.map { $0.compactMap(\.intValue) }
        guard appServiceParametersAllowed(appID: appID, serviceType: serviceType, name: name, handledRPCs: handled) else {
            respond(to: request, resultCode: "DISALLOWED", info: "Service disallowed by policies")
            return
        }
        if let index = appServices.services.firstIndex(where: { $0.providerAppID == appID && $0.serviceType == serviceType }) {
            subscribeToAppServicesOnPublish(appID)
            if appServices.services[index].manifest != manifest {
                appServices.services[index].manifest = manifest
                broadcastAppServiceUpdates([("MANIFEST_UPDATE", appServices.services[index].record())])
            }
            respond(to: request, resultCode: "SUCCESS", extra: ["appServiceRecord": .object(appServices.services[index].record())])
            return
        }
        if !name.isEmpty, appServices.services.contains(where: { $0.serviceName == name }) {
            respond(to: request, resultCode: "REJECTED", info: "Failed to publish service")
            return
        }
        subscribeToAppServicesOnPublish(appID)
        let id = appServices.makeServiceID(serviceType: serviceType)
        let service = HeadUnitAppServices.Service(id: id, providerAppID: appID, manifest: manifest)
        appServices.services.append(service)
        broadcastAppServiceUpdates([("PUBLISHED", service.record())])
        if appServices.activeService(ofType: serviceType) == nil || apps[appID]?.app.hmiLevel == .full {
            activateAppService(id)
        }
        let record = appServices.service(id)?.record() ?? service.record()
        respond(to: request, resultCode: "SUCCESS", extra: ["appServiceRecord": .object(record)])
    }

    /// Core subscribes a publisher to APP_SERVICES; one not subscribed before gets every other
    /// service with its next update (sdl_atf_test_scripts `publishSecondMobileAppService`).
    private func subscribeToAppServicesOnPublish(_ appID: Int) {
        guard apps[appID]?.app.capabilitySubscriptions.contains(Self.appServicesCapability) == false else { return }
        apps[appID]?.app.capabilitySubscriptions.insert(Self.appServicesCapability)
        appServices.needsFullList.insert(appID)
    }

    // MARK: UnpublishAppService

    /// UnpublishAppService: a service ID that does not exist or that another app published is
    /// INVALID_ID with Core's text (`unpublish_app_service_request.cc`); otherwise REMOVED is sent,
    /// then SUCCESS.
    func handleUnpublishAppService(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        let id = request.parameters["serviceID"]?.stringValue ?? ""
        guard let service = appServices.service(id), service.providerAppID == appID else {
            respond(to: request, resultCode: "INVALID_ID",
                    info: "No app service with the requested service ID was published by this application")
            return
        }
        unpublishAppService(id)
        respond(to: request, resultCode: "SUCCESS")
    }

    /// Core's `UnpublishAppService`: the service stops being active and is REMOVED.
    func unpublishAppService(_ id: String) {
        guard let index = appServices.index(of: id) else { return }
        let service = appServices.services.remove(at: index)
        broadcastAppServiceUpdates([("REMOVED", service.record(published: false))])
    }

    // MARK: Activation

    /// Core's `ActivateAppService`: the type's active service is DEACTIVATED and this one ACTIVATED,
    /// in one update.
    func activateAppService(_ id: String) {
        guard let index = appServices.index(of: id), !appServices.services[index].isActive else { return }
        var updates: [(String, SDLJSONObject)] = []
        let serviceType = appServices.services[index].serviceType
        if let previous = appServices.services.firstIndex(where: { $0.serviceType == serviceType && $0.isActive }) {
            appServices.services[previous].isActive = false
            updates.append(("DEACTIVATED", appServices.services[previous].record()))
        }
        appServices.services[index].isActive = true
        updates.append(("ACTIVATED", appServices.services[index].record()))
        broadcastAppServiceUpdates(updates)
    }

    /// Core's `OnAppActivated`: an app brought to FULL activates each of its services.
    func appServicesAppActivated(_ appID: Int) {
        for id in appServices.services.filter({ $0.providerAppID == appID }).map(\.id) {
            activateAppService(id)
        }
    }

    // MARK: Updates

    /// OnSystemCapabilityUpdated(APP_SERVICES) with `updates` to every app subscribed to
    /// APP_SERVICES (an app subscribed by publishing also gets the other services, once).
    func broadcastAppServiceUpdates(_ updates: [(reason: String, record: SDLJSONObject)]) {
        let updatedIDs = Set(updates.compactMap { $0.record["serviceID"]?.stringValue })
        for appID in apps.keys.sorted() where apps[appID]?.app.capabilitySubscriptions.contains(Self.appServicesCapability) == true {
            var entries: [SDLJSONValue] = []
            if appServices.needsFullList.remove(appID) != nil {
                entries = appServices.services.filter { !updatedIDs.contains($0.id) }.map { ["updatedAppServiceRecord": .object($0.record())] }
            }
            entries += updates.map { ["updateReason": .string($0.reason), "updatedAppServiceRecord": .object($0.record)] }
            notify(appID, functionID: HeadUnitFunction.onSystemCapabilityUpdated, parameters: appServicesCapability(entries))
        }
    }

    /// GetSystemCapability(APP_SERVICES): every published service, without an update reason.
    func respondWithAppServices(_ request: IncomingRequest) {
        if let appID = request.appID { appServices.needsFullList.remove(appID) }
        let entries: [SDLJSONValue] = appServices.services.map { ["updatedAppServiceRecord": .object($0.record())] }
        respond(to: request, resultCode: "SUCCESS", extra: appServicesCapability(entries))
    }

    /// `{"systemCapability": {"systemCapabilityType": "APP_SERVICES", "appServicesCapabilities": {"appServices": entries}}}`.
    private func appServicesCapability(_ entries: [SDLJSONValue]) -> SDLJSONObject {
        var capability = SDLJSONObject()
        capability.append("systemCapabilityType", .string(Self.appServicesCapability))
        capability.append("appServicesCapabilities", ["appServices": .array(entries)])
        return ["systemCapability": .object(capability)]
    }
}
