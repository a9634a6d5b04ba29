/// One app's app-service entry in the emulator's policy table, after SDL Core's `app_policies`: the
/// functional groups `AppServiceProvider` and `AppServiceConsumer` of the preloaded table (which the
/// preloaded `default` policy does not grant) and the `app_services` the app may publish.
///
/// Core's preloaded table gives these groups to no app: an app gets them by a policy table update
/// naming it. The emulator's ``SDLHeadUnitConfiguration/appServicePolicies`` plays that update,
/// keyed by the app's `fullAppID` (or `appID`), lowercased:
///
/// ```swift
/// var configuration = SDLHeadUnitConfiguration()
/// configuration.appServicePolicies = [
///     "music-app": .provider(["MEDIA": .init(serviceNames: ["Music"])]),
///     "dashboard": .consumer,
/// ]
/// ```
public struct SDLAppServicePolicy: Sendable, Hashable {
    /// The app-service functional groups of the preloaded policy table.
    public enum Group: String, Sendable, Hashable, CaseIterable {
        /// PublishAppService, UnpublishAppService, GetAppServiceData, OnAppServiceData and
        /// PerformAppServiceInteraction at every HMI level.
        case provider = "AppServiceProvider"
        /// GetFile, GetAppServiceData, OnAppServiceData and PerformAppServiceInteraction at every HMI level.
        case consumer = "AppServiceConsumer"
    }

    /// What the policy allows for one service type (`app_services.<TYPE>`).
    public struct Service: Sendable, Hashable {
        /// The names the app may publish the type under (`service_names`); `nil` allows any name.
        public var serviceNames: [String]?
        /// The function IDs the manifest's `handledRPCs` may list (`handled_rpcs`).
        public var handledRPCs: [Int]

        /// Creates an entry; by default any name and no handled RPCs.
        public init(serviceNames: [String]? = nil, handledRPCs: [Int] = []) {
            self.serviceNames = serviceNames
            self.handledRPCs = handledRPCs
        }
    }

    /// The groups granted beside the head unit's ``SDLPermissionPolicy``.
    public var groups: Set<Group>
    /// The service types the app may publish, by type (`MEDIA`, `WEATHER`, `NAVIGATION`, or another string).
    public var services: [String: Service]

    /// Creates an entry.
    public init(groups: Set<Group>, services: [String: Service] = [:]) {
        self.groups = groups
        self.services = services
    }

    /// A provider of `services` (group `AppServiceProvider`), as Core's ATF scripts configure one.
    public static func provider(_ services: [String: Service]) -> SDLAppServicePolicy {
        SDLAppServicePolicy(groups: [.provider], services: services)
    }

    /// A consumer (group `AppServiceConsumer`), publishing nothing.
    public static let consumer = SDLAppServicePolicy(groups: [.consumer])

    /// Core's `PolicyHandler::CheckAppServiceParameters`: the type must be listed; a non-empty
    /// `name` must be among the type's names when it has a list; every requested handled RPC must
    /// be among the type's.
    func allows(serviceType: String, name: String, handledRPCs: [Int]?) -> Bool {
        guard let service = services[serviceType] else { return false }
        if let names = service.serviceNames, !name.isEmpty, !names.contains(name) { return false }
        if let handledRPCs, handledRPCs.contains(where: { !service.handledRPCs.contains($0) }) { return false }
        return true
    }
}
