import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

/// The page's touch screen: the state carries the touch coordinates' space (the profile's
/// VIDEO_STREAMING capability) and each app's haptic areas; the page sends pointer events as the
/// `touchEvent` control line and draws the areas.
@Suite("The page's state feed: touch screen and haptic areas")
struct StateFeedTouchTests {
    @Test("with the navigation profile the display has its video streaming capability; apps carry their haptic areas")
    func touchSpaceInState() async throws {
        try await WebHarness.run(profile: .navigation) { headUnit, _, _ in
            _ = try await TestSDLClient.registered(to: headUnit)
            let state = try await WebHarness.state(headUnit)
            let resolution = state["display"]["videoStreaming"]["preferredResolution"]
            #expect(resolution["resolutionWidth"] == 800 && resolution["resolutionHeight"] == 480)
            #expect(state["apps"][0]["hapticRects"] == .array([]))
        }
        try await WebHarness.run { headUnit, _, _ in
            let state = try await WebHarness.state(headUnit)
            #expect(state["display"]["videoStreaming"] == .null, "media4Line streams no video")
        }
    }

    @Test("the page may send touches and read haptic areas; a touch line from the page reaches the app in FULL as OnTouchEvent")
    func touchLinesAllowed() async throws {
        for line in [#"{"action":"touchEvent","type":"BEGIN","fingers":[{"id":0,"x":1,"y":2}]}"#,
                     #"{"action":"touch","x":1,"y":2}"#, #"{"action":"pinch","x":1,"y":2,"from":10,"to":20}"#, #"{"action":"hapticRects"}"#] {
            #expect(WebPageCommand.refusal(line) == nil, "the page may send \(line)")
        }
        try await WebHarness.run(profile: .navigation) { headUnit, _, _ in
            let client = try await TestSDLClient.registered(to: headUnit)
            let session = WebPageSession(hub: WebHub()) { line in await headUnit.execute(controlLine: line) }
            let reply = try SDLJSONParser.parse(await session.reply(to: #"{"action":"touchEvent","type":"BEGIN","fingers":[{"id":2,"x":640,"y":360}]}"#))
            #expect(reply["ok"] == true)
            let touch = try await client.notification(SDLOnTouchEvent.rpcFunctionID)
            #expect(touch.parameters["type"] == "BEGIN")
            #expect(touch.parameters["event"]?[0]["id"] == 2)
            #expect(touch.parameters["event"]?[0]["c"][0] == ["x": 640, "y": 360])
        }
    }

    @Test("the page has a touch layer that sends pointer events as touchEvent and draws haptic areas")
    func touchLayerInPage() throws {
        let assets = try WebAssets.load()
        let page = String(decoding: try #require(assets.assets["/"]).bytes, as: UTF8.self)
        #expect(page.contains(#"id="touch-layer""#))
        let script = String(decoding: try #require(assets.assets["/headunit.js"]).bytes, as: UTF8.self)
        #expect(script.contains(#"send("touchEvent", { type, fingers: [{ id, ...touchPoint(event) }], app: touchSpace.app })"#))
        for event in ["pointerdown", "pointermove", "pointerup", "pointercancel"] { #expect(script.contains(#""\#(event)""#)) }
        #expect(script.contains("haptic-rect"))
    }
}
