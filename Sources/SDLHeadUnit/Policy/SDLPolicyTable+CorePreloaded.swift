/// SDL Core's preloaded policy table (`src/appMain/sdl_preloaded_pt.json`, commit 0186b8c, read
/// group by group), written as data: its functional groups by name and its three app entries
/// (`default`: `Base-4`; `device`: `DataConsent-2`; `pre_DataConsent`: `BaseBeforeDataConsent`; all of
/// priority `NONE`), and its `module_config` notification limits.
///
/// `Base-4`, the vehicle-data groups and the app-service groups are the emulator's checked tables
/// (``HeadUnitPolicy``); `Base-4` has the 8.x rows for the RPCs newer than that file.
/// `DialNumberOnlyGroup` is not in that file: its name is the SDL policy server's, its levels are
/// the other single-RPC groups'. `RemoteControl` and `Notifications-RC` are left out (the
/// emulator has no remote control).
extension SDLPolicyTable {
    /// Core's preloaded table: every group below, and its `default`, `device` and `pre_DataConsent` entries.
    public static let corePreloaded = SDLPolicyTable(
        functionalGroupings: corePreloadedGroups,
        appPolicies: [
            "default": corePreloadedEntry(["Base-4"], requestTypes: []),
            "device": corePreloadedEntry(["DataConsent-2"], requestTypes: nil),
            "pre_DataConsent": corePreloadedEntry(["BaseBeforeDataConsent"], requestTypes: nil),
        ])

    /// An entry of the preloaded table: priority `NONE`; `default` has empty `RequestType` and
    /// `RequestSubType` lists (every type allowed), the other two none (no type allowed).
    private static func corePreloadedEntry(_ groups: [String], requestTypes: [String]?) -> SDLAppPolicy {
        var entry = SDLAppPolicy(groups: groups, requestTypes: requestTypes)
        entry.requestSubTypes = requestTypes
        entry.priority = "NONE"
        return entry
    }

    /// The preloaded table's `notifications_per_minute_by_priority` (0186b8c).
    public static let corePreloadedNotificationsPerMinute = [
        "EMERGENCY": 60, "NAVIGATION": 15, "PROJECTION": 15, "VOICECOM": 20, "COMMUNICATION": 6, "NORMAL": 4, "NONE": 0,
    ]

    /// `subtle_notifications_per_minute_by_priority`, added for SubtleAlert by SDL-0242 with these
    /// values (the 8.x preloaded file is not in the searchable index; `NONE` is 0 as for Alert).
    public static let corePreloadedSubtleNotificationsPerMinute = [
        "EMERGENCY": 60, "NAVIGATION": 20, "PROJECTION": 20, "VOICECOM": 30, "COMMUNICATION": 15, "NORMAL": 10, "NONE": 0,
    ]

    private typealias Levels = [String]
    private static let all: Levels = HeadUnitPolicy.all
    private static let visible: Levels = HeadUnitPolicy.visible
    private static let backgroundOnly: Levels = ["BACKGROUND"]
    private static let fullOnly: Levels = ["FULL"]

    /// A group of `rpcs`, each allowed at `levels`.
    private static func group(_ rpcs: [String], _ levels: Levels, prompt: String? = nil) -> SDLFunctionalGroup {
        SDLFunctionalGroup(rpcs: Dictionary(uniqueKeysWithValues: rpcs.map { ($0, SDLFunctionalGroup.RPC(hmiLevels: levels)) }),
                           userConsentPrompt: prompt)
    }

    /// A vehicle-data group: the four vehicle-data RPCs at BACKGROUND, FULL and LIMITED with `items`
    /// (`vin` only for GetVehicleData and OnVehicleData).
    private static func vehicleDataGroup(_ items: [String], prompt: String?) -> SDLFunctionalGroup {
        var rpcs: [String: SDLFunctionalGroup.RPC] = [:]
        for rpc in HeadUnitPolicy.vehicleDataRPCs {
            let subscribes = rpc == "SubscribeVehicleData" || rpc == "UnsubscribeVehicleData"
            rpcs[rpc] = SDLFunctionalGroup.RPC(hmiLevels: visible, parameters: subscribes ? items.filter { $0 != "vin" } : items)
        }
        return SDLFunctionalGroup(rpcs: rpcs, userConsentPrompt: prompt)
    }

