import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLTestSupport
import Testing

/// How the emulator routes app-service data between two apps as Core 8.2 does
/// (`CommandRequestImpl::SendProviderRequest`, the app-service plugin; docs/core-rules.md, "App services").
@Suite("Core's app-service routing in the emulator")
struct CoreAppServiceRoutingTests {
    typealias Apps = AppServiceTestApps

    @Test("GetAppServiceData with subscribe goes to the provider under the head unit's correlation ID; the answer comes back under the consumer's; then OnAppServiceData reaches the consumer")
    func getDataAndSubscribe() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let consumer = try await Apps.register(headUnit, "Consumer")
            let id = try Apps.serviceID(try await Apps.publish(provider))
            let asked: SDLJSONValue = ["serviceType": "MEDIA", "subscribe": true]
            let correlationID = try await consumer.sendRequest(Apps.getData, asked, correlationID: 4242)
            let forwarded = try await Apps.answer(provider, Apps.getData, with: [
                "success": true, "resultCode": "SUCCESS", "serviceData": Apps.mediaData(id, title: "So What"),
            ])
            #expect(Apps.members(forwarded.json) == Apps.members(asked), "forwarded as sent")
            #expect(forwarded.correlationID != correlationID, "the head unit's own correlation ID")
            let response = try await consumer.response(to: correlationID)
            #expect(response.functionID == Apps.getData)
            #expect(response.resultCode == "SUCCESS" && response.success == true)
            #expect(response.parameters["serviceData"]?.objectValue?["mediaServiceData"]?.objectValue?["mediaTitle"] == "So What")
            #expect(try await headUnit.appServiceSubscriptions(app: 2) == ["MEDIA"])

