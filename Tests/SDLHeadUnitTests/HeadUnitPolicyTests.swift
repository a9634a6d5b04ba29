import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The emulator's policy table against SDL Core's preloaded `Base-4` group
/// (`src/appMain/sdl_preloaded_pt.json`; rows and levels of sdl_core commit 0186b8c, plus the 8.x
/// rows for RPCs newer than that file: CancelInteraction, SubtleAlert, OnSubtleAlertPressed,
/// OnUpdateFile, OnUpdateSubMenu, OnAppCapabilityUpdated). OnPermissionsChange lists the table, so
/// every row is checked as an app receives it.
@Suite("The policy table (Base-4)")
struct HeadUnitPolicyTests {
    private static let all = ["BACKGROUND", "FULL", "LIMITED", "NONE"]
    private static let visible = ["BACKGROUND", "FULL", "LIMITED"]
    private static let foreground = ["FULL", "LIMITED"]

    /// `Base-4` of the preloaded policy table, transcribed row by row.
    static let base4: [String: [String]] = [
        "AddCommand": visible, "AddSubMenu": visible, "ShowAppMenu": ["FULL"], "Alert": foreground,
        "ChangeRegistration": all, "CreateInteractionChoiceSet": visible, "DeleteCommand": visible, "DeleteFile": all,
        "DeleteInteractionChoiceSet": visible, "DeleteSubMenu": visible, "EncodedSyncPData": all, "EndAudioPassThru": visible,
        "GenericResponse": visible, "GetSystemCapability": all, "ListFiles": all, "OnAppInterfaceUnregistered": all,
        "OnAudioPassThru": visible, "OnButtonEvent": visible, "OnButtonPress": visible, "OnCommand": visible,
        "OnDriverDistraction": all, "OnEncodedSyncPData": all, "OnHashChange": all, "OnHMIStatus": all,
        "OnLanguageChange": all, "OnPermissionsChange": all, "OnSystemRequest": all, "OnSystemCapabilityUpdated": all,
        "PerformAudioPassThru": foreground, "PerformInteraction": foreground, "PutFile": all, "RegisterAppInterface": all,
        "ResetGlobalProperties": all, "ScrollableMessage": ["FULL"], "SetAppIcon": all, "SetDisplayLayout": all,
        "SetGlobalProperties": all, "SetMediaClockTimer": visible, "Show": visible, "Slider": ["FULL"],
        "Speak": foreground, "SubscribeButton": visible, "SystemRequest": all, "UnregisterAppInterface": all,
        "UnsubscribeButton": visible, "CloseApplication": visible,
        // 8.x rows for RPCs newer than commit 0186b8c's file.
        "CancelInteraction": visible, "SubtleAlert": visible, "OnSubtleAlertPressed": visible,
        "OnUpdateFile": visible, "OnUpdateSubMenu": visible, "OnAppCapabilityUpdated": visible,
    ]

    @Test("OnPermissionsChange lists exactly the rows of Base-4, each with its HMI levels")
    func everyRow() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let permissions = try await client.notification(FID.onPermissionsChange)
            let items = try #require(permissions.parameters["permissionItem"]?.arrayValue)
            var table: [String: [String]] = [:]
            for item in items {
                let object = try #require(item.objectValue)
                let name = try #require(object["rpcName"]?.stringValue)
                let levels = (object["hmiPermissions"]?.objectValue?["allowed"]?.arrayValue ?? []).compactMap(\.stringValue)
                #expect(table[name] == nil, "\(name) listed twice")
                table[name] = levels.sorted()
            }
            for (rpc, levels) in Self.base4.sorted(by: { $0.key < $1.key }) {
                #expect(table[rpc] == levels.sorted(), "\(rpc)")
            }
            #expect(Set(table.keys) == Set(Self.base4.keys))
        }
    }

    @Test("SetGlobalProperties and ResetGlobalProperties pass in NONE; SystemRequest and EncodedSyncPData reach the handler")
    func noneLevel() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.hmiStatus("NONE")
            #expect(try await client.request(MenuTestApp.setGlobalProperties, ["menuTitle": "Music"]).resultCode == "SUCCESS")
            #expect(try await client.request(MenuTestApp.resetGlobalProperties, ["properties": ["MENUNAME"]]).resultCode == "SUCCESS")
            // The handler's own answer: no bulk data and no uploaded file named SYNC.
            let systemRequest = try await client.request(SDLSystemRequest.rpcFunctionID, ["requestType": "HTTP"])
            #expect(systemRequest.resultCode == "REJECTED")
            let encoded = try await client.request(SDLFunctionNames.functionID(named: "EncodedSyncPData") ?? -1, ["data": ["AAAA"]])
            #expect(encoded.resultCode == "UNSUPPORTED_RESOURCE")
            // ShowAppMenu is FULL only; AddCommand is not allowed in NONE.
            #expect(try await client.request(MenuTestApp.showAppMenu).resultCode == "DISALLOWED")
            #expect(try await client.request(FID.addCommand, ["cmdID": 1, "vrCommands": ["a"]]).resultCode == "DISALLOWED")
        }
    }
}
