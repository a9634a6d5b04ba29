/// Another app asks one of the app's provided services to act (PerformAppServiceInteraction, as
/// the head unit forwards it to the provider): handed to ``SDLAppService/interactionHandler``.
public struct SDLAppServiceInteraction: Hashable, Sendable {
    /// What to do, in the service's own URI scheme (`serviceUri`).
    public var uri: String
    /// The asking app's ID (`originApp`).
    public var originApp: String
    /// The service's ID on the head unit.
    public var serviceID: String

    /// An interaction with service `serviceID`.
    public init(uri: String, originApp: String, serviceID: String) {
        self.uri = uri
        self.originApp = originApp
        self.serviceID = serviceID
    }
}
