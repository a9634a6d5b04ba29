/// What a policy table grants one app, as SDL Core's `PolicyManagerImpl::CheckPermissions` works it
/// out (`policy_manager_impl.cc`): the app's groups merged, a group the user declined counting as
/// user-disallowed (its levels and parameters), every other group as allowed.
extension SDLPolicyTable {
    /// One RPC's permissions for one app, merged over the app's groups that list it.
    struct RPCPermission: Equatable {
        /// HMI levels an allowed group grants.
        var allowedLevels: Set<String> = []
        /// HMI levels only a declined group lists.
        var userDisallowedLevels: Set<String> = []
        /// Parameters an allowed group lists; `nil` when an allowed group lists the RPC without
        /// `parameters` (every parameter allowed, Core's `any_parameter_allowed`).
        var allowedParameters: Set<String>? = []
        /// Parameters only a declined group lists.
        var userDisallowedParameters: Set<String> = []
    }

    /// The app's groups that exist, with whether the user declined each.
    private func groups(forApp policyAppID: String) -> [(group: SDLFunctionalGroup, declined: Bool)] {
        policy(forApp: policyAppID).groups.compactMap { name in
            group(named: name).map { ($0, userDeclined(name, forApp: policyAppID)) }
        }
    }

    /// `rpc`'s permissions for the app with `policyAppID`; `nil` when none of its groups lists it
    /// (Core: "RPC not found in list == disallowed by backend").
    func permission(of rpc: String, forApp policyAppID: String) -> RPCPermission? {
        var permission: RPCPermission?
        for (group, declined) in groups(forApp: policyAppID) {
            guard let entry = group.rpcs[rpc] else { continue }
            var merged = permission ?? RPCPermission()
            if declined {
                merged.userDisallowedLevels.formUnion(entry.hmiLevels)
                merged.userDisallowedParameters.formUnion(entry.parameters ?? [])
            } else {
                merged.allowedLevels.formUnion(entry.hmiLevels)
                merged.allowedParameters = entry.parameters.flatMap { merged.allowedParameters?.union($0) }
            }
            permission = merged
        }
        guard var result = permission else { return nil }
        result.userDisallowedLevels.subtract(result.allowedLevels)
        if let allowed = result.allowedParameters { result.userDisallowedParameters.subtract(allowed) }
        return result
    }

    /// The result code Core answers `rpc` with in HMI level `level` (`nil`: allowed): DISALLOWED when
    /// no group of the app grants it there, USER_DISALLOWED when only a group the user declined does.
    func refusal(of rpc: String, forApp policyAppID: String, at level: String) -> String? {
        guard let permission = permission(of: rpc, forApp: policyAppID) else { return "DISALLOWED" }
        if permission.allowedLevels.contains(level) { return nil }
        return permission.userDisallowedLevels.contains(level) ? "USER_DISALLOWED" : "DISALLOWED"
    }

    /// Every RPC the app's groups list, with its permissions, sorted as OnPermissionsChange lists them.
    func permissions(forApp policyAppID: String) -> [(rpc: String, permission: RPCPermission)] {
        let names = Set(groups(forApp: policyAppID).flatMap(\.group.rpcs.keys))
        return names.sorted { $0.lowercased() < $1.lowercased() }.compactMap { rpc in
            permission(of: rpc, forApp: policyAppID).map { (rpc, $0) }
        }
    }
}
