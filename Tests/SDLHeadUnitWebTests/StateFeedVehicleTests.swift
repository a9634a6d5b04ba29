import SDLHeadUnit
import SDLRPC
import SDLTestSupport
import Testing

@testable import SDLHeadUnitWeb

/// The page's vehicle panel: the state carries the vehicle's data and the dismissal flag, and the
/// page's controls are control lines the page may send.
@Suite("The page's state feed: the vehicle")
struct StateFeedVehicleTests {
    @Test("the state has the vehicle's data and the lock-screen dismissal flag, updated by the page's control lines")
    func vehicleState() async throws {
        try await WebHarness.run { headUnit, _, _ in
            let state = try await WebHarness.state(headUnit)
            #expect(state["vehicleData"].objectValue?["speed"] == 0.0)
            #expect(state["vehicleData"].objectValue?["prndl"] == "PARK")
            #expect(state["lockScreenDismissalEnabled"] == true)
            for line in [#"{"action":"setVehicleData","data":{"speed":88.5}}"#, #"{"action":"setLockScreenDismissal","enabled":false}"#] {
                #expect(WebPageCommand.refusal(line) == nil, "the page may send \(line)")
                #expect(await headUnit.execute(controlLine: line).contains(#""ok":true"#))
            }
            let after = try await WebHarness.state(headUnit)
            #expect(after["vehicleData"].objectValue?["speed"] == 88.5)
            #expect(after["lockScreenDismissalEnabled"] == false)
        }
    }

    @Test("the page draws a vehicle panel that sets the speed and switches the dismissal flag")
    func panelInPage() throws {
        let assets = try WebAssets.load()
        let page = String(decoding: try #require(assets.assets["/"]).bytes, as: UTF8.self)
        #expect(page.contains(#"id="vehicle""#))
        let script = String(decoding: try #require(assets.assets["/headunit.js"]).bytes, as: UTF8.self)
        #expect(script.contains(#"send("setVehicleData", { data: { speed: value } })"#))
        #expect(script.contains(#"send("setLockScreenDismissal""#))
    }
}
