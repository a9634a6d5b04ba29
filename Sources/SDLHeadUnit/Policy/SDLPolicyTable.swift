/// A policy table in SDL Core's `sdl_preloaded_pt.json` shape: the functional groups
/// (`policy_table.functional_groupings`) and each app's entry (`policy_table.app_policies`), with
/// the users' consent to the groups that ask for it (`device_data.*.user_consent_records`).
///
/// Give it to ``SDLHeadUnitConfiguration/policyTable`` to let an app have exactly the groups it
/// would have on a real head unit; it then replaces ``SDLHeadUnitConfiguration/permissionPolicy``.
/// A group an app names that the table does not define is taken from Core's preloaded table
/// (``corePreloaded``), so a small file can say only which groups an app gets:
///
/// ```swift
/// var configuration = SDLHeadUnitConfiguration()
/// configuration.policyTable = try SDLPolicyTable.load(file: "policy.json")
/// ```
public struct SDLPolicyTable: Sendable, Hashable {
    /// The functional groups, by name (`Base-4`, `Location-1` …).
    public var functionalGroupings: [String: SDLFunctionalGroup]
    /// The app entries, by policy app ID as the file spells it, and the entries Core reads for
    /// apps without one: `default`, `pre_DataConsent` and `device`.
    public var appPolicies: [String: SDLAppPolicy]
    /// The user's answers to the groups that ask for consent (`user_consent_prompt`), by policy app ID
    /// and then by group name: `false` makes the group's RPCs and parameters `USER_DISALLOWED`. A group
    /// without an answer counts as granted, as Core's default (`PROPRIETARY`) policy mode treats it.
    public var userConsent: [String: [String: Bool]]
    /// `module_config.notifications_per_minute_by_priority`: how many Alerts an app of each
    /// priority may send a minute in BACKGROUND (Core's preloaded values by default).
    public var notificationsPerMinuteByPriority: [String: Int] = corePreloadedNotificationsPerMinute
    /// `module_config.subtle_notifications_per_minute_by_priority`, the same for SubtleAlert; `nil`
    /// uses ``notificationsPerMinuteByPriority`` (Core's preloaded values by default).
    public var subtleNotificationsPerMinuteByPriority: [String: Int]? = corePreloadedSubtleNotificationsPerMinute

    /// Creates a table; groups and apps not given are empty.
    public init(functionalGroupings: [String: SDLFunctionalGroup] = [:], appPolicies: [String: SDLAppPolicy] = [:],
                userConsent: [String: [String: Bool]] = [:]) {
        self.functionalGroupings = functionalGroupings
        self.appPolicies = appPolicies
        self.userConsent = userConsent
    }

    /// The entry Core applies to the app with `policyAppID` (its own, compared without case, else
    /// `default`, else an entry without groups).
    public func policy(forApp policyAppID: String) -> SDLAppPolicy {
        if let own = appPolicies[policyAppID] { return own }
        let lowered = policyAppID.lowercased()
        if let own = appPolicies.first(where: { $0.key.lowercased() == lowered })?.value { return own }
        return appPolicies["default"] ?? SDLAppPolicy(groups: [])
    }

    /// The group named `name`: the table's own, else Core's preloaded one, else `nil`.
    public func group(named name: String) -> SDLFunctionalGroup? {
        functionalGroupings[name] ?? Self.corePreloadedGroups[name]
    }

    /// Whether the user declined group `group` for the app with `policyAppID`.
    func userDeclined(_ group: String, forApp policyAppID: String) -> Bool {
        let lowered = policyAppID.lowercased()
        let answers = userConsent[policyAppID] ?? userConsent.first { $0.key.lowercased() == lowered }?.value
        return self.group(named: group)?.userConsentPrompt != nil && answers?[group] == false
    }

    /// Whether `rpc` must be sent encrypted for the app with `policyAppID` (SDL-0207): never when the
    /// app's entry says `encryption_required: false`; otherwise when one of the app's groups that
    /// lists `rpc` says `encryption_required: true`.
    public func requiresEncryption(_ rpc: String, forApp policyAppID: String) -> Bool {
        let policy = policy(forApp: policyAppID)
        guard policy.encryptionRequired != false else { return false }
        return policy.groups.contains { name in
            guard let group = group(named: name) else { return false }
            return group.encryptionRequired == true && group.rpcs[rpc] != nil
        }
    }

