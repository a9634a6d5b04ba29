import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

@Suite("Show, templates and the rendered screen over TCP")
struct ScreenTests {
    static let show: SDLJSONValue = [
        "mainField1": "Bohemian Rhapsody",
        "mainField2": "Queen",
        "mainField3": "A Night at the Opera",
        "alignment": "CENTERED",
        "statusBar": "Live",
        "mediaTrack": "3/12",
        "templateTitle": "Now Playing",
        "graphic": ["value": "cover.png", "imageType": "DYNAMIC"],
        "softButtons": [
            ["type": "TEXT", "text": "Play", "softButtonID": 1],
            ["type": "TEXT", "text": "Shuffle", "softButtonID": 2, "isHighlighted": true],
            ["type": "IMAGE", "image": ["value": "heart", "imageType": "STATIC"], "softButtonID": 3],
        ],
        "templateConfiguration": ["template": "MEDIA"],
    ]

    @Test("a Show updates the app's screen and the text rendering shows it exactly")
    func showAndRender() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, appName: "Music")
            try await client.hmiStatus("FULL")
            _ = try await client.request(FID.putFile, ["syncFileName": "cover.png", "fileType": "GRAPHIC_PNG"], bulk: [1, 2, 3])
            let response = try await client.request(FID.show, Self.show)
            #expect(response.resultCode == "SUCCESS")
            let show = try await headUnit.nextShow()
            #expect(show.screen.template == "MEDIA")
            #expect(show.screen["mainField2"] == "Queen")
            #expect(show.screen.softButtons.map(\.isHighlighted) == [false, true, false])
            let expected = """
            ┌──────────────────────────────────────────────────────────┐
            │ Music                      MEDIA · FULL · AUDIBLE · MAIN │
            ├─ text CENTERED ──────────────────────────────────────────┤
            │ title: Now Playing                                       │
            │ graphic: cover.png                                       │
            │                    Bohemian Rhapsody                     │
            │                          Queen                           │
            │                   A Night at the Opera                   │
            │                                                          │
            │ statusBar: Live · mediaTrack: 3/12                       │
            ├──────────────────────────────────────────────────────────┤
            │ [1 Play] [*2 Shuffle*] [3 img:heart]                     │
            └──────────────────────────────────────────────────────────┘
            """
            #expect(try await headUnit.renderText() == expected)
        }
    }

    @Test("an overlay is drawn on top of the screen, and a 2-line display shows two lines, left-aligned")
    func renderOverlayOnTwoLineDisplay() async throws {
        try await HeadUnitHarness.run({ $0.profile = .generic2Line }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, appName: "Nav", isMedia: false)
            try await client.hmiStatus("FULL")
            _ = try await client.request(FID.show, ["mainField1": "Turn left", "mainField2": "in 200 m", "mainField3": "hidden", "alignment": "LEFT_ALIGNED"])
            let screen = try await headUnit.renderText()
            #expect(screen == """
            ┌──────────────────────────────────────────────────────────┐
            │ Nav                  DEFAULT · FULL · NOT_AUDIBLE · MAIN │
            ├─ text LEFT_ALIGNED ──────────────────────────────────────┤
            │ Turn left                                                │
            │ in 200 m                                                 │
            └──────────────────────────────────────────────────────────┘
            """)
            try await client.sendRequest(FID.alert, ["alertText1": "Traffic ahead", "softButtons": [["type": "TEXT", "text": "OK", "softButtonID": 9]]])
            _ = try await headUnit.nextOverlay()
            #expect(try await headUnit.renderText() == """
            ┌──────────────────────────────────────────────────────────┐
            │ Nav                 DEFAULT · FULL · NOT_AUDIBLE · ALERT │
            ├──────────────────────────────────────────────────────────┤
            │ ╔═ Alert ══════════════════════════════════════════════╗ │
            │ ║ Traffic ahead                                        ║ │
            │ ║ [9 OK]                                               ║ │
            │ ║ stays until answered                                 ║ │
            │ ╚══════════════════════════════════════════════════════╝ │
            └──────────────────────────────────────────────────────────┘
            """)
        }
    }

    @Test("an empty Show is INVALID_DATA and changes nothing")
    func emptyShow() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.show, [:])
            #expect(response.resultCode == "INVALID_DATA")
            let unknownOnly = try await client.request(FID.show, ["notAField": 1])
            #expect(unknownOnly.resultCode == "INVALID_DATA")
        }
    }

    @Test("a Show naming a graphic that was not uploaded answers WARNINGS")
    func showMissingGraphic() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.show, ["mainField1": "x", "graphic": ["value": "missing.png", "imageType": "DYNAMIC"]])
            #expect(response.resultCode == "WARNINGS")
            #expect(response.success == true)
            #expect(response.info == "Reference image(s) not found")
        }
    }

    @Test("an invalid enum in an optional parameter is dropped and the Show answers WARNINGS with Core's info")
    func showInvalidAlignment() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.show, ["mainField1": "x", "alignment": "DIAGONAL"])
            #expect(response.resultCode == "WARNINGS")
            #expect(response.info?.contains("alignment") == true)
            let show = try await headUnit.nextShow()
            #expect(show.screen.alignment == nil)
            #expect(show.parameters["alignment"] == nil)
        }
    }

    @Test("a Show for a window that does not exist is INVALID_ID")
    func showUnknownWindow() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let unknownWindow = try await client.request(FID.show, ["mainField1": "x", "windowID": 3])
            #expect(unknownWindow.resultCode == "INVALID_ID")
            #expect(unknownWindow.info == nil)
        }
    }

    @Test("a template change sends OnSystemCapabilityUpdated(DISPLAYS); an unknown template or new colors alone are REJECTED")
    func templateChanges() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            _ = try await client.notification(FID.onSystemCapabilityUpdated)
            let changed = try await client.request(FID.show, ["templateConfiguration": ["template": "TEXT_WITH_GRAPHIC"]])
            #expect(changed.resultCode == "SUCCESS")
            let update = try await client.notification(FID.onSystemCapabilityUpdated)
            let window = update.parameters["systemCapability"]?.objectValue?["displayCapabilities"]?.arrayValue?.first?.objectValue?["windowCapabilities"]?.arrayValue?.first?.objectValue
            #expect(window?["windowID"] == 0)
            let unknown = try await client.request(FID.show, ["templateConfiguration": ["template": "HOLOGRAM"]])
            #expect(unknown.resultCode == "REJECTED")
            let colors: SDLJSONValue = ["primaryColor": ["red": 255, "green": 0, "blue": 0]]
            let recolor = try await client.request(FID.show, ["templateConfiguration": ["template": "TEXT_WITH_GRAPHIC", "dayColorScheme": colors]])
            #expect(recolor.resultCode == "REJECTED")
            #expect(recolor.info == "Color schemes can not be changed without a new template set")
            #expect(try await headUnit.snapshot().screen?.template == "TEXT_WITH_GRAPHIC")
        }
    }

    @Test("SetDisplayLayout changes the template and answers with the display capabilities")
    func setDisplayLayout() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let response = try await client.request(FID.setDisplayLayout, ["displayLayout": "NON-MEDIA"])
            #expect(response.resultCode == "WARNINGS", "deprecated for an app of RPC 6.0 or later")
            #expect(response.success == true)
            #expect(response.parameters["displayCapabilities"]?.objectValue?["displayName"] == "SDL_GENERIC_4LINE")
            #expect(response.parameters["softButtonCapabilities"]?.arrayValue?.count == 8)
            #expect(try await headUnit.snapshot().screen?.template == "NON-MEDIA")
        }
    }

    @Test("GetSystemCapability answers DISPLAYS from the profile and DATA_NOT_AVAILABLE for NAVIGATION")
    func getSystemCapability() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let displays = try await client.request(FID.getSystemCapability, ["systemCapabilityType": "DISPLAYS", "subscribe": true])
            #expect(displays.resultCode == "SUCCESS")
            let display = displays.parameters["systemCapability"]?.objectValue?["displayCapabilities"]?.arrayValue?.first?.objectValue
            #expect(display?["displayName"] == "SDL_GENERIC_4LINE")
            #expect(try await headUnit.apps().first?.capabilitySubscriptions == [], "DISPLAYS updates come to every app (Core ignores subscribe)")
            let navigation = try await client.request(FID.getSystemCapability, ["systemCapabilityType": "NAVIGATION"])
            #expect(navigation.resultCode == "DATA_NOT_AVAILABLE")
        }
    }

    @Test("SubscribeButton: media buttons (presets too) need a media app, unknown buttons are UNSUPPORTED_RESOURCE, twice is IGNORED")
    func subscribeButton() async throws {
        try await HeadUnitHarness.run({ $0.profile = .generic2Line }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit, isMedia: false)
            try await client.hmiStatus("FULL")
            #expect(try await client.request(FID.subscribeButton, ["buttonName": "SEEKLEFT"]).resultCode == "REJECTED")
            #expect(try await client.request(FID.subscribeButton, ["buttonName": "PRESET_1"]).resultCode == "REJECTED")
            #expect(try await client.request(FID.subscribeButton, ["buttonName": "SEARCH"]).resultCode == "UNSUPPORTED_RESOURCE")
            #expect(try await client.request(FID.subscribeButton, ["buttonName": "OK"]).resultCode == "SUCCESS")
            #expect(try await client.request(FID.subscribeButton, ["buttonName": "OK"]).resultCode == "IGNORED")
            try await headUnit.pressButton("OK", longPress: true)
            let down = try await client.notification(FID.onButtonEvent) { $0.parameters["buttonEventMode"] == "BUTTONDOWN" }
            let press = try await client.notification(FID.onButtonPress)
            let up = try await client.notification(FID.onButtonEvent) { $0.parameters["buttonEventMode"] == "BUTTONUP" }
            #expect(press.parameters == ["buttonName": "OK", "buttonPressMode": "LONG"])
            #expect(down.messageID < press.messageID && press.messageID < up.messageID)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.pressButton("SEEKRIGHT") }
        }
    }

    @Test("AddSubMenu and AddCommand build the menu; picking a command sends OnCommand")
    func menu() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            #expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "Settings"]).resultCode == "SUCCESS")
            #expect(try await client.request(FID.addSubMenu, ["menuID": 10, "menuName": "Other"]).resultCode == "INVALID_ID")
            #expect(try await client.request(FID.addCommand, ["cmdID": 1, "menuParams": ["menuName": "Sound", "parentID": 10]]).resultCode == "SUCCESS")
            #expect(try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "Sound", "parentID": 10]]).resultCode == "SUCCESS")
            #expect(try await client.request(FID.addCommand, ["cmdID": 3, "menuParams": ["menuName": "Lost", "parentID": 99]]).resultCode == "INVALID_ID")
            #expect(try await client.request(FID.addCommand, ["cmdID": 1, "vrCommands": ["again"]]).resultCode == "INVALID_ID")
            try await headUnit.selectCommand(1)
            let command = try await client.notification(FID.onCommand)
            #expect(command.parameters == ["cmdID": 1, "triggerSource": "MENU"])
        }
    }

    @Test("pressing a soft button on the screen sends the button events to the app in FULL")
    func screenSoftButton() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            _ = try await client.request(FID.show, ["softButtons": [["type": "TEXT", "text": "Skip", "softButtonID": 4]]])
            try await headUnit.pressSoftButton(4)
            let press = try await client.notification(FID.onButtonPress)
            #expect(press.parameters["customButtonID"] == 4)
            await #expect(throws: SDLHeadUnitError.self) { try await headUnit.pressSoftButton(5) }
        }
    }
}
