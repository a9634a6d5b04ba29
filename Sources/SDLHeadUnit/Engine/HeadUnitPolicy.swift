/// The policy table the emulator applies: the RPCs an app may use and in which HMI levels, after
/// SDL Core's preloaded policy group `Base-4` (`src/appMain/sdl_preloaded_pt.json`, §C.1 step 5).
///
/// Checked row by row against the table (`HeadUnitPolicyTests`): the rows and levels of sdl_core
/// commit 0186b8c's `Base-4` (the newest version of the file the search index holds: ShowAppMenu
/// FULL; CloseApplication FULL/LIMITED/BACKGROUND; EncodedSyncPData, OnEncodedSyncPData,
/// OnHashChange, SystemRequest, SetGlobalProperties, ResetGlobalProperties at every level;
/// GenericResponse BACKGROUND/FULL/LIMITED), plus the rows the 8.x table adds for RPCs newer than
/// that file — CancelInteraction, SubtleAlert, OnSubtleAlertPressed, OnUpdateFile, OnUpdateSubMenu,
/// OnAppCapabilityUpdated at BACKGROUND/FULL/LIMITED (those levels not read in a stored 8.x file).
///
/// An RPC missing here is answered `DISALLOWED`, as Core answers RPCs outside an app's groups.
enum HeadUnitPolicy {
    static let all = ["BACKGROUND", "FULL", "LIMITED", "NONE"]
    static let visible = ["BACKGROUND", "FULL", "LIMITED"]
    static let foreground = ["FULL", "LIMITED"]

    /// RPC name → allowed HMI levels (wire values), in the order OnPermissionsChange lists them.
    static let levels: [(rpc: String, levels: [String])] = [
        ("AddCommand", visible),
        ("AddSubMenu", visible),
        ("Alert", foreground),
        ("CancelInteraction", visible),
        ("ChangeRegistration", all),
        ("CloseApplication", visible),
        ("CreateInteractionChoiceSet", visible),
        ("DeleteCommand", visible),
        ("DeleteFile", all),
        ("DeleteInteractionChoiceSet", visible),
        ("DeleteSubMenu", visible),
        ("EncodedSyncPData", all),
        ("EndAudioPassThru", visible),
        ("GenericResponse", visible),
        ("GetSystemCapability", all),
        ("ListFiles", all),
        ("OnAppCapabilityUpdated", visible),
        ("OnAppInterfaceUnregistered", all),
        ("OnAudioPassThru", visible),
        ("OnButtonEvent", visible),
        ("OnButtonPress", visible),
        ("OnCommand", visible),
        ("OnDriverDistraction", all),
        ("OnEncodedSyncPData", all),
        ("OnHashChange", all),
        ("OnHMIStatus", all),
        ("OnLanguageChange", all),
        ("OnPermissionsChange", all),
        ("OnSubtleAlertPressed", visible),
        ("OnSystemCapabilityUpdated", all),
        ("OnSystemRequest", all),
        ("OnUpdateFile", visible),
        ("OnUpdateSubMenu", visible),
        ("PerformAudioPassThru", foreground),
        ("PerformInteraction", foreground),
        ("PutFile", all),
        ("RegisterAppInterface", all),
        ("ResetGlobalProperties", all),
        ("ScrollableMessage", ["FULL"]),
        ("SetAppIcon", all),
        ("SetDisplayLayout", all),
        ("SetGlobalProperties", all),
        ("SetMediaClockTimer", visible),
        ("Show", visible),
        ("ShowAppMenu", ["FULL"]),
        ("Slider", ["FULL"]),
        ("Speak", foreground),
        ("SubscribeButton", visible),
        ("SubtleAlert", visible),
        ("SystemRequest", all),
        ("UnregisterAppInterface", all),
        ("UnsubscribeButton", visible),
    ]

    private static let table: [String: Set<String>] = Dictionary(uniqueKeysWithValues: levels.map { ($0.rpc, Set($0.levels)) })

    /// Whether `rpc` is allowed at `level`; `nil` when the RPC is not in the table at all.
    static func allows(_ rpc: String, at level: String) -> Bool? {
        guard let levels = table[rpc] else { return nil }
        return levels.contains(level)
    }
}
