/// The app-service groups of SDL Core's preloaded policy table (`sdl_preloaded_pt.json`, commit
/// 0186b8c, `AppServiceProvider` and `AppServiceConsumer`): every RPC at every HMI level. The
/// preloaded `default` app policy has neither, so an app gets them only from its own entry
/// (``SDLAppServicePolicy``).
extension HeadUnitPolicy {
    /// Each group's RPCs, in the file's order.
    static func appServiceRPCs(of group: SDLAppServicePolicy.Group) -> [String] {
        switch group {
        case .provider:
            ["PublishAppService", "UnpublishAppService", "GetAppServiceData", "OnAppServiceData", "PerformAppServiceInteraction"]
        case .consumer:
            ["GetFile", "GetAppServiceData", "OnAppServiceData", "PerformAppServiceInteraction"]
        }
    }

    /// Whether `groups` grant `rpc` (at any HMI level: both groups list all four).
    static func appServiceGroups(_ groups: Set<SDLAppServicePolicy.Group>, grant rpc: String) -> Bool {
        groups.contains { appServiceRPCs(of: $0).contains(rpc) }
    }

    /// The rows OnPermissionsChange lists for an app with `groups` beside `base` (rows of the same
    /// RPC merged, levels united), sorted as Core lists them.
    static func rows(_ base: [(rpc: String, levels: [String], parameters: [String])], adding groups: Set<SDLAppServicePolicy.Group>)
        -> [(rpc: String, levels: [String], parameters: [String])] {
        guard !groups.isEmpty else { return base }
        var rows = base
        for rpc in Set(groups.flatMap { appServiceRPCs(of: $0) }) {
            if let index = rows.firstIndex(where: { $0.rpc == rpc }) {
                rows[index].levels = all
            } else {
                rows.append((rpc: rpc, levels: all, parameters: []))
            }
        }
        return rows.sorted { $0.rpc.lowercased() < $1.rpc.lowercased() }
    }
}
