import ArgumentParser
import SDLHeadUnit

/// The policy table: which RPCs and app services each app may use.
struct PolicyOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The policy table: base-4 (SDL Core's preloaded group for an app without its own policy; RPCs outside it are DISALLOWED, vehicle data included), base-4+vehicle-data (Base-4 and the preloaded vehicle-data groups, consented) or all (every RPC at every HMI level).",
        valueName: "TABLE"))
    var policy: SDLPermissionPolicy = .base4

    @Option(name: .customLong("policy-table"), help: ArgumentHelp(
        "A policy table file in SDL Core's sdl_preloaded_pt.json format: each app gets the groups of its own app_policies entry (else of default) and the user consent recorded under device_data; groups the file does not define are Core's preloaded ones. --policy is then not used.",
        valueName: "FILE"))
    var policyTable: String?

    @Option(name: .customLong("app-service-provider"), help: ArgumentHelp(
        "Let an app publish an app service, as a policy table update would (repeatable): APP_ID=TYPE or APP_ID=TYPE:NAME[,NAME…], e.g. music-app=MEDIA:Music.",
        valueName: "APP_ID=TYPE"))
    var appServiceProviders: [String] = []

    @Option(name: .customLong("app-service-consumer"), help: ArgumentHelp(
        "Let an app use other apps' services (GetAppServiceData, PerformAppServiceInteraction, GetFile), as a policy table update would (repeatable).",
        valueName: "APP_ID"))
    var appServiceConsumers: [String] = []

    @Option(name: .customLong("policy-update-url"), help: ArgumentHelp(
        "Start a policy table update after each registration, as SDL Core does: OnSystemRequest(PROPRIETARY) with a snapshot for the app to post to URL; the app's SystemRequest answer is kept.",
        valueName: "URL"))
    var policyUpdateURL: String?

    func validate() throws {
        do {
            _ = try appServicePolicies()
        } catch {
            throw ValidationError("--app-service-provider/--app-service-consumer: \(error.message)")
        }
    }

    /// The `--policy-table` file's table, if one is given.
    func loadedPolicyTable() throws(SDLHeadUnitError) -> SDLPolicyTable? {
        guard let policyTable else { return nil }
        return try SDLPolicyTable.load(file: policyTable)
    }

    /// The app-service entries of the policy table.
    func appServicePolicies() throws(SDLHeadUnitError) -> [String: SDLAppServicePolicy] {
        try SDLAppServicePolicy.entries(providers: appServiceProviders, consumers: appServiceConsumers)
    }
}
