import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

@Suite("The page's state feed: display, apps and the visible screen")
struct StateFeedScreenTests {
    @Test("with no app the state has the display, no screen, no overlay and an empty app list")
    func emptyHeadUnit() async throws {
        try await WebHarness.run(profile: .generic2Line) { headUnit, _, _ in
            let state = try await WebHarness.state(headUnit)
            #expect(state["type"] == "state")
            #expect(state["display"] == [
                "profile": "generic-2line", "name": "SDL_GENERIC_2LINE", "mainFieldLines": 2,
                "textFields": .array(SDLDisplayProfile.generic2Line.textFieldNames.sorted().map { .string($0) }),
                "language": "EN-US", "videoStreaming": nil,
            ])
            #expect(state["visibleAppID"] == .null)
            #expect(state["screen"] == .null)
            #expect(state["overlay"] == .null)
            #expect(state["apps"] == [])
            #expect(state["endpoint"] == .null)
            #expect(state["driverDistraction"] == "DD_OFF")
            _ = await headUnit.execute(controlLine: #"{"action":"setDriverDistraction","state":"DD_ON"}"#)
            #expect(try await WebHarness.state(headUnit)["driverDistraction"] == "DD_ON")
            #expect(WebStateFeed.state(try await headUnit.snapshot(), endpoint: ("127.0.0.1", 12345))["endpoint"] == ["host": "127.0.0.1", "port": 12345])
        }
    }

    @Test("a Show's text fields, alignment, title, media clock and soft buttons are in the screen")
    func showOnScreen() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            let show = try await client.request(FID.show, [
                "mainField1": "Song", "mainField2": "Artist", "mediaTrack": "Track 3", "mediaClock": "1:23", "statusBar": "Live",
                "templateTitle": "Now playing", "alignment": "LEFT_ALIGNED",
                "softButtons": [
                    ["type": "TEXT", "text": "Play", "softButtonID": 1, "isHighlighted": true],
                    ["type": "BOTH", "text": "Like", "softButtonID": 2, "image": ["value": "0x11", "imageType": "STATIC"], "systemAction": "KEEP_CONTEXT"],
                ],
            ])
            #expect(show.resultCode == "SUCCESS")
            let state = try await WebHarness.state(headUnit)
            let screen = state["screen"]
            #expect(state["visibleAppID"] == 1)
            #expect(screen["appID"] == 1)
            #expect(screen["template"] == "DEFAULT")
            #expect(screen["alignment"] == "LEFT_ALIGNED")
            #expect(screen["mainFields"] == ["Song", "Artist", "", ""])
            #expect(screen["templateTitle"] == "Now playing")
            #expect(screen["mediaClock"] == "1:23")
            #expect(screen["textFields"] == [
                "templateTitle": "Now playing", "mainField1": "Song", "mainField2": "Artist", "statusBar": "Live", "mediaClock": "1:23",
                "mediaTrack": "Track 3",
            ])
            #expect(screen["softButtons"] == [
                ["softButtonID": 1, "type": "TEXT", "text": "Play", "image": nil, "isHighlighted": true, "systemAction": "DEFAULT_ACTION"],
                [
                    "softButtonID": 2, "type": "BOTH", "text": "Like",
                    "image": ["value": "0x11", "imageType": "STATIC", "label": "icon 0x11"],
                    "isHighlighted": false, "systemAction": "KEEP_CONTEXT",
                ],
            ])
        }
    }

    @Test("without an alignment the text is centered, as the text renderer draws it; main fields follow the display's line count")
    func defaultsFollowTheDisplay() async throws {
        try await WebHarness.run(profile: .basic1Line) { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.show, ["mainField1": "One", "templateTitle": "Title"])
            let screen = try await WebHarness.state(headUnit)["screen"]
            #expect(screen["alignment"] == "CENTERED")
            #expect(screen["mainFields"] == ["One"])
            #expect(screen["mediaClock"] == .null)
            #expect(screen["graphic"] == .null)
            #expect(screen["softButtons"] == [])
        }
    }

    @Test("an uploaded graphic gets a URL with its bytes' fingerprint; a missing file and a non-graphic file get none")
    func graphics() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]
            _ = try await client.request(FID.putFile, ["syncFileName": "cover art.png", "fileType": "GRAPHIC_PNG"], bulk: png)
            _ = try await client.request(FID.putFile, ["syncFileName": "notes.txt", "fileType": "BINARY"], bulk: [1])
            _ = try await client.request(FID.show, [
                "graphic": ["value": "cover art.png", "imageType": "DYNAMIC"],
                "secondaryGraphic": ["value": "notes.txt", "imageType": "DYNAMIC"],
                "softButtons": [["type": "IMAGE", "softButtonID": 5, "image": ["value": "missing.png", "imageType": "DYNAMIC", "isTemplate": true]]],
            ])
            let screen = try await WebHarness.state(headUnit)["screen"]
            let url = "/image?app=1&name=cover%20art.png&v=\(WebImageFeed.fingerprint(png))"
            #expect(screen["graphic"] == ["value": "cover art.png", "imageType": "DYNAMIC", "label": "cover art.png", "url": .string(url)])
            #expect(screen["secondaryGraphic"] == ["value": "notes.txt", "imageType": "DYNAMIC", "label": "notes.txt"])
            #expect(screen["softButtons"][0]["image"] == ["value": "missing.png", "imageType": "DYNAMIC", "label": "missing.png", "isTemplate": true])
            #expect(screen["softButtons"][0]["text"] == .null)

            // The same name with other bytes gets another URL, so the page does not show a cached picture.
            _ = try await client.request(FID.putFile, ["syncFileName": "cover art.png", "fileType": "GRAPHIC_PNG"], bulk: png + [4])
            let replaced = try await WebHarness.state(headUnit)["screen"]["graphic"]["url"]
            #expect(replaced != .string(url))
            #expect(replaced.stringValue?.hasPrefix("/image?app=1&name=cover%20art.png&v=8-") == true)
        }
    }

    @Test("app text goes into the feed as the exact characters, markup included")
    func markupIsData() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit, appName: "<b>App</b>")
            let hostile = "<img src=x onerror=alert(1)>"
            _ = try await client.request(FID.show, ["mainField1": .string(hostile)])
            let state = try await WebHarness.state(headUnit)
            #expect(state["screen"]["mainFields"][0] == .string(hostile))
            #expect(state["apps"][0]["appName"] == "<b>App</b>")
        }
    }

    @Test("every app is listed with its HMI level, audio state and system context; the screen is the FULL app's")
    func appsWithStatus() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let first = try await TestSDLClient.registered(to: headUnit, appName: "Music")
            _ = try await first.request(FID.subscribeButton, ["buttonName": "OK"])
            _ = try await first.request(FID.subscribeButton, ["buttonName": "PLAY_PAUSE"])
            let second = try await TestSDLClient.registered(to: headUnit, appName: "Maps", isMedia: false, level: "NONE")
            _ = second
            let state = try await WebHarness.state(headUnit)
            #expect(state["apps"] == [
                [
                    "id": 1, "appName": "Music", "isMediaApplication": true, "appHMITypes": [],
                    "hmiLevel": "FULL", "audioStreamingState": "AUDIBLE", "systemContext": "MAIN",
                    "subscribedButtons": ["OK", "PLAY_PAUSE"], "menu": [], "menuOpenPath": nil, "menuTitle": nil,
                    "menuIcon": nil, "menuLayout": "LIST", "voiceCommands": [], "hapticRects": [], "streamingVideo": false,
                ],
                [
                    "id": 2, "appName": "Maps", "isMediaApplication": false, "appHMITypes": [],
                    "hmiLevel": "NONE", "audioStreamingState": "NOT_AUDIBLE", "systemContext": "MAIN",
                    "subscribedButtons": [], "menu": [], "menuOpenPath": nil, "menuTitle": nil,
                    "menuIcon": nil, "menuLayout": "LIST", "voiceCommands": [], "hapticRects": [], "streamingVideo": false,
                ],
            ])
            try await headUnit.activate(app: 2)
            let after = try await WebHarness.state(headUnit)
            #expect(after["visibleAppID"] == 2)
            #expect(after["screen"]["appID"] == 2)
            #expect(after["apps"][0]["hmiLevel"] != "FULL")
        }
    }

    @Test("the menu is a tree in display order (positions as the HMI inserts them), voice-only commands left out, with texts and icons")
    func menuTree() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            _ = try await client.request(FID.addSubMenu, ["menuID": 20, "menuName": "Settings"])
            _ = try await client.request(FID.addSubMenu, ["menuID": 30, "menuName": "Audio", "parentID": 20, "menuLayout": "LIST"])
            _ = try await client.request(FID.addCommand, ["cmdID": 3, "menuParams": ["menuName": "Bass", "parentID": 30]])
            _ = try await client.request(FID.addCommand, ["cmdID": 2, "menuParams": ["menuName": "Home", "secondaryText": "Near", "tertiaryText": "2 km"]])
            _ = try await client.request(FID.addCommand, [
                "cmdID": 1, "menuParams": ["menuName": "Search", "position": 0], "cmdIcon": ["value": "0x11", "imageType": "STATIC"],
            ])
            _ = try await client.request(FID.addCommand, ["cmdID": 4, "vrCommands": ["Louder"]])
            let app = try await WebHarness.state(headUnit)["apps"][0]
            let none: SDLJSONValue = .null
            #expect(app["menu"] == [
                [
                    "kind": "command", "id": 1, "menuName": "Search", "secondaryText": none, "tertiaryText": none,
                    "icon": ["value": "0x11", "imageType": "STATIC", "label": "icon 0x11"],
                ],
                [
                    "kind": "submenu", "id": 20, "menuName": "Settings", "secondaryText": none, "tertiaryText": none, "icon": none,
                    "layout": "LIST", "entries": [
                        [
                            "kind": "submenu", "id": 30, "menuName": "Audio", "secondaryText": none, "tertiaryText": none, "icon": none,
                            "layout": "LIST", "entries": [
                                ["kind": "command", "id": 3, "menuName": "Bass", "secondaryText": none, "tertiaryText": none, "icon": none],
                            ],
                        ],
                    ],
                ],
                ["kind": "command", "id": 2, "menuName": "Home", "secondaryText": "Near", "tertiaryText": "2 km", "icon": none],
            ])
            #expect(app["voiceCommands"] == ["Louder"])
            #expect(app["menuOpenPath"] == none)
            try await headUnit.openSubMenu(30)
            #expect(try await WebHarness.state(headUnit)["apps"][0]["menuOpenPath"] == [20, 30])
        }
    }
}
