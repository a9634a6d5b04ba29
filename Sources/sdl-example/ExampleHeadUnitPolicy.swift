import SDLHeadUnit

/// The policy table of the emulator the example starts, as a policy table update would make it for
/// these two apps: Core's preloaded `Base-4` gives an app no vehicle data and no app services, so
/// the example gets the vehicle-data groups (as if the user consented) and may publish its MEDIA
/// service, and the tour's dashboard may read it.
enum ExampleHeadUnitPolicy {
    /// Grants the example vehicle data and its media service, and the dashboard the consumer group.
    static func apply(to configuration: inout SDLHeadUnitConfiguration) {
        configuration.permissionPolicy = .base4VehicleData
        configuration.appServicePolicies = [
            "sdl-example": .provider(["MEDIA": .init(serviceNames: [ExampleMediaService.serviceName])]),
            ExampleDashboard.appID: .consumer,
        ]
    }

    /// For `--navigation`: Core's preloaded table with an entry for the navigation example that adds
    /// `HapticGroup` (SendHapticData, OnTouchEvent) to `Base-4`, as a policy server grants a
    /// navigation app; `Base-4` alone answers its SendHapticData `DISALLOWED`.
    static func applyNavigation(to configuration: inout SDLHeadUnitConfiguration) {
        var table = SDLPolicyTable.corePreloaded
        table.appPolicies[ExampleNavigationApp.appID] = SDLAppPolicy(groups: ["Base-4", "HapticGroup"])
        configuration.policyTable = table
    }
}
