import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// Core 8.2's PublishAppService, UnpublishAppService and APP_SERVICES updates in the emulator
/// (docs/core-rules.md, "App services").
@Suite("Core's app-service publishing rules in the emulator")
struct CoreAppServicePublishingTests {
    typealias Apps = AppServiceTestApps

    @Test("PublishAppService: PUBLISHED, then ACTIVATED, then SUCCESS with the record; the head unit lists the service")
    func publish() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            try await provider.hmiStatus("FULL")
            let correlationID = try await provider.sendRequest(Apps.publish, ["appServiceManifest": Apps.manifest()])
            let published = try await Apps.nextUpdate(provider)
            let activated = try await Apps.nextUpdate(provider)
            let response = try await provider.response(to: correlationID)
            #expect(response.resultCode == "SUCCESS" && response.success == true)
            let id = try Apps.serviceID(response)
            #expect(published.map(\.reason) == ["PUBLISHED"] && published.first?.id == id)
            #expect(published.first?.active == false && published.first?.published == true)
            #expect(activated.map(\.reason) == ["ACTIVATED"] && activated.first?.active == true)
            let record = response.parameters["appServiceRecord"]?.objectValue
            #expect(record?["servicePublished"] == true && record?["serviceActive"] == true)
            #expect(record?["serviceManifest"]?.objectValue?["serviceName"] == "Radio")
            let services = try await headUnit.appServices()
            #expect(services.map(\.serviceID) == [id])
            #expect(services.first?.serviceManifest.serviceType == "MEDIA" && services.first?.serviceActive == true)
        }
    }

    @Test("the policy: Base-4 alone is DISALLOWED; a type, a name or a handled RPC outside app_services is DISALLOWED 'Service disallowed by policies'")
    func policy() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let stranger = try await Apps.register(headUnit, "Stranger")
            #expect(try await Apps.publish(stranger).resultCode == "DISALLOWED")
            for manifest: SDLJSONValue in [
                Apps.manifest(type: "WEATHER"),
                Apps.manifest(name: "Jukebox"),
                ["serviceName": "Radio", "serviceType": "MEDIA", "handledRPCs": [41, 39]],
            ] {
                let refused = try await Apps.publish(provider, manifest)
                #expect(refused.resultCode == "DISALLOWED" && refused.success == false)
                #expect(refused.info == "Service disallowed by policies")
            }
            #expect(try await Apps.publish(provider, ["serviceName": "Radio", "serviceType": "MEDIA", "handledRPCs": [41]]).resultCode == "SUCCESS")
            #expect(try await headUnit.appServices().count == 1)
        }
    }

    @Test("the policy: OnPermissionsChange lists the app-service groups of the app's entry, at every level")
    func permissions() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, appName: "Consumer")
            let permissions = try await client.notification(FID.onPermissionsChange)
            let rows = permissions.parameters["permissionItem"]?.arrayValue ?? []
            let names = rows.compactMap { $0.objectValue?["rpcName"]?.stringValue }
            #expect(names.contains("GetAppServiceData") && names.contains("OnAppServiceData") && names.contains("PerformAppServiceInteraction"))
            #expect(!names.contains("PublishAppService"), "the consumer group has no PublishAppService")
            let getData = rows.first { $0.objectValue?["rpcName"] == "GetAppServiceData" }
            #expect(getData?.objectValue?["hmiPermissions"]?.objectValue?["allowed"] == ["BACKGROUND", "FULL", "LIMITED", "NONE"])
        }
    }

    @Test("a service name another app's service has is REJECTED, with no update sent")
    func duplicateName() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let other = try await Apps.register(headUnit, "Other")
            #expect(try await Apps.publish(provider).resultCode == "SUCCESS")
            let rejected = try await Apps.publish(other, Apps.manifest(name: "Radio", type: "NAVIGATION"))
            #expect(rejected.resultCode == "REJECTED" && rejected.success == false)
            #expect(try await Apps.receivedUpdate(other) == false)
            #expect(try await headUnit.appServices().count == 1)
        }
    }

    @Test("publishing a type the app already publishes updates the manifest (MANIFEST_UPDATE, same ID); the same manifest sends nothing")
    func manifestUpdate() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let id = try Apps.serviceID(try await Apps.publish(provider))
            try await Apps.drain(provider)
            let updated = try await Apps.publish(provider, Apps.manifest(name: "Radio 2"))
            #expect(try Apps.serviceID(updated) == id)
            #expect(updated.parameters["appServiceRecord"]?.objectValue?["serviceManifest"]?.objectValue?["serviceName"] == "Radio 2")
            let update = try await Apps.nextUpdate(provider)
            #expect(update.map(\.reason) == ["MANIFEST_UPDATE"] && update.first?.id == id)
            #expect(try await Apps.publish(provider, Apps.manifest(name: "Radio 2")).resultCode == "SUCCESS")
            #expect(try await Apps.receivedUpdate(provider) == false)
            #expect(try await headUnit.appServices().count == 1)
        }
    }

    @Test("a second publisher of the type: its first update lists the active service (no reason) and its own PUBLISHED; not activated")
    func secondPublisher() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let other = try await Apps.register(headUnit, "Other")
            let first = try Apps.serviceID(try await Apps.publish(provider))
            let correlationID = try await other.sendRequest(Apps.publish, ["appServiceManifest": Apps.manifest(name: "Jazz")])
            let update = try await Apps.nextUpdate(other)
            let response = try await other.response(to: correlationID)
            let second = try Apps.serviceID(response)
            #expect(update.map(\.reason) == [nil, "PUBLISHED"])
            #expect(update.map(\.id) == [first, second])
            #expect(update.first?.active == true)
            #expect(response.parameters["appServiceRecord"]?.objectValue?["serviceActive"] == false, "Other is not in FULL and MEDIA has an active service")
            #expect(try await Apps.receivedUpdate(other) == false, "no ACTIVATED")
        }
    }

    @Test("an app brought to FULL activates its services: one update with DEACTIVATED and ACTIVATED")
    func activation() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let other = try await Apps.register(headUnit, "Other")
            let first = try Apps.serviceID(try await Apps.publish(provider))
            let second = try Apps.serviceID(try await Apps.publish(other, Apps.manifest(name: "Jazz")))
            try await Apps.drain(provider)
            try await headUnit.setHMILevel(.full, app: 2)
            let update = try await Apps.nextUpdate(provider)
            #expect(update.map(\.reason) == ["DEACTIVATED", "ACTIVATED"])
            #expect(update.map(\.id) == [first, second])
            #expect(try await headUnit.appServices().filter(\.serviceActive).map(\.serviceID) == [second])
        }
    }

    @Test("UnpublishAppService: another app's or an unknown ID is INVALID_ID with Core's text; the app's own is REMOVED, then SUCCESS")
    func unpublish() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let other = try await Apps.register(headUnit, "Other")
            let id = try Apps.serviceID(try await Apps.publish(provider))
            let notPublished = "No app service with the requested service ID was published by this application"
            let othersService = try await other.request(Apps.unpublish, ["serviceID": .string(id)])
            #expect(othersService.resultCode == "INVALID_ID" && othersService.info == notPublished)
            let unknown = try await provider.request(Apps.unpublish, ["serviceID": "nope"])
            #expect(unknown.resultCode == "INVALID_ID" && unknown.info == notPublished)
            try await Apps.drain(provider)
            let correlationID = try await provider.sendRequest(Apps.unpublish, ["serviceID": .string(id)])
            let removed = try await Apps.nextUpdate(provider)
            #expect(removed.map(\.reason) == ["REMOVED"] && removed.first?.id == id)
            #expect(removed.first?.published == false && removed.first?.active == false)
            #expect(try await provider.response(to: correlationID).resultCode == "SUCCESS")
            #expect(try await headUnit.appServices().isEmpty)
        }
    }

    @Test("an app that disconnects takes its services with it: REMOVED to the apps subscribed to APP_SERVICES")
    func disconnectRemoves() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let consumer = try await Apps.register(headUnit, "Consumer")
            let id = try Apps.serviceID(try await Apps.publish(provider))
            let list = try await consumer.request(FID.getSystemCapability, ["systemCapabilityType": "APP_SERVICES", "subscribe": true])
            #expect(list.resultCode == "SUCCESS")
            #expect(Apps.entries(list).map(\.id) == [id] && Apps.entries(list).map(\.reason) == [nil])
            await provider.close()
            let removed = try await Apps.nextUpdate(consumer)
            #expect(removed.map(\.reason) == ["REMOVED"] && removed.first?.id == id)
            #expect(try await headUnit.appServices().isEmpty)
        }
    }
}
