import SDLRPC

/// The emulator's policy checks (Core's stage 3 of §D.1): with a policy table
/// (``SDLHeadUnitConfiguration/policyTable``) the app's own groups and the user's consent decide,
/// otherwise the ``SDLPermissionPolicy`` preset does.
extension HeadUnitEngine {
    /// The app's policy app ID, when it is registered.
    private func policyAppID(of appID: Int) -> String? { apps[appID]?.app.policyAppID }

    /// The code Core answers `rpc` of app `appID` with in HMI level `level` when its policy refuses
    /// it (DISALLOWED or USER_DISALLOWED); `nil` when the policy allows it.
    func policyRefusal(_ rpc: String, appID: Int, level: String) -> String? {
        if let table = settings.policyTable {
            guard let policyID = policyAppID(of: appID) else { return "DISALLOWED" }
            guard let refusal = table.refusal(of: rpc, forApp: policyID, at: level) else { return nil }
            // Apps' app-service entries in the configuration still add their groups.
            if let groups = settings.appServicePolicies[policyID.lowercased()]?.groups, HeadUnitPolicy.appServiceGroups(groups, grant: rpc) {
                return nil
            }
            return refusal
        }
        return policyAllows(rpc, appID: appID, level: level) ? nil : "DISALLOWED"
    }

    /// The vehicle-data items `rpc` of app `appID` may carry: `nil` when the policy does not restrict
    /// them; otherwise the items allowed and those only a group the user declined lists (any other
    /// item is DISALLOWED).
    func vehicleDataItemPermissions(_ rpc: String, appID: Int) -> (allowed: Set<String>, userDisallowed: Set<String>)? {
        if let table = settings.policyTable, let policyID = policyAppID(of: appID) {
            guard let permission = table.permission(of: rpc, forApp: policyID), let allowed = permission.allowedParameters else { return nil }
            return (allowed, permission.userDisallowedParameters)
        }
        guard settings.permissionPolicy == .base4VehicleData else { return nil }
        return (HeadUnitPolicy.allowedVehicleData(for: rpc), [])
    }

    /// The app-service entry of the app's policy table entry (its `app_services`), when a policy
    /// table is set and has one for the app.
    func policyTableAppServices(of appID: Int) -> SDLAppServicePolicy? {
        guard let table = settings.policyTable, let policyID = policyAppID(of: appID) else { return nil }
        let policy = table.policy(forApp: policyID)
        let groups = Set(SDLAppServicePolicy.Group.allCases.filter { policy.groups.contains($0.rawValue) })
        return SDLAppServicePolicy(groups: groups, services: policy.appServices)
    }

    /// OnPermissionsChange from the policy table: every RPC of the app's groups with its allowed and
    /// user-disallowed levels and parameters, and `requireEncryption` when one of its groups needs it.
    func policyTablePermissions(appID: Int) -> SDLJSONObject? {
        guard let table = settings.policyTable, let policyID = policyAppID(of: appID) else { return nil }
        let items: [SDLJSONValue] = table.permissions(forApp: policyID).map { rpc, permission in
            var item: SDLJSONObject = [
                "rpcName": .string(rpc),
                "hmiPermissions": [
                    "allowed": Self.levelList(permission.allowedLevels),
                    "userDisallowed": Self.levelList(permission.userDisallowedLevels),
                ],
                "parameterPermissions": [
                    "allowed": .array((permission.allowedParameters ?? []).sorted().map { .string($0) }),
                    "userDisallowed": .array(permission.userDisallowedParameters.sorted().map { .string($0) }),
                ],
            ]
            if table.requiresEncryption(rpc, forApp: policyID) { item.append("requireEncryption", true) }
            return .object(item)
        }
        return ["permissionItem": .array(items), "requireEncryption": .bool(table.requiresEncryption(forApp: policyID))]
    }

    /// `levels` in the order OnPermissionsChange lists them.
    private static func levelList(_ levels: Set<String>) -> SDLJSONValue {
        .array(HeadUnitPolicy.all.filter(levels.contains).map { .string($0) })
    }
}
