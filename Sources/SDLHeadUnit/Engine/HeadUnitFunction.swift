/// The function IDs the engine handles itself (MOBILE_API 8.0.0 `FunctionID`, §B.3).
enum HeadUnitFunction {
    static let registerAppInterface = 1
    static let unregisterAppInterface = 2
    static let setGlobalProperties = 3
    static let resetGlobalProperties = 4
    static let addCommand = 5
    static let deleteCommand = 6
    static let addSubMenu = 7
    static let deleteSubMenu = 8
    static let createInteractionChoiceSet = 9
    static let performInteraction = 10
    static let deleteInteractionChoiceSet = 11
    static let alert = 12
    static let show = 13
    static let speak = 14
    static let setMediaClockTimer = 15
    static let performAudioPassThru = 16
    static let endAudioPassThru = 17
    static let subscribeButton = 18
    static let unsubscribeButton = 19
    static let scrollableMessage = 25
    static let slider = 26
    static let changeRegistration = 30
    static let genericResponse = 31
    static let putFile = 32
    static let deleteFile = 33
    static let listFiles = 34
    static let setAppIcon = 35
    static let setDisplayLayout = 36
    static let getSystemCapability = 48
    static let cancelInteraction = 57
    static let subtleAlert = 64

    static let onHMIStatus = 32768
    static let onAppInterfaceUnregistered = 32769
    static let onButtonEvent = 32770
    static let onButtonPress = 32771
    static let onCommand = 32773
    static let onPermissionsChange = 32776
    static let onAudioPassThru = 32777
    static let onLanguageChange = 32778
    static let onSystemCapabilityUpdated = 32787

    /// Names of the functions above, for logs and for the stand-in validator.
    static let names: [Int: String] = [
        1: "RegisterAppInterface", 2: "UnregisterAppInterface", 3: "SetGlobalProperties", 4: "ResetGlobalProperties",
        5: "AddCommand", 6: "DeleteCommand", 7: "AddSubMenu", 8: "DeleteSubMenu", 9: "CreateInteractionChoiceSet",
        10: "PerformInteraction", 11: "DeleteInteractionChoiceSet", 12: "Alert", 13: "Show", 14: "Speak",
        15: "SetMediaClockTimer", 16: "PerformAudioPassThru", 17: "EndAudioPassThru", 18: "SubscribeButton",
        19: "UnsubscribeButton", 20: "SubscribeVehicleData", 21: "UnsubscribeVehicleData", 22: "GetVehicleData",
        23: "ReadDID", 24: "GetDTCs", 25: "ScrollableMessage", 26: "Slider", 27: "ShowConstantTBT", 28: "AlertManeuver",
        29: "UpdateTurnList", 30: "ChangeRegistration", 31: "GenericResponse", 32: "PutFile", 33: "DeleteFile",
        34: "ListFiles", 35: "SetAppIcon", 36: "SetDisplayLayout", 37: "DiagnosticMessage", 38: "SystemRequest",
        39: "SendLocation", 40: "DialNumber", 41: "ButtonPress", 43: "GetInteriorVehicleData",
        44: "SetInteriorVehicleData", 45: "GetWayPoints", 46: "SubscribeWayPoints", 47: "UnsubscribeWayPoints",
        48: "GetSystemCapability", 49: "SendHapticData", 50: "SetCloudAppProperties", 51: "GetCloudAppProperties",
        52: "PublishAppService", 53: "GetAppServiceData", 54: "GetFile", 55: "PerformAppServiceInteraction",
        56: "UnpublishAppService", 57: "CancelInteraction", 58: "CloseApplication", 59: "ShowAppMenu",
        60: "CreateWindow", 61: "DeleteWindow", 62: "GetInteriorVehicleDataConsent",
        63: "ReleaseInteriorVehicleDataModule", 64: "SubtleAlert",
        32768: "OnHMIStatus", 32769: "OnAppInterfaceUnregistered", 32770: "OnButtonEvent", 32771: "OnButtonPress",
        32772: "OnVehicleData", 32773: "OnCommand", 32774: "OnTBTClientState", 32775: "OnDriverDistraction",
        32776: "OnPermissionsChange", 32777: "OnAudioPassThru", 32778: "OnLanguageChange", 32779: "OnKeyboardInput",
        32780: "OnTouchEvent", 32781: "OnSystemRequest", 32782: "OnHashChange", 32783: "OnInteriorVehicleData",
        32784: "OnWayPointChange", 32785: "OnRCStatus", 32786: "OnAppServiceData", 32787: "OnSystemCapabilityUpdated",
        32788: "OnSubtleAlertPressed", 32789: "OnUpdateFile", 32790: "OnUpdateSubMenu", 32791: "OnAppCapabilityUpdated",
        65536: "EncodedSyncPData", 65537: "SyncPData", 98304: "OnEncodedSyncPData", 98305: "OnSyncPData",
    ]

    /// The name of `functionID`, or `"Function#<id>"`.
    static func name(_ functionID: Int) -> String {
        names[functionID] ?? "Function#\(functionID)"
    }
}
