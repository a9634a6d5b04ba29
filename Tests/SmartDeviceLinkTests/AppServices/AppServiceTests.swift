import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// App services at the app layer, between two applications on the emulator: a media service
/// published by one and read by the other, its data kept current, interactions, unpublishing,
/// publishing again after a reconnect, and the head unit's refusals.
@Suite("App services", .timeLimit(.minutes(TestTime.minutes(1))))
@MainActor
struct AppServiceTests {
    typealias Harness = AppServiceHarness

    /// Waits until the head unit holds `expected` as the app's data subscriptions.
    static func waitForSubscriptions(_ headUnit: SDLHeadUnit, app: Int, _ expected: [String]) async throws {
        try await Harness.waitFor("the subscriptions \(expected)") { (try? await headUnit.appServiceSubscriptions(app: app)) == expected }
    }

    @Test("a media service published by one app is read by another: GetAppServiceData with subscribe, then each update")
    func mediaServiceReadByAnotherApp() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = try await Harness.provider(headUnit)
            let record = try await radio.application.publishAppService(Harness.manifest())
            #expect(record.servicePublished && record.serviceActive)
            #expect(record.serviceManifest.serviceName == "Radio")
            #expect(try await headUnit.appServices().map(\.serviceID) == [record.serviceID])
            #expect(radio.application.publishedAppServices["MEDIA"]?.serviceID == record.serviceID)
            try radio.application.updateAppServiceData(Harness.media("So What"))

            let dash = try await Harness.consumer(headUnit)
            var titles: [String] = []
            var ids: Set<String> = []
            let observation = dash.application.observeAppServiceData(ofType: "MEDIA") { data in
                titles.append(data.mediaServiceData?.mediaTitle ?? "-")
                ids.insert(data.serviceID)
            }
            try await waitUntil("the data answered to the subscription") { titles == ["So What"] }
            let dashID = try #require(try await Harness.appID(headUnit, "dash"))
            #expect(try await headUnit.appServiceSubscriptions(app: dashID) == ["MEDIA"])

            try radio.application.updateAppServiceData(Harness.media("Blue in Green"))
            try await waitUntil("the update") { titles == ["So What", "Blue in Green"] }
            #expect(ids == [record.serviceID], "the provider's data carries the service's ID")
            try await waitUntil("the list of services") { dash.application.appServices.map(\.serviceID) == [record.serviceID] }