    /// Whether any RPC of the app's groups must be encrypted (OnPermissionsChange's `requireEncryption`).
    public func requiresEncryption(forApp policyAppID: String) -> Bool {
        let policy = policy(forApp: policyAppID)
        guard policy.encryptionRequired != false else { return false }
        return policy.groups.contains { group(named: $0)?.encryptionRequired == true }
    }
}

/// One functional group of a policy table (`functional_groupings.<name>`).
public struct SDLFunctionalGroup: Sendable, Hashable {
    /// What the group allows for one RPC (`rpcs.<RPC name>`).
    public struct RPC: Sendable, Hashable {
        /// The HMI levels the RPC is allowed in (`hmi_levels`: `BACKGROUND`, `FULL`, `LIMITED`, `NONE`).
        public var hmiLevels: [String]
        /// The parameters allowed (`parameters`, vehicle-data items for the vehicle-data RPCs); `nil`
        /// allows every parameter, an empty list none.
        public var parameters: [String]?

        /// Creates an entry.
        public init(hmiLevels: [String], parameters: [String]? = nil) {
            self.hmiLevels = hmiLevels
            self.parameters = parameters
        }
    }

    /// The RPCs, by name.
    public var rpcs: [String: RPC]
    /// The consent prompt's name (`user_consent_prompt`); a group with one asks the user first.
    public var userConsentPrompt: String?
    /// Whether the group's RPCs must be encrypted (`encryption_required`).
    public var encryptionRequired: Bool?

    /// Creates a group.
    public init(rpcs: [String: RPC], userConsentPrompt: String? = nil, encryptionRequired: Bool? = nil) {
        self.rpcs = rpcs
        self.userConsentPrompt = userConsentPrompt
        self.encryptionRequired = encryptionRequired
    }
}

/// One app's entry in a policy table (`app_policies.<app ID>`).
public struct SDLAppPolicy: Sendable, Hashable {
    /// The functional groups the app gets, by name (`groups`).
    public var groups: [String]
    /// The app HMI types the app may register with (`AppHMIType`); `nil` when the entry has none.
    public var appHMITypes: [String]?
    /// The `RequestType`s the app may use in SystemRequest and receive in OnSystemRequest, as Core's
    /// `PolicyHandler::IsRequestTypeAllowed` reads them: `nil` (the entry has no `RequestType`)
    /// allows none, an empty list allows all, a list allows those it names.
    public var requestTypes: [String]?
    /// The `RequestSubType`s, read the same way (`nil` allows none, empty all); checked only when a
    /// request or notification has a `requestSubType`.
    public var requestSubTypes: [String]?
    /// The app's `priority` (`EMERGENCY`, `NAVIGATION`, `VOICECOM`, `COMMUNICATION`, `NORMAL`, `NONE`,
    /// `PROJECTION`), which sets how many Alerts and SubtleAlerts it may send a minute in BACKGROUND.
    public var priority: String?
    /// Whether the app's RPCs may need encryption (`encryption_required`; see
    /// ``SDLPolicyTable/requiresEncryption(_:forApp:)``).
    public var encryptionRequired: Bool?
    /// The app services the app may publish, by service type (`app_services`).
    public var appServices: [String: SDLAppServicePolicy.Service]
    /// The names the app may register with (`nicknames`, compared without case); `nil` or empty allows any.
    public var nicknames: [String]?

    /// Creates an entry.
    public init(groups: [String], appHMITypes: [String]? = nil, requestTypes: [String]? = nil, encryptionRequired: Bool? = nil,
                appServices: [String: SDLAppServicePolicy.Service] = [:]) {
        self.groups = groups
        self.appHMITypes = appHMITypes
        self.requestTypes = requestTypes
        self.encryptionRequired = encryptionRequired
        self.appServices = appServices
    }
}
