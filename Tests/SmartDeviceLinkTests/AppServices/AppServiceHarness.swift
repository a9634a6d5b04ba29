import SDLHeadUnit
import SDLRPC
@testable import SmartDeviceLink
import Testing
import SDLTestSupport

/// Two applications on one emulator: "Radio" publishes a MEDIA service (policy app ID `radio`,
/// group AppServiceProvider, MEDIA allowed) and "Dash" consumes it (`dash`, AppServiceConsumer),
/// as SDL Core's ATF scripts configure a provider and a consumer.
@MainActor
enum AppServiceHarness {
    /// The emulator's policy entries for the two apps.
    static func policies(_ configuration: inout SDLHeadUnitConfiguration) {
        configuration.appServicePolicies = ["radio": .provider(["MEDIA": .init()]), "dash": .consumer]
    }

    /// A MEDIA manifest that takes app consumers.
    static func manifest(name: String = "Radio") -> SDLAppServiceManifest {
        SDLAppServiceManifest(serviceName: name, serviceType: SDLAppServiceType.media.rawValue, allowAppConsumers: true,
                              mediaServiceManifest: SDLMediaServiceManifest())
    }

    /// Media data titled `title` (the service ID is filled in by the application).
    static func media(_ title: String) -> SDLAppServiceData {
        SDLAppServiceData(serviceType: SDLAppServiceType.media.rawValue, serviceID: "", mediaServiceData: SDLMediaServiceData(mediaTitle: title))
    }

    /// The provider, started and in FULL.
    static func provider(_ headUnit: SDLHeadUnit, reconnect: SDLReconnectPolicy = .never) async throws -> AppHarness {
        let harness = AppHarness(headUnit: headUnit, appName: "Radio", isMedia: true, reconnect: reconnect)
        harness.application.start()
        try await harness.expect([.didConnect, .didFinishLaunching, .didBecomeActive, .didBecomeAudible])
        return harness
    }

    /// The consumer, registered (left in NONE while the provider is in FULL).
    static func consumer(_ headUnit: SDLHeadUnit, reconnect: SDLReconnectPolicy = .never) async throws -> AppHarness {
        let harness = AppHarness(headUnit: headUnit, appName: "Dash", reconnect: reconnect)
        try await harness.startAndConnect()
        return harness
    }

    /// Waits until `condition` (which may ask the emulator) holds.
    static func waitFor(_ what: String, _ condition: @MainActor () async throws -> Bool) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + TestTime.scaled(.seconds(10))
        while !(try await condition()) {
            guard clock.now < deadline else {
                Issue.record("timed out waiting for \(what)")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The head-unit id of the app whose policy app ID is `policyID`.
    static func appID(_ headUnit: SDLHeadUnit, _ policyID: String) async throws -> Int? {
        try await headUnit.apps().first { $0.policyAppID == policyID }?.id
    }
}
