import SDLTestSupport
import SDLHeadUnit
import SDLRPC
import Testing

@Suite("JSON control channel")
struct ControlChannelTests {
    private func reply(_ headUnit: SDLHeadUnit, _ line: String) async throws -> SDLJSONObject {
        try #require(try SDLJSONValue(parsing: Array(await headUnit.execute(controlLine: line).utf8)).objectValue)
    }

    @Test("each command is answered with one JSON object; errors carry code and message")
    func replies() async throws {
        try await HeadUnitHarness.run { headUnit, _ in
            let help = try await reply(headUnit, #"{"action":"help","tag":7}"#)
            #expect(help["ok"] == true)
            #expect(help["tag"] == 7)
            #expect(help["result"]?.arrayValue?.contains { $0.objectValue?["action"] == "pressSoftButton" } == true)
            let unknown = try await reply(headUnit, #"{"action":"fly"}"#)
            #expect(unknown["ok"] == false)
            #expect(unknown["error"]?.objectValue?["code"] == "invalidCommand")
            let broken = try await reply(headUnit, "{not json")
            #expect(broken["ok"] == false)
            let noApp = try await reply(headUnit, #"{"action":"setHMILevel","level":"FULL"}"#)
            #expect(noApp["error"]?.objectValue?["code"] == "noApp")
            let missing = try await reply(headUnit, #"{"action":"pressSoftButton"}"#)
            #expect(missing["error"]?.objectValue?["message"] == "\"id\" must be an integer")
        }
    }

    @Test("control commands drive an app: HMI level, a soft button press, the clock and the state dump")
    func drivesApp() async throws {
        try await HeadUnitHarness.run({ $0.autoActivate = false }) { headUnit, _ in
            let (client, _) = try await TestSDLClient.registered(to: headUnit)
            let level = try await reply(headUnit, #"{"action":"setHMILevel","level":"FULL"}"#)
            #expect(level["ok"] == true)
            try await client.hmiStatus("FULL")
            let id = try await client.sendRequest(FID.alert, ["alertText1": "Hi", "softButtons": [["type": "TEXT", "text": "OK", "softButtonID": 1]]])
            _ = try await headUnit.nextOverlay()
            let state = try await reply(headUnit, #"{"action":"state"}"#)
            #expect(state["result"]?.objectValue?["overlay"]?.objectValue?["kind"] == "Alert")
            let press = try await reply(headUnit, #"{"action":"pressSoftButton","id":1}"#)
            #expect(press["ok"] == true)
            #expect(try await client.response(to: id).resultCode == "SUCCESS")
            let slider = try await client.sendRequest(FID.slider, ["numTicks": 3, "position": 1, "sliderHeader": "x"])
            _ = try await headUnit.nextOverlay(.slider)
            let clock = try await reply(headUnit, #"{"action":"advanceClock","milliseconds":10000}"#)
            #expect(clock["result"]?.objectValue?["now"] == 10000)
            #expect(try await client.response(to: slider).resultCode == "TIMED_OUT")
            let render = try await reply(headUnit, #"{"action":"render"}"#)
            #expect(render["result"]?.objectValue?["text"]?.stringValue?.contains("Test App") == true)
        }
    }
}
