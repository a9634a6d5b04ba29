import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// App services declared on the application (``SDLApplication/providedAppServices``): published
/// by the application once registered and again on each later registration, typed data sent with
/// one call, interactions routed to the declaring service's handler, the declaration's changes
/// diffed into manifest updates and unpublications.
@Suite("App services declared", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct AppServiceDeclarationTests {
    typealias Harness = AppServiceHarness

    /// "Radio", its MEDIA service declared before it starts, started and in FULL.
    static func declaredProvider(
        _ headUnit: SDLHeadUnit, reconnect: SDLReconnectPolicy = .never, _ services: [SDLAppService] = [.media("Radio")]
    ) async throws -> AppHarness {
        let harness = AppHarness(headUnit: headUnit, appName: "Radio", isMedia: true, reconnect: reconnect)
        harness.application.providedAppServices = services
        harness.application.start()
        try await harness.expect([.didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
        return harness
    }

    /// The next of Radio's registrations and PublishAppService requests, as "registered" or "published".
    static func nextRegistrationOrPublish(_ headUnit: SDLHeadUnit) async throws -> String {
        let event = try await headUnit.nextEvent { event in
            switch event {
            case .appRegistered(let app): app.policyAppID == "radio"
            case .request(let request): request.function == "PublishAppService"
            case .appUnregistered: true
            default: false
            }
        }
        switch event {
        case .appRegistered: return "registered"
        case .request: return "published"
        default: return "unregistered"
        }
    }

    @Test("a declared media service is published after registration and again after a reconnect: one PublishAppService per registration")
    func publishedByDeclaration() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = try await Self.declaredProvider(headUnit, reconnect: AppHarness.fastReconnect)
            #expect(try await Self.nextRegistrationOrPublish(headUnit) == "registered")
            #expect(try await Self.nextRegistrationOrPublish(headUnit) == "published")
            try await waitUntil("the record") { radio.application.publishedAppServices["MEDIA"] != nil }
            let first = try #require(radio.application.publishedAppServices["MEDIA"])
            #expect(first.serviceManifest.serviceName == "Radio" && first.serviceManifest.mediaServiceManifest != nil)

            let radioID = try #require(try await Harness.appID(headUnit, "radio"))
            try await headUnit.disconnectApp(radioID)
            try await radio.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
            #expect(try await Self.nextRegistrationOrPublish(headUnit) == "unregistered")
            #expect(try await Self.nextRegistrationOrPublish(headUnit) == "registered")
            #expect(try await Self.nextRegistrationOrPublish(headUnit) == "published")
            try await waitUntil("published again") {
                radio.application.publishedAppServices["MEDIA"].map { $0.serviceID != first.serviceID } == true
            }
            let second = try #require(radio.application.publishedAppServices["MEDIA"])
            #expect(try await headUnit.appServices().map(\.serviceID) == [second.serviceID])
            await radio.stop()
            // Nothing more was published before the app left.
            #expect(try await Self.nextRegistrationOrPublish(headUnit) == "unregistered")
        }
    }

    @Test("typed data with one call — no service ID, no type — reaches the emulator under the service's ID; data set before registration is sent once published")
    func typedData() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = AppHarness(headUnit: headUnit, appName: "Radio", isMedia: true)
            radio.application.providedAppServices = [.media("Radio")]
            try radio.application.updateAppServiceData(.media(SDLMediaServiceData(mediaTitle: "So What")))
            radio.application.start()
            try await radio.expect([.didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
            try await waitUntil("the record") { radio.application.publishedAppServices["MEDIA"] != nil }
            let record = try #require(radio.application.publishedAppServices["MEDIA"])

            let dash = try await Harness.consumer(headUnit)
            let once = try await dash.application.getAppServiceData(ofType: "MEDIA")
            #expect(once.mediaServiceData?.mediaTitle == "So What" && once.serviceID == record.serviceID)

            var received: [SDLAppServiceData] = []
            let observation = dash.application.observeAppServiceData(ofType: "MEDIA") { received.append($0) }
            try await waitUntil("the subscription's data") { received.count == 1 }
            headUnit.discardEvents()
            try radio.application.updateAppServiceData(.media(SDLMediaServiceData(mediaTitle: "Blue in Green")))
            let dashID = try #require(try await Harness.appID(headUnit, "dash"))
            let routed = try await headUnit.nextEvent { event in
                if case .notification(let app, "OnAppServiceData", _) = event { return app == dashID }
                return false
            }
            guard case .notification(_, _, let parameters) = routed else { throw CancellationError() }
            let data = parameters["serviceData"]?.objectValue
            #expect(data?["serviceType"] == "MEDIA" && data?["serviceID"] == .string(record.serviceID))
            #expect(data?["mediaServiceData"]?.objectValue?["mediaTitle"] == "Blue in Green")
            try await waitUntil("the consumer's update") { received.count == 2 }
            #expect(received.last?.mediaServiceData?.mediaTitle == "Blue in Green")

            let undeclared = #expect(throws: SDLError.self) {
                try radio.application.updateAppServiceData(.weather(SDLWeatherServiceData(location: SDLLocationDetails())))
            }
            #expect(undeclared?.code == .appServiceNotPublished)
            observation.cancel()
            await dash.stop()
            await radio.stop()
        }
    }

    @Test("PerformAppServiceInteraction reaches the declaring service's handler; without a handler it is UNSUPPORTED_REQUEST; a thrown error is REJECTED")
    func interactionRouted() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            var asked: [SDLAppServiceInteraction] = []
            let radio = try await Self.declaredProvider(headUnit, [.media("Radio") { (interaction: SDLAppServiceInteraction) throws(SDLError) -> String? in
                asked.append(interaction)
                guard interaction.uri != "radio:nothing" else { throw SDLError(code: .appServiceRefused, message: "nothing to play") }
                return "playing \(interaction.uri)"
            }])
            try await waitUntil("the record") { radio.application.publishedAppServices["MEDIA"] != nil }
            let id = try #require(radio.application.publishedAppServices["MEDIA"]?.serviceID)
            let dash = try await Harness.consumer(headUnit)
            let answer = try await dash.application.performAppServiceInteraction(serviceID: id, uri: "radio:jazz")
            #expect(answer.success && answer.serviceSpecificResult == "playing radio:jazz")
            #expect(asked == [SDLAppServiceInteraction(uri: "radio:jazz", originApp: "dash", serviceID: id)])

            let thrown = await #expect(throws: SDLError.self) {
                _ = try await dash.application.performAppServiceInteraction(serviceID: id, uri: "radio:nothing")
            }
            #expect(thrown?.resultCode == .rejected && thrown?.info == "nothing to play")

            headUnit.discardEvents()
            radio.application.providedAppServices = [.media("Radio")]   // the same manifest, no handler
            let unhandled = await #expect(throws: SDLError.self) {
                _ = try await dash.application.performAppServiceInteraction(serviceID: id, uri: "radio:jazz")
            }
            #expect(unhandled?.resultCode == SDLResult(rawValue: "UNSUPPORTED_REQUEST"))
            #expect(asked.count == 2)
            await dash.stop()
            await radio.stop()
        }
    }

    @Test("the declaration is diffed: a changed manifest is published again as an update, a service left out is unpublished")
    func declarationDiffed() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = try await Self.declaredProvider(headUnit)
            try await waitUntil("the record") { radio.application.publishedAppServices["MEDIA"] != nil }
            let id = try #require(radio.application.publishedAppServices["MEDIA"]?.serviceID)
            headUnit.discardEvents()
            radio.application.providedAppServices = [.media("Radio", allowsAppConsumers: false)]
            let update = try await headUnit.nextRequest("PublishAppService")
            #expect(update.parameters["appServiceManifest"]?.objectValue?["allowAppConsumers"] == false)
            try await Harness.waitFor("the manifest updated") { try await headUnit.appServices().first?.serviceManifest.allowAppConsumers == false }
            #expect(try await headUnit.appServices().map(\.serviceID) == [id], "an update keeps the service")

            radio.application.providedAppServices = []
            let unpublish = try await headUnit.nextRequest("UnpublishAppService")
            #expect(unpublish.parameters["serviceID"] == .string(id))
            try await Harness.waitFor("unpublished") { try await headUnit.appServices().isEmpty }
            #expect(radio.application.publishedAppServices.isEmpty)
            await radio.stop()
        }
    }
}
