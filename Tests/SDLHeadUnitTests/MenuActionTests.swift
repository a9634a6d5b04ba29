import Foundation
import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// The user at the menu, the microphone and the hardware keys: what each action sends the app.
@Suite("Menu, voice command and hardware button actions")
struct MenuActionTests {
    /// An app in FULL with a submenu (10: "Settings" › 1 "Sound"), a top-level command (2 "Play",
    /// voice "Play"/"Start"), and a voice-only command (3, "Louder").
    static func appWithMenu(_ headUnit: SDLHeadUnit) async throws -> TestSDLClient {
        let client = try await MenuTestApp.inFull(headUnit)
        _ = try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "Settings"])
        _ = try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "Sound", "parentID": 10]])
        _ = try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "Play", "position": 0], "vrCommands": ["Play", "Start"]])
        _ = try await client.request(FID.addCommand, ["cmdID": 3, "vrCommands": ["Louder"]])
        return client
    }

    @Test("openMenu sends OnHMIStatus MENU, closeMenu OnHMIStatus MAIN; closing a closed menu throws")
    func openAndClose() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appWithMenu(headUnit)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.closeMenu() }
            try await headUnit.openMenu()
            let open = try await client.hmiStatus("FULL", context: "MENU")
            #expect(open.parameters["audioStreamingState"] == "AUDIBLE")
            #expect(try await headUnit.app(1)?.openMenuPath == [])
            try await headUnit.closeMenu()
            _ = try await client.hmiStatus("FULL", context: "MAIN")
            #expect(try await headUnit.app(1)?.openMenuPath == nil)
        }
    }

    @Test("openSubMenu opens the submenu (and the menu); an unknown one throws; the app must be in FULL")
    func openSubMenu() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appWithMenu(headUnit)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.openSubMenu(99) }
            try await headUnit.openSubMenu(10)
            _ = try await client.hmiStatus("FULL", context: "MENU")
            #expect(try await headUnit.app(1)?.openMenuPath == [10])
            // Leaving FULL closes the menu: MAIN comes with the new level.
            try await headUnit.setHMILevel(.limited)
            let limited = try await client.hmiStatus("LIMITED")
            #expect(limited.parameters["systemContext"] == "MAIN")
            #expect(try await headUnit.app(1)?.openMenuPath == nil)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.openMenu(app: 1) }
        }
    }

    @Test("selecting a command sends OnCommand MENU, then the menu closes (OnHMIStatus MAIN); voice-only commands cannot be selected")
    func selectCommand() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appWithMenu(headUnit)
            try await headUnit.openSubMenu(10)
            _ = try await client.hmiStatus("FULL", context: "MENU")
            try await headUnit.selectCommand(1)
            let command = try await client.notification(FID.onCommand)
            #expect(command.parameters == ["cmdID": 1, "triggerSource": "MENU"])
            let main = try await client.hmiStatus("FULL", context: "MAIN")
            #expect(command.messageID < main.messageID)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.selectCommand(3) }
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.selectCommand(42) }
        }
    }

    @Test("sayVoiceCommand sends OnCommand VR for the command holding the phrase, ignoring case; an unknown phrase throws")
    func sayVoiceCommand() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appWithMenu(headUnit)
            try await headUnit.sayVoiceCommand("start")
            let start = try await client.notification(FID.onCommand)
            #expect(start.parameters == ["cmdID": 2, "triggerSource": "VR"])
            try await headUnit.sayVoiceCommand("LOUDER")
            let louder = try await client.notification(FID.onCommand) { $0.messageID > start.messageID }
            #expect(louder.parameters == ["cmdID": 3, "triggerSource": "VR"])
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.sayVoiceCommand("Sound") }
        }
    }

    @Test("a short press of a subscribed hardware button: BUTTONDOWN, BUTTONUP, OnButtonPress SHORT, no customButtonID")
    func hardwareButtonShort() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            #expect(try await client.request(FID.subscribeButton, ["buttonName": "PLAY_PAUSE"]).resultCode == "SUCCESS")
            try await headUnit.pressButton("PLAY_PAUSE")
            let down = try await client.notification(FID.onButtonEvent) { $0.parameters["buttonEventMode"] == "BUTTONDOWN" }
            let up = try await client.notification(FID.onButtonEvent) { $0.parameters["buttonEventMode"] == "BUTTONUP" }
            let press = try await client.notification(FID.onButtonPress)
            #expect(down.parameters == ["buttonName": "PLAY_PAUSE", "buttonEventMode": "BUTTONDOWN"])
            #expect(up.parameters == ["buttonName": "PLAY_PAUSE", "buttonEventMode": "BUTTONUP"])
            #expect(press.parameters == ["buttonName": "PLAY_PAUSE", "buttonPressMode": "SHORT"])
            #expect(down.messageID < up.messageID && up.messageID < press.messageID)
            #expect(try await headUnit.subscribedButtons() == ["PLAY_PAUSE"])
        }
    }

    @Test("a hardware button goes only to a subscribed app in FULL or LIMITED; CUSTOM_BUTTON and unknown names are refused")
    func hardwareButtonRefusals() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await MenuTestApp.inFull(headUnit)
            #expect(try await client.request(FID.subscribeButton, ["buttonName": "SEEKLEFT"]).resultCode == "SUCCESS")
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.pressButton("SEEKRIGHT") }
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.pressButton("CUSTOM_BUTTON") }
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.pressButton("NOT_A_BUTTON") }
            try await headUnit.setHMILevel(.limited)
            _ = try await client.hmiStatus("LIMITED")
            try await headUnit.pressButton("SEEKLEFT", app: 1, longPress: true)
            let press = try await client.notification(FID.onButtonPress)
            #expect(press.parameters == ["buttonName": "SEEKLEFT", "buttonPressMode": "LONG"])
            try await headUnit.setHMILevel(.background)
            _ = try await client.hmiStatus("BACKGROUND")
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.pressButton("SEEKLEFT", app: 1) }
        }
    }

    @Test("menu(app:) is the menu in display order with every field; voice-only commands are apart")
    func menuSnapshot() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appWithMenu(headUnit)
            _ = try await client.request(FID.addCommand, [
                "cmdID": 4, "vrCommands": ["Next"], "cmdIcon": ["value": "next.png", "imageType": "DYNAMIC"],
                "menuParams": ["menuName": "Next", "parentID": 10, "position": 0, "secondaryText": "Track", "tertiaryText": "2 of 9"],
            ])
            let menu = try await headUnit.menu(app: 1)
            #expect(menu == [
                SDLHeadUnitMenuItem(id: 2, kind: .command, menuName: "Play", vrCommands: ["Play", "Start"]),
                SDLHeadUnitMenuItem(id: 10, kind: .submenu, menuName: "Settings", children: [
                    SDLHeadUnitMenuItem(id: 4, kind: .command, menuName: "Next", secondaryText: "Track", tertiaryText: "2 of 9",
                                        icon: SDLHeadUnitImage(value: "next.png", imageType: "DYNAMIC"), vrCommands: ["Next"]),
                    SDLHeadUnitMenuItem(id: 1, kind: .command, menuName: "Sound"),
                ]),
            ])
            #expect(try await headUnit.voiceOnlyCommands().map(\.vrCommands) == [["Louder"]])
        }
    }

    @Test("control lines: openMenu, openSubMenu, menu, closeMenu, sayVoiceCommand, and help lists them")
    func controlLines() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appWithMenu(headUnit)
            #expect(await headUnit.execute(controlLine: #"{"action":"openSubMenu","id":10}"#) == #"{"ok":true,"action":"openSubMenu"}"#)
            _ = try await client.hmiStatus("FULL", context: "MENU")
            let menu = await headUnit.execute(controlLine: #"{"action":"menu"}"#)
            #expect(menu.hasPrefix(#"{"ok":true,"action":"menu","result":[{"kind":"command","id":2,"menuName":"Play","#))
            #expect(await headUnit.execute(controlLine: #"{"action":"closeMenu"}"#) == #"{"ok":true,"action":"closeMenu"}"#)
            _ = try await client.hmiStatus("FULL", context: "MAIN")
            #expect(await headUnit.execute(controlLine: #"{"action":"openMenu","app":1}"#) == #"{"ok":true,"action":"openMenu"}"#)
            #expect(await headUnit.execute(controlLine: #"{"action":"sayVoiceCommand","phrase":"play"}"#) == #"{"ok":true,"action":"sayVoiceCommand"}"#)
            let command = try await client.notification(FID.onCommand)
            #expect(command.parameters == ["cmdID": 2, "triggerSource": "VR"])
            let refused = await headUnit.execute(controlLine: #"{"action":"sayVoiceCommand","phrase":"nothing"}"#)
            #expect(refused.contains(#""ok":false"#) && refused.contains("notApplicable"))
            let help = await headUnit.execute(controlLine: #"{"action":"help"}"#)
            for action in ["openMenu", "openSubMenu", "closeMenu", "sayVoiceCommand", "menu"] {
                #expect(help.contains(#""action":"\#(action)""#))
            }
        }
    }

    @Test("the text renderer draws the open menu level in display order instead of the template")
    func renderedMenu() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let client = try await Self.appWithMenu(headUnit)
            _ = try await client.request(MenuTestApp.setGlobalProperties, ["menuTitle": "Music"])
            _ = try await client.request(FID.show, ["mainField1": "Song"])
            #expect(try await headUnit.renderText().contains("Song"))
            try await headUnit.openMenu()
            let top = try await headUnit.renderText()
            #expect(top.contains("menu Music · LIST"))
            #expect(!top.contains("Song"))
            let play = try #require(top.range(of: "(2) Play"))
            let settings = try #require(top.range(of: "[10] Settings ›"))
            #expect(play.lowerBound < settings.lowerBound)
            try await headUnit.openSubMenu(10)
            let sub = try await headUnit.renderText()
            #expect(sub.contains("menu Music › Settings · LIST"))
            #expect(sub.contains("(1) Sound"))
            #expect(!sub.contains("(2) Play"))
            try await headUnit.closeMenu()
            #expect(try await headUnit.renderText().contains("Song"))
        }
    }
}