            let once = try await dash.application.getAppServiceData(ofType: "MEDIA")
            #expect(once.mediaServiceData?.mediaTitle == "Blue in Green")
            observation.cancel()
            try await Self.waitForSubscriptions(headUnit, app: dashID, [])
            await dash.stop()
            await radio.stop()
        }
    }

    @Test("PerformAppServiceInteraction reaches the provider's handler and its answer comes back, with the consumer as origin")
    func interaction() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = try await Harness.provider(headUnit)
            let origins = CallLog()
            radio.application.handleRequests(of: SDLPerformAppServiceInteraction.self) { request in
                await origins.append(request.originApp)
                return SDLPerformAppServiceInteractionResponse(
                    success: true, resultCode: .success, serviceSpecificResult: "playing \(request.serviceUri)")
            }
            let record = try await radio.application.publishAppService(Harness.manifest())
            let dash = try await Harness.consumer(headUnit)
            let answer = try await dash.application.performAppServiceInteraction(serviceID: record.serviceID, uri: "radio:jazz")
            #expect(answer.success && answer.resultCode == .success)
            #expect(answer.serviceSpecificResult == "playing radio:jazz")
            #expect(await origins.entries == ["dash"])

            let error = await #expect(throws: SDLError.self) {
                _ = try await dash.application.performAppServiceInteraction(serviceID: "nope", uri: "radio:jazz")
            }
            #expect(error?.code == .appServiceRefused && error?.resultCode == SDLResult(rawValue: "INVALID_ID"))
            await dash.stop()
            await radio.stop()
        }
    }

    @Test("unpublishing removes the service from the head unit and from the consumer's list; its data can no longer be set")
    func unpublish() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = try await Harness.provider(headUnit)
            let dash = try await Harness.consumer(headUnit)
            let record = try await radio.application.publishAppService(Harness.manifest())
            try await waitUntil("the consumer's list") { dash.application.appServices.map(\.serviceID) == [record.serviceID] }
            try await radio.application.unpublishAppService(ofType: "MEDIA")
            #expect(try await headUnit.appServices().isEmpty)
            try await waitUntil("the service removed from the list") { dash.application.appServices.isEmpty }
            #expect(radio.application.publishedAppServices.isEmpty)
            let error = #expect(throws: SDLError.self) { try radio.application.updateAppServiceData(Harness.media("x")) }
            #expect(error?.code == .appServiceNotPublished)
            await dash.stop()
            await radio.stop()
        }
    }

    @Test("after a reconnect the service is published again under a new ID and its latest data reaches the subscribed consumer")
    func republishedAfterReconnect() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = try await Harness.provider(headUnit, reconnect: AppHarness.fastReconnect)
            let first = try await radio.application.publishAppService(Harness.manifest())
            try radio.application.updateAppServiceData(Harness.media("So What"))
            let dash = try await Harness.consumer(headUnit)
            var received: [(title: String?, id: String)] = []
            let observation = dash.application.observeAppServiceData(ofType: "MEDIA") { data in
                received.append((data.mediaServiceData?.mediaTitle, data.serviceID))
            }
            try await waitUntil("the first data") { received.count == 1 }

            let radioID = try #require(try await Harness.appID(headUnit, "radio"))
            try await headUnit.disconnectApp(radioID)
            try await radio.expect([.didDisconnect, .didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
            try await waitUntil("published again") {
                radio.application.publishedAppServices["MEDIA"].map { $0.serviceID != first.serviceID } == true
            }
            let second = try #require(radio.application.publishedAppServices["MEDIA"])
            #expect(try await headUnit.appServices().map(\.serviceID) == [second.serviceID])
            // Dash stays subscribed to MEDIA; the provider sends its latest data under the new ID.
            try await waitUntil("the data under the new ID") { received.last?.id == second.serviceID }
            #expect(received.last?.title == "So What")
            observation.cancel()
            await dash.stop()
            await radio.stop()
        }
    }

    @Test("an observer waiting for a provider subscribes once a service of the type becomes active")
    func observerBeforeProvider() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = try await Harness.provider(headUnit)
            let dash = try await Harness.consumer(headUnit)
            let log = UnawaitedErrorLog(dash.application.errors())
            var titles: [String] = []
            let observation = dash.application.observeAppServiceData(ofType: "MEDIA") { titles.append($0.mediaServiceData?.mediaTitle ?? "-") }
            try await waitUntil("the refused subscription") { !log.errors.isEmpty }
            #expect(log.failures.first?.feature == .appServices)
            #expect(log.errors.first?.code == .appServiceRefused && log.errors.first?.resultCode == SDLResult(rawValue: "DATA_NOT_AVAILABLE"))
            try await radio.application.publishAppService(Harness.manifest())
            try radio.application.updateAppServiceData(Harness.media("Freddie Freeloader"))
            try await waitUntil("subscribed once the service is active") { titles.last == "Freddie Freeloader" }
            observation.cancel()
            await dash.stop()
            await radio.stop()
        }
    }

    @Test("the head unit's refusals: a type outside the policy (DISALLOWED), data of a type nobody provides (DATA_NOT_AVAILABLE), not registered")
    func refusals() async throws {
        try await Emulator.run(Harness.policies) { headUnit in
            let radio = try await Harness.provider(headUnit)
            let weather = SDLAppServiceManifest(serviceName: "Sky", serviceType: SDLAppServiceType.weather.rawValue, allowAppConsumers: true)
            let refused = await #expect(throws: SDLError.self) { try await radio.application.publishAppService(weather) }
            #expect(refused?.code == .appServiceRefused && refused?.resultCode == .disallowed)
            #expect(refused?.info == "Service disallowed by policies")
            #expect(radio.application.publishedAppServices.isEmpty)
            let dash = try await Harness.consumer(headUnit)
            let missing = await #expect(throws: SDLError.self) { _ = try await dash.application.getAppServiceData(ofType: "MEDIA") }
            #expect(missing?.resultCode == SDLResult(rawValue: "DATA_NOT_AVAILABLE"))
            #expect(missing?.info == "No app service provider with serviceType: MEDIA is available")
            await dash.stop()
            let offline = await #expect(throws: SDLError.self) { try await dash.application.publishAppService(Harness.manifest()) }
            #expect(offline?.code == .notConnected)
            await radio.stop()
        }
    }
}

/// The list of services kept from APP_SERVICES: a response replaces it, updates change it.
@Suite("App service directory")
struct AppServiceDirectoryTests {
    static func record(_ id: String, active: Bool, published: Bool = true) -> SDLAppServiceRecord {
        SDLAppServiceRecord(serviceID: id, serviceManifest: SDLAppServiceManifest(serviceType: "MEDIA"),
                            servicePublished: published, serviceActive: active)
    }

    @Test("PUBLISHED adds, ACTIVATED replaces in place, REMOVED removes, a response starts over")
    func merge() {
        var directory = SDLAppServiceDirectory()
        let published = SDLAppServicesCapabilities(appServices: [
            SDLAppServiceCapability(updateReason: .published, updatedAppServiceRecord: Self.record("a", active: false)),
            SDLAppServiceCapability(updateReason: .published, updatedAppServiceRecord: Self.record("b", active: false)),
        ])
        let changed1 = directory.apply(published, replacing: false)
        #expect(changed1)
        #expect(directory.activeService(ofType: "MEDIA") == nil)
        let activated = SDLAppServicesCapabilities(appServices: [
            SDLAppServiceCapability(updateReason: .activated, updatedAppServiceRecord: Self.record("a", active: true)),
        ])
        let changed2 = directory.apply(activated, replacing: false)
        #expect(changed2)
        #expect(directory.records.map(\.serviceID) == ["a", "b"])
        #expect(directory.activeService(ofType: "MEDIA")?.serviceID == "a")
        let again = directory.apply(activated, replacing: false)
        #expect(!again, "nothing changed")
        let removed = SDLAppServicesCapabilities(appServices: [
            SDLAppServiceCapability(updateReason: .removed, updatedAppServiceRecord: Self.record("a", active: false, published: false)),
        ])
        let changed3 = directory.apply(removed, replacing: false)
        #expect(changed3)
        #expect(directory.records.map(\.serviceID) == ["b"])
        let listed = SDLAppServicesCapabilities(appServices: [SDLAppServiceCapability(updatedAppServiceRecord: Self.record("c", active: true))])
        let changed4 = directory.apply(listed, replacing: true)
        #expect(changed4)
        #expect(directory.records.map(\.serviceID) == ["c"])
    }
}