            try await Apps.sendData(provider, Apps.mediaData(id, title: "Blue in Green"))
            let data = try await consumer.notification(Apps.onData)
            #expect(data.parameters["serviceData"]?.objectValue?["serviceID"] == .string(id))
            #expect(data.parameters["serviceData"]?.objectValue?["mediaServiceData"]?.objectValue?["mediaTitle"] == "Blue in Green")
        }
    }

    @Test("without subscribe nothing is subscribed; subscribe false unsubscribes; the provider's refusal is passed on and subscribes nothing")
    func subscriptionFollowsTheAnswer() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let consumer = try await Apps.register(headUnit, "Consumer")
            let id = try Apps.serviceID(try await Apps.publish(provider))
            let ok: SDLJSONValue = ["success": true, "resultCode": "SUCCESS", "serviceData": Apps.mediaData(id, title: "A")]
            var asked = try await consumer.sendRequest(Apps.getData, ["serviceType": "MEDIA"])
            try await Apps.answer(provider, Apps.getData, with: ok)
            #expect(try await consumer.response(to: asked).resultCode == "SUCCESS")
            #expect(try await headUnit.appServiceSubscriptions(app: 2).isEmpty)

            asked = try await consumer.sendRequest(Apps.getData, ["serviceType": "MEDIA", "subscribe": true])
            try await Apps.answer(provider, Apps.getData, with: ["success": false, "resultCode": "REJECTED", "info": "busy"])
            let refused = try await consumer.response(to: asked)
            #expect(refused.resultCode == "REJECTED" && refused.success == false && refused.info == "busy")
            #expect(try await headUnit.appServiceSubscriptions(app: 2).isEmpty)

            asked = try await consumer.sendRequest(Apps.getData, ["serviceType": "MEDIA", "subscribe": true])
            try await Apps.answer(provider, Apps.getData, with: ok)
            _ = try await consumer.response(to: asked)
            asked = try await consumer.sendRequest(Apps.getData, ["serviceType": "MEDIA", "subscribe": false])
            try await Apps.answer(provider, Apps.getData, with: ok)
            _ = try await consumer.response(to: asked)
            #expect(try await headUnit.appServiceSubscriptions(app: 2).isEmpty)
            try await Apps.sendData(provider, Apps.mediaData(id, title: "B"))
            #expect(try await Apps.received(consumer, Apps.onData) == false)
        }
    }

    @Test("GetAppServiceData refusals: no provider, a provider without app consumers (DATA_NOT_AVAILABLE), the app's own service (IGNORED), no consumer group (DISALLOWED)")
    func getDataRefusals() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let consumer = try await Apps.register(headUnit, "Consumer")
            let stranger = try await Apps.register(headUnit, "Stranger")
            let none = try await consumer.request(Apps.getData, ["serviceType": "MEDIA"])
            #expect(none.resultCode == "DATA_NOT_AVAILABLE" && none.success == false)
            #expect(none.info == "No app service provider with serviceType: MEDIA is available")
            _ = try await Apps.publish(provider, Apps.manifest(consumers: false))
            #expect(try await consumer.request(Apps.getData, ["serviceType": "MEDIA"]).resultCode == "DATA_NOT_AVAILABLE")
            _ = try await Apps.publish(provider, Apps.manifest(consumers: true))
            let own = try await provider.request(Apps.getData, ["serviceType": "MEDIA"])
            #expect(own.resultCode == "IGNORED" && own.success == false && own.info == "Consumer app is same as producer app")
            #expect(try await stranger.request(Apps.getData, ["serviceType": "MEDIA"]).resultCode == "DISALLOWED")
            #expect(try await Apps.received(provider, Apps.getData) == false, "nothing was forwarded")
        }
    }

    @Test("OnAppServiceData is dropped for an unknown service ID, a type the service does not have, and a service that is not active")
    func dataDropped() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let consumer = try await Apps.register(headUnit, "Consumer")
            let other = try await Apps.register(headUnit, "Other")
            let id = try Apps.serviceID(try await Apps.publish(provider))
            let inactive = try Apps.serviceID(try await Apps.publish(other, Apps.manifest(name: "Jazz")))
            let asked = try await consumer.sendRequest(Apps.getData, ["serviceType": "MEDIA", "subscribe": true])
            try await Apps.answer(provider, Apps.getData, with: ["success": true, "resultCode": "SUCCESS", "serviceData": Apps.mediaData(id, title: "A")])
            _ = try await consumer.response(to: asked)
            try await Apps.sendData(provider, Apps.mediaData("INVALID_SERVICE_ID", title: "B"))
            try await Apps.sendData(provider, ["serviceType": "NAVIGATION", "serviceID": .string(id)])
            try await Apps.sendData(other, Apps.mediaData(inactive, title: "C"))
            try await Apps.sendData(provider, Apps.mediaData(inactive, title: "D"))
            try await other.sync()
            try await provider.sync()
            #expect(try await Apps.received(consumer, Apps.onData) == false)
            try await Apps.sendData(provider, Apps.mediaData(id, title: "E"))
            #expect(try await consumer.notification(Apps.onData).parameters["serviceData"]?.objectValue?["mediaServiceData"]?.objectValue?["mediaTitle"] == "E")
        }
    }

    @Test("PerformAppServiceInteraction: forwarded and answered with serviceSpecificResult; requestServiceActive activates the service and is not passed on; an unknown ID is INVALID_ID")
    func interaction() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, _ in
            let provider = try await Apps.register(headUnit, "Provider")
            let consumer = try await Apps.register(headUnit, "Consumer")
            let other = try await Apps.register(headUnit, "Other")
            _ = try await Apps.publish(provider)
            let jazz = try Apps.serviceID(try await Apps.publish(other, Apps.manifest(name: "Jazz")))
            let asked = try await consumer.sendRequest(Apps.perform, [
                "serviceUri": "radio:play?station=jazz", "serviceID": .string(jazz), "originApp": "consumer", "requestServiceActive": true,
            ])
            let forwarded = try await Apps.answer(other, Apps.perform, with: [
                "success": true, "resultCode": "SUCCESS", "serviceSpecificResult": "PLAYING",
            ])
            #expect(Apps.members(forwarded.json) == Apps.members(["serviceUri": "radio:play?station=jazz", "serviceID": .string(jazz), "originApp": "consumer"]))
            let response = try await consumer.response(to: asked)
            #expect(response.resultCode == "SUCCESS" && response.parameters["serviceSpecificResult"] == "PLAYING")
            #expect(try await headUnit.appServices().filter(\.serviceActive).map(\.serviceID) == [jazz])

            let unknown = try await consumer.request(Apps.perform, ["serviceUri": "x", "serviceID": "nope", "originApp": "consumer"])
            #expect(unknown.resultCode == "INVALID_ID" && unknown.info == "The requested service ID does not exist")
        }
    }

    @Test("a provider that never answers: the consumer gets GENERIC_ERROR after Core's 20 s; a late answer goes nowhere")
    func timeout() async throws {
        try await HeadUnitHarness.run(Apps.policies) { headUnit, clock in
            let provider = try await Apps.register(headUnit, "Provider")
            let consumer = try await Apps.register(headUnit, "Consumer")
            _ = try await Apps.publish(provider)
            let asked = try await consumer.sendRequest(Apps.getData, ["serviceType": "MEDIA"])
            let forwarded = try await provider.nextRPC { $0.rpcType == 0 && $0.functionID == Apps.getData }
            try await headUnit.advanceClock(by: .seconds(19))
            try await consumer.sync()
            #expect(!consumer.pendingRPCs.contains { $0.correlationID == asked && $0.rpcType == 1 })
            try await headUnit.advanceClock(by: .seconds(1))
            let response = try await consumer.response(to: asked)
            #expect(response.resultCode == "GENERIC_ERROR" && response.success == false)
            try await provider.sendRPC(type: .response, functionID: Apps.getData, correlationID: forwarded.correlationID,
                                       jsonBytes: SDLJSONSerializer.serialize(["success": true, "resultCode": "SUCCESS"]))
            try await consumer.sync()
            #expect(!consumer.pendingRPCs.contains { $0.functionID == Apps.getData }, "answered once")
            _ = clock
        }
    }
}
