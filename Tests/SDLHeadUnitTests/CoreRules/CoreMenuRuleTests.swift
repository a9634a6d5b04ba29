import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The menu's state rules (docs/core-rules.md, "The menu, voice commands and hardware buttons"):
/// AddCommand, AddSubMenu, DeleteCommand, DeleteSubMenu and ShowAppMenu answer as SDL Core 8.2 does,
/// in its order, with its infos.
@Suite("Core's menu rules in the emulator")
struct CoreMenuRuleTests {
    static func expect(_ response: TestSDLClient.RPC, _ resultCode: String, info: String? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.resultCode == resultCode, sourceLocation: sourceLocation)
        #expect(response.info == info, sourceLocation: sourceLocation)
    }

    static let deleteCommand = SDLDeleteCommand.rpcFunctionID
    static let deleteSubMenu = SDLDeleteSubMenu.rpcFunctionID

    @Test("AddCommand: cmdID in use comes first, then a missing parent, then a VR command in use, then the message checks")
    func addCommandOrder() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "Play"], "vrCommands": ["Play"]]), "SUCCESS")
            // In use: even a request that also has a missing parent and a VR command in use.
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "X", "parentID": 9], "vrCommands": ["play"]]), "INVALID_ID")
            // The parent before the VR command.
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "X", "parentID": 9], "vrCommands": ["play"]]),
                        "INVALID_ID", info: "Parent ID doesn't exist")
            // The VR command (any case) before the late message checks (a tab in the name).
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 3, "menuParams": ["menuName": "a\tb"], "vrCommands": ["PLAY"]]), "DUPLICATE_NAME")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 3, "menuParams": ["menuName": "a\tb"], "vrCommands": ["Pause"]]), "INVALID_DATA")
            // Nothing refused was kept.
            #expect(try await headUnit.menu().map(\.id) == [1])
        }
    }

    @Test("AddCommand: a menu name in use under the same parent is accepted (SDL-0180, Core 7.1+)")
    func addCommandSameName() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "McDonalds", "secondaryText": "1 mile"]]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "McDonalds", "secondaryText": "2 miles"]]), "SUCCESS")
            let menu = try await headUnit.menu()
            #expect(menu.map(\.menuName) == ["McDonalds", "McDonalds"])
            #expect(menu.map(\.secondaryText) == ["1 mile", "2 miles"])
        }
    }

    @Test("AddCommand: VR commands are compared with other commands only, ignoring case; a repeat inside one request is accepted")
    func addCommandVoiceCommands() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "vrCommands": ["Next", "next"]]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "Skip"], "vrCommands": ["Skip", "NEXT"]]), "DUPLICATE_NAME")
            // A menu name is no VR command: "Next" as a name is fine.
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "Next"]]), "SUCCESS")
            #expect(try await headUnit.voiceOnlyCommands().map(\.id) == [1])
            #expect(try await headUnit.menu().map(\.id) == [2])
        }
    }

    @Test("AddSubMenu: menuID in use, then a missing parent, then the name check; a name in use is accepted")
    func addSubMenuOrder() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "Settings"]), "SUCCESS")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "\t", "parentID": 99]), "INVALID_ID")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 11, "menuName": "\t", "parentID": 99]), "INVALID_ID", info: "Parent ID doesn't exist")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 11, "menuName": "\t", "parentID": 10]), "INVALID_DATA")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 11, "menuName": "Settings", "parentID": 10]), "SUCCESS")
            let menu = try await headUnit.menu()
            #expect(menu.map(\.id) == [10])
            #expect(menu.first?.children.map(\.id) == [11])
        }
    }

    @Test("AddSubMenu: a menuLayout the display lacks is WARNINGS with Core's info and the default layout; one it has is kept")
    func addSubMenuLayout() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "Tiles", "menuLayout": "TILES"]),
                        "WARNINGS", info: "The MenuLayout specified is unsupported, the default MenuLayout will be used.")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 11, "menuName": "List", "menuLayout": "LIST"]), "SUCCESS")
            #expect(try await headUnit.menu().map(\.subMenuLayout) == [nil, "LIST"])
        }
        try await HeadUnitHarness.run({ $0.profile.menuLayouts = ["LIST", "TILES"] }) { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "Tiles", "menuLayout": "TILES"]), "SUCCESS")
            #expect(try await headUnit.menu().first?.subMenuLayout == "TILES")
        }
    }

    @Test("DeleteCommand: an unknown cmdID is INVALID_ID without info; a deleted command frees its id and VR commands")
    func deleteCommand() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(Self.deleteCommand, ["cmdID": 1]), "INVALID_ID")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "Play"], "vrCommands": ["Play"]]), "SUCCESS")
            Self.expect(try await client.request(Self.deleteCommand, ["cmdID": 1]), "SUCCESS")
            #expect(try await headUnit.menu().isEmpty)
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "vrCommands": ["play"]]), "SUCCESS")
        }
    }

    @Test("DeleteSubMenu: unknown is INVALID_ID; otherwise the submenu goes with its nested submenus and their commands, voice-only commands stay")
    func deleteSubMenuNested() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(Self.deleteSubMenu, ["menuID": 10]), "INVALID_ID")
            for request: SDLJSONValue in [
                ["menuID": 10, "menuName": "Settings"], ["menuID": 20, "menuName": "Audio", "parentID": 10],
                ["menuID": 30, "menuName": "Other"],
            ] { Self.expect(try await client.request(FID.addSubMenu, request), "SUCCESS") }
            for request: SDLJSONValue in [
                ["cmdID": 1, "menuParams": ["menuName": "Bass", "parentID": 20], "vrCommands": ["Bass"]],
                ["cmdID": 2, "menuParams": ["menuName": "Display", "parentID": 10]],
                ["cmdID": 3, "menuParams": ["menuName": "Keep", "parentID": 30]],
                ["cmdID": 4, "vrCommands": ["Louder"]],
            ] { Self.expect(try await client.request(FID.addCommand, request), "SUCCESS") }
            Self.expect(try await client.request(Self.deleteSubMenu, ["menuID": 10]), "SUCCESS")
            let menu = try await headUnit.menu()
            #expect(menu.map(\.id) == [30])
            #expect(menu.first?.children.map(\.id) == [3])
            #expect(try await headUnit.voiceOnlyCommands().map(\.id) == [4])
            // Everything under it is gone: its ids and VR commands can be used again.
            Self.expect(try await client.request(Self.deleteSubMenu, ["menuID": 20]), "INVALID_ID")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 20, "menuName": "Audio"]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "vrCommands": ["bass"]]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "Lost", "parentID": 10]]),
                        "INVALID_ID", info: "Parent ID doesn't exist")
        }
    }

    @Test("position inserts at that index among the parent's entries when the entry arrives; none or a large one appends")
    func positionOrder() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "A"]]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "B", "position": 0]]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 3, "menuParams": ["menuName": "C", "position": 1]]), "SUCCESS")
            // AddSubMenu's position defaults to 1000: the end.
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "S"]), "SUCCESS")
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 11, "menuName": "T", "position": 2]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 4, "menuParams": ["menuName": "D", "position": 1000]]), "SUCCESS")
            #expect(try await headUnit.menu().map(\.menuName) == ["B", "C", "T", "A", "S", "D"])
            // A deletion closes the gap; positions are not sort keys.
            Self.expect(try await client.request(Self.deleteCommand, ["cmdID": 2]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 5, "menuParams": ["menuName": "E", "position": 1]]), "SUCCESS")
            #expect(try await headUnit.menu().map(\.menuName) == ["C", "E", "T", "A", "S", "D"])
            // Inside a submenu the same rule holds among its own entries.
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 6, "menuParams": ["menuName": "X", "parentID": 10]]), "SUCCESS")
            Self.expect(try await client.request(FID.addCommand, ["cmdID": 7, "menuParams": ["menuName": "Y", "parentID": 10, "position": 0]]), "SUCCESS")
            #expect(try await headUnit.menu().first { $0.id == 10 }?.children.map(\.menuName) == ["Y", "X"])
        }
    }

    @Test("ShowAppMenu: OnHMIStatus MENU then SUCCESS; an unknown menuID is INVALID_ID; outside MAIN/MENU it is REJECTED")
    func showAppMenu() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "Settings"]), "SUCCESS")
            Self.expect(try await client.request(MenuTestApp.showAppMenu, ["menuID": 11]), "INVALID_ID")
            let response = try await client.request(MenuTestApp.showAppMenu, ["menuID": 10])
            Self.expect(response, "SUCCESS")
            let menu = try await client.hmiStatus("FULL", context: "MENU")
            #expect(menu.messageID < response.messageID)
            #expect(try await headUnit.app(1)?.openMenuPath == [10])
            // In MENU it may open another level: the top.
            Self.expect(try await client.request(MenuTestApp.showAppMenu), "SUCCESS")
            #expect(try await headUnit.app(1)?.openMenuPath == [])
            try await headUnit.closeMenu()
            _ = try await client.hmiStatus("FULL", context: "MAIN")
            _ = try await client.sendRequest(FID.alert, ["alertText1": "Hi"])
            _ = try await client.hmiStatus("FULL", context: "ALERT")
            Self.expect(try await client.request(MenuTestApp.showAppMenu), "REJECTED")
        }
    }

    @Test("ShowAppMenu outside FULL: DISALLOWED by Base-4 (FULL only); REJECTED by Core itself when the policy allows it")
    func showAppMenuNotFull() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            try await headUnit.setHMILevel(.limited)
            _ = try await client.hmiStatus("LIMITED")
            Self.expect(try await client.request(MenuTestApp.showAppMenu), "DISALLOWED")
        }
        try await HeadUnitHarness.run({ $0.permissionPolicy = .allowAll }) { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            try await headUnit.setHMILevel(.limited)
            _ = try await client.hmiStatus("LIMITED")
            Self.expect(try await client.request(MenuTestApp.showAppMenu), "REJECTED")
            #expect(try await headUnit.app(1)?.openMenuPath == nil)
        }
    }

    @Test("SetGlobalProperties: an unsupported menuLayout alone is INVALID_DATA, with other properties WARNINGS; a supported one is kept")
    func setGlobalPropertiesLayout() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(MenuTestApp.setGlobalProperties, ["menuLayout": "TILES"]),
                        "INVALID_DATA", info: "There are no parameters present in request. The MenuLayout specified is unsupported.")
            Self.expect(try await client.request(MenuTestApp.setGlobalProperties, ["menuLayout": "TILES", "menuTitle": "Music"]),
                        "WARNINGS", info: "The MenuLayout specified is unsupported, the default MenuLayout will be used.")
            let app = try #require(try await headUnit.app(1))
            #expect(app.menuTitle == "Music")
            #expect(app.menuLayout == nil)
        }
        try await HeadUnitHarness.run({ $0.profile.menuLayouts = ["LIST", "TILES"] }) { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            Self.expect(try await client.request(MenuTestApp.setGlobalProperties, ["menuLayout": "TILES"]), "SUCCESS")
            #expect(try await headUnit.app(1)?.menuLayout == "TILES")
            Self.expect(try await client.request(MenuTestApp.resetGlobalProperties, ["properties": ["MENUNAME"]]), "SUCCESS")
        }
    }
}

/// A registered app in FULL, and the function IDs the menu tests use.
enum MenuTestApp {
    static let showAppMenu = SDLShowAppMenu.rpcFunctionID
    static let setGlobalProperties = SDLSetGlobalProperties.rpcFunctionID
    static let resetGlobalProperties = SDLResetGlobalProperties.rpcFunctionID

    static func inFull(_ headUnit: SDLHeadUnit, isMedia: Bool = true) async throws -> TestSDLClient {
        let (client, _) = try await TestSDLClient.registered(to: headUnit, isMedia: isMedia)
        try await client.hmiStatus("FULL")
        return client
    }
}
