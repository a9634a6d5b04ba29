import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

/// What the emulator's HMI keeps of SetMediaClockTimer and SetAppIcon, the persistent files Core
/// keeps across registrations, and the policy table update it starts as Core does.
@Suite("Media clock, app icon and policy update in the emulator")
struct MediaClockAndAppIconTests {
    static let setMediaClockTimer = SDLSetMediaClockTimer.rpcFunctionID
    static let setAppIcon = SDLSetAppIcon.rpcFunctionID
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

    @Test("The HMI keeps the clock: COUNTUP, PAUSE with a new start, RESUME back to COUNTUP, CLEAR removes it; the renderer shows it")
    func clockKept() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            try await client.hmiStatus("FULL")
            let up = try await client.request(Self.setMediaClockTimer, [
                "updateMode": "COUNTUP", "startTime": ["hours": 1, "minutes": 2, "seconds": 3],
                "endTime": ["hours": 1, "minutes": 30, "seconds": 0], "audioStreamingIndicator": "PAUSE",
            ])
            #expect(up.resultCode == "SUCCESS")
            var clock = try #require(try await headUnit.apps().first?.mediaClock)
            #expect(clock == SDLHeadUnitMediaClock(updateMode: "COUNTUP", direction: "COUNTUP", startSeconds: 3723, endSeconds: 5400, indicator: "PAUSE"))
            #expect(try await headUnit.renderText().contains("clock: COUNTUP 1:02:03 / 1:30:00 · PAUSE"))
            _ = try await client.request(Self.setMediaClockTimer, ["updateMode": "PAUSE", "startTime": ["hours": 0, "minutes": 0, "seconds": 9]])
            clock = try #require(try await headUnit.apps().first?.mediaClock)
            #expect(clock.updateMode == "PAUSE" && clock.startSeconds == 9 && clock.endSeconds == 5400 && clock.indicator == "PLAY_PAUSE")
            _ = try await client.request(Self.setMediaClockTimer, ["updateMode": "RESUME"])
            #expect(try await headUnit.apps().first?.mediaClock?.updateMode == "COUNTUP")
            _ = try await client.request(Self.setMediaClockTimer, ["updateMode": "CLEAR"])
            #expect(try await headUnit.apps().first?.mediaClock == nil)
        }
    }

    @Test("Refused clocks change nothing: a non-media app is REJECTED (in FULL), COUNTDOWN without startTime INVALID_DATA")
    func refusedClockKeepsNothing() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (plain, _) = try await TestSDLClient.registered(to: headUnit, appName: "Plain", isMedia: false)
            try await plain.hmiStatus("FULL")
            let refused = try await plain.request(Self.setMediaClockTimer, ["updateMode": "COUNTUP", "startTime": ["hours": 0, "minutes": 0, "seconds": 0]])
            #expect(refused.resultCode == "REJECTED")
            _ = try await plain.request(FID.unregisterAppInterface)
            let (media, _) = try await TestSDLClient.registered(to: headUnit, appName: "Media")
            try await media.hmiStatus("FULL")
            #expect(try await media.request(Self.setMediaClockTimer, ["updateMode": "COUNTDOWN"]).resultCode == "INVALID_DATA")
            #expect(try await headUnit.apps().allSatisfy { $0.mediaClock == nil })
        }
    }

    @Test("SetAppIcon: a file not uploaded is INVALID_DATA; an uploaded one becomes the app's icon")
    func appIcon() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            #expect(try await client.request(Self.setAppIcon, ["syncFileName": "icon.png"]).resultCode == "INVALID_DATA")
            #expect(try await headUnit.apps().first?.appIcon == nil)
            _ = try await client.request(FID.putFile, ["syncFileName": "icon.png", "fileType": "GRAPHIC_PNG"], bulk: Self.png)
            #expect(try await client.request(Self.setAppIcon, ["syncFileName": "icon.png"]).resultCode == "SUCCESS")
            #expect(try await headUnit.apps().first?.appIcon == "icon.png")
        }
    }

    @Test("Persistent files outlive the registration (ListFiles of the next one lists them); others do not")
    func persistentFilesKept() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let (first, _) = try await TestSDLClient.registered(to: headUnit)
            _ = try await first.request(FID.putFile, ["syncFileName": "kept.png", "fileType": "GRAPHIC_PNG", "persistentFile": true], bulk: Self.png)
            _ = try await first.request(FID.putFile, ["syncFileName": "gone.png", "fileType": "GRAPHIC_PNG"], bulk: Self.png)
            _ = try await first.request(FID.unregisterAppInterface)
            await first.close()
            let (second, _) = try await TestSDLClient.registered(to: headUnit)
            let names = try await second.request(FID.listFiles).parameters["filenames"]?.arrayValue ?? []
            #expect(names == ["kept.png"])
            #expect(try await second.request(Self.setAppIcon, ["syncFileName": "kept.png"]).resultCode == "SUCCESS")
        }
    }

    @Test("With a policy update URL each registration gets OnSystemRequest(PROPRIETARY, JSON) in Core's HTTPRequest wrapper")
    func policyUpdateStarted() async throws {
        try await HeadUnitHarness.run({ $0.policyUpdateURL = "http://127.0.0.1:1/policy" }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let update = try await client.notification(FID.onSystemRequest) { $0.json?.objectValue?["requestType"] == "PROPRIETARY" }
            let parameters = try #require(update.json?.objectValue)
            #expect(parameters["url"] == "http://127.0.0.1:1/policy")
            #expect(parameters["fileType"] == "JSON")
            let wrapper = try #require(try SDLJSONParser.parse(update.bulk).objectValue?["HTTPRequest"]?.objectValue)
            #expect(wrapper["headers"]?.objectValue?["RequestMethod"] == "POST")
            let body = try #require(wrapper["body"]?.stringValue)
            #expect(try SDLJSONParser.parse(Array(body.utf8)).objectValue?["policy_table"] != nil)
        }
    }
}
