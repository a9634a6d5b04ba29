import SDLHeadUnit
import SDLProtocol
import SDLRPC
import SDLTestSupport
import Testing

/// Apps for the app-service tests: a provider ("Provider", policy app ID `provider`, in FULL), a
/// second provider ("Other") and a consumer ("Consumer"), with the policy entries Core's ATF
/// scripts give them (`getAppServiceProducerConfig`, `getAppServiceConsumerConfig`).
enum AppServiceTestApps {
    static let publish = SDLPublishAppService.rpcFunctionID
    static let unpublish = SDLUnpublishAppService.rpcFunctionID
    static let getData = SDLGetAppServiceData.rpcFunctionID
    static let perform = SDLPerformAppServiceInteraction.rpcFunctionID
    static let onData = SDLOnAppServiceData.rpcFunctionID
    static let capabilityUpdated = SDLOnSystemCapabilityUpdated.rpcFunctionID

    /// `Base-4` for everyone; Provider and Other may publish MEDIA (Other NAVIGATION too), Consumer consumes.
    static func policies(_ configuration: inout SDLHeadUnitConfiguration) {
        configuration.appServicePolicies = [
            "provider": .provider(["MEDIA": .init(serviceNames: ["Radio", "Radio 2"], handledRPCs: [41])]),
            "other": .provider(["MEDIA": .init(), "NAVIGATION": .init()]),
            "consumer": .consumer,
        ]
    }

    /// A MEDIA manifest.
    static func manifest(name: String = "Radio", type: String = "MEDIA", consumers: Bool = true) -> SDLJSONValue {
        ["serviceName": .string(name), "serviceType": .string(type), "allowAppConsumers": .bool(consumers), "mediaServiceManifest": [:]]
    }

    /// Registers `name` (policy app ID: the name lowercased); the first app goes to FULL.
    static func register(_ headUnit: SDLHeadUnit, _ name: String) async throws -> TestSDLClient {
        let (client, response) = try await TestSDLClient.registered(to: headUnit, appName: name)
        #expect(response.success == true)
        _ = try await client.notification(FID.onPermissionsChange)
        return client
    }

    /// Publishes `manifest` from `client` and returns the response.
    static func publish(_ client: TestSDLClient, _ manifest: SDLJSONValue = manifest()) async throws -> TestSDLClient.RPC {
        try await client.request(Self.publish, ["appServiceManifest": manifest])
    }

    /// The published service ID of a PublishAppService response.
    static func serviceID(_ response: TestSDLClient.RPC) throws -> String {
        try #require(response.parameters["appServiceRecord"]?.objectValue?["serviceID"]?.stringValue)
    }

    /// The `appServices` entries of an OnSystemCapabilityUpdated(APP_SERVICES) or GetSystemCapability answer,
    /// as (update reason, service ID, published, active).
    static func entries(_ rpc: TestSDLClient.RPC) -> [(reason: String?, id: String?, published: Bool?, active: Bool?)] {
        let capability = rpc.parameters["systemCapability"]?.objectValue
        let services = capability?["appServicesCapabilities"]?.objectValue?["appServices"]?.arrayValue ?? []
        return services.map { entry in
            let record = entry.objectValue?["updatedAppServiceRecord"]?.objectValue
            return (entry.objectValue?["updateReason"]?.stringValue, record?["serviceID"]?.stringValue,
                    record?["servicePublished"]?.boolValue, record?["serviceActive"]?.boolValue)
        }
    }

    /// The next OnSystemCapabilityUpdated(APP_SERVICES) of `client`, as entries.
    static func nextUpdate(_ client: TestSDLClient) async throws -> [(reason: String?, id: String?, published: Bool?, active: Bool?)] {
        let update = try await client.notification(capabilityUpdated) {
            $0.parameters["systemCapability"]?.objectValue?["systemCapabilityType"]?.stringValue == "APP_SERVICES"
        }
        return entries(update)
    }

    /// Whether `client` has an unread message of `functionID` after a round trip.
    static func received(_ client: TestSDLClient, _ functionID: Int) async throws -> Bool {
        try await client.sync()
        return client.pendingRPCs.contains { $0.functionID == functionID && $0.rpcType != 1 }
    }

    /// Takes every message `client` has received so far (after a round trip).
    static func drain(_ client: TestSDLClient) async throws {
        try await client.sync()
        for _ in client.pendingRPCs { _ = try await client.nextRPC() }
    }

    /// Whether `client` has an unread OnSystemCapabilityUpdated(APP_SERVICES) after a round trip.
    static func receivedUpdate(_ client: TestSDLClient) async throws -> Bool {
        try await client.sync()
        return client.pendingRPCs.contains {
            $0.functionID == capabilityUpdated && $0.parameters["systemCapability"]?.objectValue?["systemCapabilityType"] == "APP_SERVICES"
        }
    }

    /// Answers the next request of `functionID` that `provider` receives with `parameters`; returns the request.
    @discardableResult
    static func answer(_ provider: TestSDLClient, _ functionID: Int, with parameters: SDLJSONValue) async throws -> TestSDLClient.RPC {
        let request = try await provider.nextRPC("the forwarded request") { $0.rpcType == 0 && $0.functionID == functionID }
        try await provider.sendRPC(type: .response, functionID: functionID, correlationID: request.correlationID,
                                   jsonBytes: SDLJSONSerializer.serialize(parameters))
        return request
    }

    /// An object's members as a dictionary (member order aside).
    static func members(_ value: SDLJSONValue?) -> [String: SDLJSONValue] {
        var members: [String: SDLJSONValue] = [:]
        for (key, member) in value?.objectValue ?? SDLJSONObject() { members[key] = member }
        return members
    }

    /// Media data of service `id`.
    static func mediaData(_ id: String, title: String) -> SDLJSONValue {
        ["serviceType": "MEDIA", "serviceID": .string(id), "mediaServiceData": ["mediaTitle": .string(title)]]
    }

    /// Sends OnAppServiceData from `client`.
    static func sendData(_ client: TestSDLClient, _ data: SDLJSONValue) async throws {
        try await client.sendRPC(type: .notification, functionID: onData, correlationID: 0,
                                 jsonBytes: SDLJSONSerializer.serialize(["serviceData": data]))
    }
}