    /// The consent prompts of the vehicle-data groups (`Emergency-1` and `CloudApp` ask for none).
    private static let vehicleDataPrompts = [
        "Location-1": "Location", "DrivingCharacteristics-3": "DrivingCharacteristics", "VehicleInfo-3": "VehicleInfo",
    ]

    /// Every group of Core's preloaded table the emulator knows, by name.
    static let corePreloadedGroups: [String: SDLFunctionalGroup] = {
        var groups: [String: SDLFunctionalGroup] = [
            "Base-4": SDLFunctionalGroup(rpcs: Dictionary(uniqueKeysWithValues: HeadUnitPolicy.levels.map {
                ($0.rpc, SDLFunctionalGroup.RPC(hmiLevels: $0.levels))
            })),
            "AppServiceProvider": group(HeadUnitPolicy.appServiceRPCs(of: .provider), all),
            "AppServiceConsumer": group(HeadUnitPolicy.appServiceRPCs(of: .consumer), all),
            "SendLocation": group(["SendLocation"], visible),
            "WayPoints": group(["GetWayPoints", "SubscribeWayPoints", "UnsubscribeWayPoints", "OnWayPointChange"], visible),
            "DialNumberOnlyGroup": group(["DialNumber"], visible),
            "Notifications": group(["Alert"], backgroundOnly, prompt: "Notifications"),
            "PropriataryData-1": group(["DiagnosticMessage", "GetDTCs", "ReadDID"], visible),
            "PropriataryData-2": group(["DiagnosticMessage", "GetDTCs", "ReadDID"], visible),
            "ProprietaryData-3": group(["GetDTCs", "ReadDID"], visible),
            "CloudAppStore": group(["SetCloudAppProperties", "GetCloudAppProperties"], visible),
            "Navigation-1": group(["AlertManeuver", "ShowConstantTBT", "UpdateTurnList"], visible),
            "OnKeyboardInputOnlyGroup": group(["OnKeyboardInput"], fullOnly),
            "OnTouchEventOnlyGroup": group(["OnTouchEvent"], fullOnly),
            "DiagnosticMessageOnly": group(["DiagnosticMessage"], visible),
            "BackgroundAPT": group(["EndAudioPassThru", "OnAudioPassThru", "PerformAudioPassThru"], backgroundOnly),
            "HapticGroup": group(["OnTouchEvent", "SendHapticData"], fullOnly),
            "WidgetSupport": SDLFunctionalGroup(rpcs: [
                "CreateWindow": .init(hmiLevels: visible), "DeleteWindow": .init(hmiLevels: visible),
                "Show": .init(hmiLevels: visible), "OnSystemCapabilityUpdated": .init(hmiLevels: all),
            ]),
            "DataConsent-2": SDLFunctionalGroup(rpcs: [:], userConsentPrompt: "DataConsent"),
            "BaseBeforeDataConsent": group([
                "ChangeRegistration", "DeleteFile", "EncodedSyncPData", "ListFiles", "OnAppInterfaceUnregistered",
                "OnEncodedSyncPData", "OnHashChange", "OnHMIStatus", "OnLanguageChange", "OnPermissionsChange", "OnSystemRequest",
                "PutFile", "RegisterAppInterface", "ResetGlobalProperties", "SetGlobalProperties", "SetAppIcon", "SetDisplayLayout",
                "SystemRequest", "UnregisterAppInterface",
            ], all),
        ]
        for (name, items) in HeadUnitPolicy.vehicleDataGroups {
            groups[name] = vehicleDataGroup(items, prompt: vehicleDataPrompts[name])
        }
        return groups
    }()
}
