/// The policy table the emulator applies: the RPCs an app may use and in which HMI levels, after
/// SDL Core's preloaded policy group `Base-4` (`src/appMain/sdl_preloaded_pt.json`, §C.1 step 5).
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
        ("CreateInteractionChoiceSet", visible),
        ("DeleteCommand", visible),
        ("DeleteFile", all),
        ("DeleteInteractionChoiceSet", visible),
        ("DeleteSubMenu", visible),
        ("EndAudioPassThru", visible),
        ("GetSystemCapability", all),
        ("ListFiles", all),
        ("OnAppInterfaceUnregistered", all),
        ("OnAudioPassThru", visible),
        ("OnButtonEvent", visible),
        ("OnButtonPress", visible),
        ("OnCommand", visible),
        ("OnDriverDistraction", all),
        ("OnHMIStatus", all),
        ("OnLanguageChange", all),
        ("OnPermissionsChange", all),
        ("OnSubtleAlertPressed", visible),
        ("OnSystemCapabilityUpdated", all),
        ("OnSystemRequest", all),
        ("PerformAudioPassThru", foreground),
        ("PerformInteraction", foreground),
        ("PutFile", all),
        ("RegisterAppInterface", all),
        ("ResetGlobalProperties", visible),
        ("ScrollableMessage", ["FULL"]),
        ("SetAppIcon", all),
        ("SetDisplayLayout", all),
        ("SetGlobalProperties", visible),
        ("SetMediaClockTimer", visible),
        ("Show", visible),
        ("Slider", ["FULL"]),
        ("Speak", foreground),
        ("SubscribeButton", visible),
        ("SubtleAlert", visible),
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
